import type { GiftAidScope } from './gift-aid';
import type { NewsletterConfirmationData } from './newsletter-confirmation';
import type { UkDayRangeQuery } from './staff';

/**
 * Email the site sends (issue 12): the templates, what each needs to be written, the back office's email log
 * and the newsletter's unsubscribe. The API's outbox stores a template's data as JSON when the event happens and
 * renders it when it sends, so these types are what a row holds.
 */

export const EMAIL_TEMPLATES = [
  'donation-receipt',
  'donation-refund',
  'contact-acknowledgement',
  'contact-staff-alert',
  'volunteer-acknowledgement',
  'volunteer-staff-alert',
  'newsletter-welcome',
  'newsletter-confirmation',
  'monthly-gift-confirmation',
  'monthly-gift-change',
  'monthly-gift-link',
  'giving-statement',
  'monthly-gift-payment-failed',
  'monthly-gift-on-hold',
] as const;
export type EmailTemplate = (typeof EMAIL_TEMPLATES)[number];

/** Newsletter mail is marketing: it carries List-Unsubscribe (RFC 8058). Everything else is transactional. */
export const MARKETING_TEMPLATES: readonly EmailTemplate[] = ['newsletter-welcome'];

/** One completed payment: a one-off gift, or the first or a later payment of a monthly gift. */
export type DonationReceiptData = {
  donorName: string | null;
  /** Pounds as a decimal string with two places, e.g. "25.00". */
  amount: string;
  currency: string;
  /** ISO 8601 time the payment completed. */
  paidAt: string;
  /** The project's name, or null for a gift to the general fund. */
  projectName: string | null;
  /** PayPal's capture or sale id, the donor's reference with PayPal. */
  paypalReference: string;
  /** The site's donation id, quoted in the receipt number. */
  donationId: number;
  monthly: boolean;
  /** Present when a Gift Aid declaration covers this payment (issue 13). */
  giftAid?: DonationReceiptGiftAid;
  /** A monthly payment's receipt carries the link to manage the gift (issue 28). */
  manageLink?: ManageLinkData;
};

/**
 * Which manage link an email carries. The signed address is made when the email is written (from the secret, never
 * stored): `version` is the gift's link version when the email was queued, so a change made since then shows the
 * link as used.
 */
export type ManageLinkData = { subscriptionId: number; version: number; expiresAt: string };

/** The gift as the monthly-gift emails describe it. */
export type MonthlyGiftEmailGift = {
  donorName: string | null;
  /** Pounds with two places. */
  amount: string;
  currency: string;
  projectName: string | null;
  nextPaymentDate: string | null;
};

export type MonthlyGiftConfirmationData = MonthlyGiftEmailGift & { manageLink: ManageLinkData };

export type MonthlyGiftChange =
  | 'amount'
  | 'paused'
  | 'resumed'
  | 'cancelled'
  | 'gift-aid-cancelled'
  | 'gift-aid-updated'
  | 'outstanding-paid'
  /** The missed payment taken and the gift restarted in one step: one email for both (decision 084). */
  | 'paid-and-restarted';

/** One change the donor made from the manage page; `manageLink` is absent once the gift is cancelled. */
export type MonthlyGiftChangeData = MonthlyGiftEmailGift & {
  change: MonthlyGiftChange;
  previousAmount?: string;
  changedAt: string;
  manageLink?: ManageLinkData;
};

/**
 * A monthly payment failed at PayPal (decision 067): a service message, sent whatever the donor's newsletter choice,
 * at most once a billing cycle.
 */
export type MonthlyGiftPaymentFailedData = MonthlyGiftEmailGift & {
  reasonCode: string | null;
  failedAt: string;
  /** When PayPal tries again, or null when it will not (the cycle's last retry failed). */
  nextRetryDate: string | null;
  /**
   * PayPal suspended the gift after this failure. Emails queued since decision 067 was amended always say false:
   * the suspension has its own email (`monthly-gift-on-hold`); true only in rows queued before.
   */
  suspended: boolean;
  manageLink: ManageLinkData;
};

/**
 * PayPal put the gift on hold after failed payments (decision 067, amended): a service message, sent once per
 * suspension whatever the one-failure-email-a-cycle rule and the donor's newsletter choice.
 */
export type MonthlyGiftOnHoldData = MonthlyGiftEmailGift & {
  /** PayPal's reason code for the last failed payment, or null when it gave none. */
  reasonCode: string | null;
  /** Billing cycles in a row PayPal could not take. */
  failedPaymentsCount: number;
  /** What PayPal says is owed (pounds, two places), taken only if the donor asks; null when nothing is. */
  outstandingAmount: string | null;
  manageLink: ManageLinkData;
};

/** "Email me a fresh link". */
export type MonthlyGiftLinkData = MonthlyGiftEmailGift & { manageLink: ManageLinkData };

/**
 * Where a gift's Gift Aid stands: `claimed` when it is in a claim already made to HMRC, `to-be-claimed` when a
 * declaration in force covers it but no claim has included it yet, `none` without such a declaration.
 */
export type GivingStatementGiftAid = 'claimed' | 'to-be-claimed' | 'none';

export type GivingStatementGift = {
  date: string;
  amount: string;
  /** What Gift Aid adds (pounds, two places), claimed or to be claimed; null when `giftAidStatus` is `none`. */
  giftAid: string | null;
  giftAidStatus: GivingStatementGiftAid;
  projectName: string | null;
  monthly: boolean;
  receipt: string;
};

/** A UK tax year's gifts from one donor's address: completed gifts only, refunded ones left out. */
export type GivingStatementData = {
  donorName: string | null;
  /** The year the tax year starts: 2026 is 6 April 2026 to 5 April 2027. */
  taxYear: number;
  currency: string;
  gifts: GivingStatementGift[];
  total: string;
  /** Gift Aid on the gifts in claims already made to HMRC. */
  giftAidClaimed: string;
  /** Gift Aid on gifts a declaration covers that no claim has included yet. */
  giftAidToBeClaimed: string;
  issuedAt: string;
};

/**
 * The declaration as the receipt confirms it: only the first name and postcode, enough for the donor to recognise
 * it without putting their full name and address in an email.
 */
export type DonationReceiptGiftAid = {
  declarationId: number;
  scope: GiftAidScope;
  /** What Gift Aid adds, pounds with two places: "6.25" on a £25 gift. */
  giftAidAmount: string;
  firstName: string;
  postcode: string;
};

export type DonationRefundData = {
  donorName: string | null;
  amount: string;
  currency: string;
  /** ISO 8601 time the refund was recorded. */
  refundedAt: string;
  projectName: string | null;
  paypalReference: string;
  donationId: number;
};

export type ContactAcknowledgementData = { name: string; subject: string; message: string };

export type ContactStaffAlertData = {
  messageId: number;
  name: string;
  email: string;
  subject: string;
  message: string;
};

export type VolunteerAcknowledgementData = { firstName: string };

export type VolunteerStaffAlertData = {
  volunteerId: number;
  firstName: string;
  lastName: string;
  email: string;
  city: string;
  interests: string;
  availability: string;
};

export type NewsletterWelcomeData = { firstName: string | null; subscriberId: number };

export type EmailTemplateData = {
  'donation-receipt': DonationReceiptData;
  'donation-refund': DonationRefundData;
  'contact-acknowledgement': ContactAcknowledgementData;
  'contact-staff-alert': ContactStaffAlertData;
  'volunteer-acknowledgement': VolunteerAcknowledgementData;
  'volunteer-staff-alert': VolunteerStaffAlertData;
  'newsletter-welcome': NewsletterWelcomeData;
  'newsletter-confirmation': NewsletterConfirmationData;
  'monthly-gift-confirmation': MonthlyGiftConfirmationData;
  'monthly-gift-change': MonthlyGiftChangeData;
  'monthly-gift-link': MonthlyGiftLinkData;
  'giving-statement': GivingStatementData;
  'monthly-gift-payment-failed': MonthlyGiftPaymentFailedData;
  'monthly-gift-on-hold': MonthlyGiftOnHoldData;
};

/** pending: waiting for its next attempt; sent: the SMTP server accepted it; failed: the last attempt failed. */
export const EMAIL_STATUSES = ['pending', 'sent', 'failed'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

/** Attempts before an email is marked failed (the first try and its retries). */
export const EMAIL_MAX_ATTEMPTS = 8;

/** GET /api/staff/emails: one outbox row. The body is not shown; the template and recipient say what it was. */
export type StaffEmailLogEntry = {
  id: number;
  template: EmailTemplate;
  recipient: string;
  status: EmailStatus;
  attempts: number;
  lastError: string | null;
  /** When it is next tried (pending only). */
  nextAttemptAt: string | null;
  sentAt: string | null;
  createdAt: string;
};

/** Query of GET /api/staff/emails: paging, `q` over the recipient, and two exact filters. */
export type StaffEmailListQuery = UkDayRangeQuery & {
  page?: number;
  pageSize?: number;
  q?: string;
  status?: EmailStatus;
  template?: EmailTemplate;
};

/** POST /api/newsletter/unsubscribe: the confirm button of the page an email's unsubscribe link opens. */
export type UnsubscribeRequest = { token: string };

/** 200 from POST /api/newsletter/unsubscribe (also for an address already unsubscribed). */
export type UnsubscribeResponse = { unsubscribed: true };

/** The site's page an unsubscribe link opens (GET shows a confirm button; a one-click POST unsubscribes). */
export const UNSUBSCRIBE_PATH = '/unsubscribe';
/** A signed unsubscribe token: `<subscriber id>.<base64url HMAC-SHA256>`; the id is the first group. */
export const UNSUBSCRIBE_TOKEN_PATTERN = /^([1-9]\d{0,9})\.[A-Za-z0-9_-]{43}$/;
/** The query parameter that carries the signed token. */
export const UNSUBSCRIBE_TOKEN_PARAM = 't';
/** Where the shell's server forwards a mail provider's one-click POST (form-encoded `List-Unsubscribe=One-Click`). */
export const ONE_CLICK_UNSUBSCRIBE_API_PATH = '/api/newsletter/one-click-unsubscribe';
