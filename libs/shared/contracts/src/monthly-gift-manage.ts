import type { GiftAidDeclarationRequest } from './gift-aid';
import type { MonthlyPaymentProblem, SubscriptionStatus } from './payments';

/**
 * A donor managing their own monthly gift from a link in their email (issue 28, decision 055). No accounts: the
 * link's signed token is the donor's proof, sent only to the gift's address. Every request names the token in its
 * body (never in a query string the logs would keep).
 */

/** The page the link opens: `/donate/manage?token=…`. */
export const MANAGE_GIFT_PATH = '/donate/manage';
export const MANAGE_GIFT_TOKEN_PARAM = 'token';
/**
 * PayPal sends the donor back to `/donate/manage?approval=approved|cancelled` after they approve (or not) a new
 * amount. PayPal adds its own `token` (its billing token) to that address, so the manage link's token never travels
 * in it: the page keeps it in the tab's session storage while the donor is at PayPal (decision 056).
 */
export const MANAGE_APPROVAL_PARAM = 'approval';
export type ManageApprovalReturn = 'approved' | 'cancelled';

/** How long a link works after it was sent. */
export const MANAGE_LINK_DAYS = 30;
/** `<subscription id>.<link version>.<expiry, unix seconds>.<HMAC-SHA256, base64url>` */
export const MANAGE_TOKEN_PATTERN = /^(\d{1,10})\.(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

/** Why a link no longer works; the page says so in words and offers a fresh link. */
export type ManageLinkProblem = 'LINK_INVALID' | 'LINK_EXPIRED' | 'LINK_USED';

export type ManageTokenRequest = { token: string };

export type ManagedGiftAid =
  | { status: 'none' }
  | {
      status: 'active' | 'cancelled';
      title: string | null;
      firstName: string;
      lastName: string;
      houseNameOrNumber: string;
      postcode: string;
    };

/** What the manage page shows: never the donor's email or PayPal details. `token` is the link to use next. */
export type ManagedMonthlyGift = {
  token: string;
  /** When `token` stops working (ISO 8601). */
  linkExpiresAt: string;
  amount: number;
  currency: string;
  status: SubscriptionStatus;
  nextPaymentDate: string | null;
  projectTitle: string | null;
  giftAid: ManagedGiftAid;
  /** The UK tax years (the year each starts, 6 April) a statement can be asked for, newest first. */
  statementYears: number[];
  /**
   * A new amount the donor asked for that PayPal bills only once they approve it at PayPal (a gift paid from a
   * PayPal account, decision 056): `amount` above stays what is billed until then. Null when nothing waits.
   */
  awaitingApproval: AwaitingApproval | null;
  /**
   * A new amount the donor asked for that was not approved at PayPal within MONTHLY_AMOUNT_APPROVAL_HOURS (decision
   * 060): its approve link is dead and PayPal goes on taking `amount`. Null when none lapsed, while one waits, or once
   * the donor asks again or PayPal bills it after all.
   */
  lapsedRequest: LapsedAmountRequest | null;
  /**
   * Payments that failed at PayPal (decision 067), with `suspended` when PayPal stopped the gift after them (apart from
   * the donor's own pause, which is `status: 'suspended'` with this null). Null when payments go through.
   */
  paymentProblem: MonthlyPaymentProblem | null;
};

/** POST /api/monthly-gift/manage/pay-outstanding: only on the donor's request, `confirm: true` from the page. */
export type PayOutstandingRequest = ManageTokenRequest & { confirm: true };

/**
 * POST /api/monthly-gift/manage/pay-and-restart (decision 084): a gift PayPal put on hold after failed payments
 * restarts only once what it owes is paid, so the donor, after a confirmation step naming the amount, asks for both:
 * PayPal takes the missed payment, then restarts the gift. `confirm: true` from the page.
 */
export type PayAndRestartRequest = ManageTokenRequest & { confirm: true };

/**
 * 200 from pay-and-restart: the gift as it is now and its next link. `restarted` false: the missed payment was taken
 * (and is recorded once) but PayPal did not restart the gift just then; `message` says so and that the donor can
 * press Restart now.
 */
export type PayAndRestartResponse = ManagedMonthlyGift & { restarted: boolean; message: string };

/**
 * 409 `error` of a plain restart that PayPal refuses because the gift was put on hold after failed payments and money
 * is still owed (PayPal's SUBSCRIPTION_CANNOT_BE_ACTIVATED): nothing changed; the page offers paying and restarting.
 */
export const RESTART_NEEDS_PAYMENT = 'RESTART_NEEDS_PAYMENT';

/** A new monthly amount the donor asked for and did not approve at PayPal in time. */
export type LapsedAmountRequest = { amount: number };

/** A new monthly amount waiting for the donor's approval at PayPal, and the PayPal address where they approve it. */
export type AwaitingApproval = { amount: number; approvalUrl: string };

/** POST /api/monthly-gift/manage/amount */
export type ChangeMonthlyAmountRequest = ManageTokenRequest & { amount: number };
/** POST /api/monthly-gift/manage/cancel: the page's confirmation step sends `confirm: true`. */
export type CancelMonthlyGiftRequest = ManageTokenRequest & { confirm: true };
/** POST /api/monthly-gift/manage/gift-aid: cancel the declaration, or replace it with new details from today. */
export type ManageGiftAidRequest = ManageTokenRequest &
  ({ cancel: true; declaration?: undefined } | { cancel?: undefined; declaration: GiftAidDeclarationRequest });
/** POST /api/monthly-gift/manage/statement: the UK tax year starting 6 April of `taxYear`. */
export type GivingStatementRequest = ManageTokenRequest & { taxYear: number };

/** POST /api/monthly-gift/manage/fresh-link: the same answer whether or not the address has a monthly gift. */
export type FreshLinkRequest = { email: string };
export type FreshLinkResponse = { message: string };
export const FRESH_LINK_MESSAGE =
  'If that address has a monthly gift with us, a fresh link to manage it is on its way. It works for 30 days.';

/** 202 from a statement request. */
export type GivingStatementResponse = { message: string };

/**
 * When a UK tax year starts: midnight UK time on 6 April, which is always summer time (BST, UTC+1), so 23:00 UTC on
 * 5 April.
 */
const taxYearStart = (year: number): number => Date.UTC(year, 3, 5, 23);

/** The UK tax year an instant falls in, by the year it starts: 5 April 2027 (UK) → 2026, 6 April 2027 → 2027. */
export function taxYearOf(date: Date): number {
  const year = date.getUTCFullYear();
  return date.getTime() >= taxYearStart(year) ? year : year - 1;
}

/** The instants a UK tax year covers: from 6 April `taxYear` to 5 April the year after, both in UK time. */
export function taxYearBounds(taxYear: number): { from: Date; toExclusive: Date } {
  return { from: new Date(taxYearStart(taxYear)), toExclusive: new Date(taxYearStart(taxYear + 1)) };
}
