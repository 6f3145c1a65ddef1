/**
 * The back office's donate pages: donations, monthly gifts and projects (`/api/staff/donations`,
 * `/api/staff/monthly-gifts`, `/api/staff/projects`).
 */
import type { DonationStatus, MonthlyPaymentProblem, SubscriptionStatus } from './payments';
import type { DatedPageQuery } from './staff';

/** GET /api/staff/donations?status=&projectId=&from=YYYY-MM-DD&to=YYYY-MM-DD&q=<donor>&page=; also export.csv. */
export type DonationListQuery = DatedPageQuery & {
  status?: DonationStatus;
  /** A project's id, or `general` for gifts to no project. */
  projectId?: number | 'general';
};

export type StaffDonation = {
  id: number;
  amount: number;
  currency: string;
  status: DonationStatus;
  projectId: number | null;
  projectTitle: string | null;
  donorName: string | null;
  donorEmail: string | null;
  paypalOrderId: string | null;
  paypalCaptureId: string | null;
  createdAt: string;
};

/** GET /api/staff/donations/totals (same filters): completed gifts only. */
export type DonationTotals = {
  currency: string;
  byProject: { projectId: number | null; projectTitle: string | null; total: number; count: number }[];
  /** `month` is YYYY-MM. */
  byMonth: { month: string; total: number; count: number }[];
};

/** GET /api/staff/monthly-gifts?status=&q=&page= */
export type MonthlyGiftListQuery = DatedPageQuery & {
  status?: SubscriptionStatus;
  /** `payment`: only gifts whose payments are failing or that PayPal suspended after failures (decision 067). */
  problem?: 'payment';
};

export type StaffMonthlyGift = {
  id: number;
  paypalSubscriptionId: string;
  amount: number;
  /** A new amount the donor asked for, billed only once they approve it at PayPal (decision 056); else null. */
  awaitingApprovalAmount: number | null;
  /**
   * A new amount the donor asked for that was not approved at PayPal in time (decision 060): PayPal bills `amount`.
   * Null when none lapsed, or once the donor asks again or PayPal bills it after all.
   */
  lapsedRequestAmount: number | null;
  currency: string;
  status: SubscriptionStatus;
  projectId: number | null;
  projectTitle: string | null;
  donorName: string | null;
  donorEmail: string | null;
  nextBillingDate: string | null;
  lastPaymentDate: string | null;
  createdAt: string;
  /** Payments failing at PayPal, or null; `emailsSent` counts the service emails the donor was sent about them. */
  paymentProblem: (MonthlyPaymentProblem & { emailsSent: number }) | null;
};

export const PROJECT_STATUSES = ['planning', 'active', 'completed', 'on-hold'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/** GET /api/staff/projects: every project with its editable fields; `raisedAmount` is the ledger's, read-only. */
export type StaffProject = {
  id: number;
  title: string;
  description: string;
  location: string;
  targetAmount: number;
  raisedAmount: number;
  currency: string;
  status: ProjectStatus | null;
  progressPercentage: number;
  updatedAt: string;
};

/** PATCH /api/staff/projects/:id (raised stays the ledger's). */
export type UpdateProjectRequest = {
  title?: string;
  description?: string;
  targetAmount?: number;
  status?: ProjectStatus;
  progressPercentage?: number;
};
