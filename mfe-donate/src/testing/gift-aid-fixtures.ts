import type {
  GiftAidClaim,
  GiftAidEligibleDonation,
  GiftAidEligibleResponse,
  StaffGiftAidDeclaration,
} from '@solar/shared-contracts';

export const staffDeclaration = (overrides: Partial<StaffGiftAidDeclaration> = {}): StaffGiftAidDeclaration => ({
  id: 7,
  title: 'Mrs',
  firstName: 'Amina',
  lastName: 'Khan-Smith',
  houseNameOrNumber: '12',
  postcode: 'B3 2RT',
  donorEmail: 'amina@example.org',
  scope: 'enduring',
  wordingVersion: '2026-11-23',
  declaredAt: '2026-05-04T09:30:00.000Z',
  cancelledAt: null,
  staffNote: null,
  donationCount: 3,
  ...overrides,
});

export const eligibleDonation = (overrides: Partial<GiftAidEligibleDonation> = {}): GiftAidEligibleDonation => ({
  donationId: 41,
  declarationId: 7,
  donorName: 'Amina Khan-Smith',
  amount: 50,
  giftAid: 12.5,
  paidAt: '2026-10-12T10:00:00.000Z',
  monthly: false,
  ...overrides,
});

export const eligibleResponse = (overrides: Partial<GiftAidEligibleResponse> = {}): GiftAidEligibleResponse => ({
  from: '2026-04-06',
  to: '2026-11-23',
  donations: [
    eligibleDonation(),
    eligibleDonation({ donationId: 42, donorName: 'Bilal Ahmed', amount: 10, giftAid: 2.5, monthly: true }),
  ],
  total: 60,
  giftAidTotal: 15,
  adjustments: [],
  ...overrides,
});

export const giftAidClaim = (overrides: Partial<GiftAidClaim> = {}): GiftAidClaim => ({
  id: 5,
  reference: 'GA-2026-0005',
  from: '2026-04-06',
  to: '2026-11-23',
  donationCount: 2,
  total: 60,
  giftAidTotal: 15,
  fileCount: 1,
  lineCount: 2,
  adjustmentCount: 0,
  adjustmentGiftAid: 0,
  createdAt: '2026-11-23T12:00:00.000Z',
  createdBy: 'e2e-admin',
  ...overrides,
});
