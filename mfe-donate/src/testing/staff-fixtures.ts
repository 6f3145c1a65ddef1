import type { DonationTotals, StaffDonation, StaffMonthlyGift, StaffProject } from '@solar/shared-contracts';

export const staffProject = (overrides: Partial<StaffProject> = {}): StaffProject => ({
  id: 1,
  title: 'Orphanage Solar Initiative',
  description: 'A rooftop array for a children’s home.',
  location: 'Lahore, Punjab, Pakistan',
  targetAmount: 35000,
  raisedAmount: 8500,
  currency: 'GBP',
  status: 'active',
  progressPercentage: 24,
  updatedAt: '2026-03-01T10:00:00.000Z',
  ...overrides,
});

export const staffDonation = (overrides: Partial<StaffDonation> = {}): StaffDonation => ({
  id: 11,
  amount: 25,
  currency: 'GBP',
  status: 'completed',
  projectId: 1,
  projectTitle: 'Orphanage Solar Initiative',
  donorName: 'Amina Khan',
  donorEmail: 'amina@example.org',
  paypalOrderId: 'ORDER-1',
  paypalCaptureId: 'CAPTURE-1',
  createdAt: '2026-03-10T10:00:00.000Z',
  ...overrides,
});

export const donationTotals = (overrides: Partial<DonationTotals> = {}): DonationTotals => ({
  currency: 'GBP',
  byProject: [
    { projectId: 1, projectTitle: 'Orphanage Solar Initiative', total: 35.5, count: 2 },
    { projectId: null, projectTitle: null, total: 100, count: 1 },
  ],
  byMonth: [{ month: '2026-03', total: 135.5, count: 3 }],
  ...overrides,
});

export const staffMonthlyGift = (overrides: Partial<StaffMonthlyGift> = {}): StaffMonthlyGift => ({
  id: 3,
  paypalSubscriptionId: 'I-ACTIVE0001',
  amount: 10,
  awaitingApprovalAmount: null,
  lapsedRequestAmount: null,
  currency: 'GBP',
  status: 'active',
  projectId: 1,
  projectTitle: 'Orphanage Solar Initiative',
  donorName: 'Bilal Ahmed',
  donorEmail: 'bilal@example.org',
  nextBillingDate: '2026-04-01T09:00:00.000Z',
  lastPaymentDate: '2026-03-01T09:00:00.000Z',
  createdAt: '2026-01-01T09:00:00.000Z',
  paymentProblem: null,
  ...overrides,
});
