import type { CharityEmailNoticeFields } from './email-basis';
import type { GiftAidDeclarationRequest } from './gift-aid';
import type { GiftWords } from './gift-words';

/**
 * Request and response bodies of the payment endpoints (spec §7, §9). The API's DTOs implement these types and
 * the donate remote's clients send them, so a change on either side fails to compile on the other.
 */

/** Every donation is taken in pounds (spec §9). */
export const DONATION_CURRENCY = 'GBP';
/** Orders are captured straight after approval (spec §9 "intent capture"). */
export const DONATION_INTENT = 'CAPTURE';
/** The only recurring frequency the site offers (spec §9). */
export const MONTHLY_FREQUENCY = 'monthly';
/** Smallest gift in pounds (spec §5: custom amount min 1). */
export const MIN_DONATION_AMOUNT = 1;
/**
 * Largest gift taken online in one payment, in pounds: enough to fund the largest project outright (£50,000).
 * Above it the charity asks for a bank transfer, and a typo with extra zeros never becomes a real charge.
 */
export const MAX_DONATION_AMOUNT = 50_000;

/** Query parameters PayPal's return and cancel URLs carry back to /donate (spec §4). */
export const DONATE_RETURN = {
  /** `/donate?success=true&token=<orderId>&PayerID=…`: capture the order. */
  success: 'success',
  /** `/donate?cancelled=true&token=<orderId>`: the buyer cancelled at PayPal. */
  cancelled: 'cancelled',
  /** `/donate?subscribed=true&subscription_id=<id>&ba_token=…`: activate the monthly gift. */
  subscribed: 'subscribed',
} as const;

/** A HATEOAS link as PayPal sends it; the browser follows the one with rel `approve`. */
export type PaypalLink = { href: string; rel: string; method?: string };

/** POST /paypal/order (spec §3 "Donation order"). `projectId` is null or absent for a general donation. */
export type CreateOrderRequest = GiftWords &
  CharityEmailNoticeFields & {
    /** Pounds, at least MIN_DONATION_AMOUNT, at most MAX_DONATION_AMOUNT, two decimals at most. */
    amount: number;
    currency: typeof DONATION_CURRENCY;
    intent: typeof DONATION_INTENT;
    projectId?: number | null;
    donorEmail?: string;
    donorName?: string;
    /** The donor's Gift Aid declaration, when they ticked the box (issue 13). */
    giftAid?: GiftAidDeclarationRequest;
  };

/** 201 from POST /paypal/order: PayPal's order id, status and links. */
export type CreateOrderResponse = {
  id: string;
  status: string;
  links: PaypalLink[];
};

/** 200 from POST /paypal/order/{orderId}/capture. `status` COMPLETED means the gift was taken. */
export type CaptureOrderResponse = {
  id: string;
  status: string;
  captureId: string | null;
  amount: number;
  currency: string;
  projectId: number | null;
};

/** 200 from GET /paypal/setup; when PayPal is not configured the answer is a 503 ApiErrorBody instead. */
export type PaypalSetupResponse = {
  clientId: string;
  environment: 'sandbox' | 'live';
  /** Where the browser loads PayPal's JS SDK from, when it is not PayPal's own host (the local simulator). */
  sdkBaseUrl?: string;
  /**
   * The only origin the site sends a donor to for an approval at PayPal (`https://www.paypal.com`, the sandbox's, or
   * the local simulator's): a page checks an approval link against it before leaving for it.
   */
  approvalOrigin: string;
};

/** POST /api/subscription (spec §3 "Subscription"). */
export type CreateSubscriptionRequest = GiftWords &
  CharityEmailNoticeFields & {
    amount: number;
    currency: typeof DONATION_CURRENCY;
    frequency: typeof MONTHLY_FREQUENCY;
    projectId?: number | null;
    donorEmail?: string;
    donorName?: string;
    /** The donor's Gift Aid declaration, covering every monthly payment while it is in force. */
    giftAid?: GiftAidDeclarationRequest;
  };

/** 201 from POST /api/subscription: PayPal's subscription id, status and links (rel `approve`). */
export type CreateSubscriptionResponse = {
  id: string;
  status: string;
  links: PaypalLink[];
};

export type DonationStatus = 'pending' | 'completed' | 'refunded' | 'denied';
export type SubscriptionStatus = 'pending' | 'active' | 'suspended' | 'cancelled' | 'expired';

/**
 * Why a suspended monthly gift is suspended (decision 067): `donor`, their own pause from the manage page;
 * `payment_failures`, PayPal stopped it after the plan's threshold of failed payments.
 */
export type SuspensionCause = 'donor' | 'payment_failures';

/** PayPal's reason codes for a failed subscription payment (failed_payment_details.reason_code). */
export const PAYMENT_FAILURE_REASONS = [
  'PAYMENT_DENIED',
  'INTERNAL_SERVER_ERROR',
  'PAYEE_ACCOUNT_RESTRICTED',
  'PAYER_ACCOUNT_RESTRICTED',
  'PAYER_CANNOT_PAY',
  'SENDING_LIMIT_EXCEEDED',
  'TRANSACTION_RECEIVING_LIMIT_EXCEEDED',
  'CURRENCY_MISMATCH',
] as const;

/** A failed reason code in plain words, for donors and staff. */
export function paymentFailureInWords(reasonCode: string | null): string {
  switch (reasonCode) {
    case 'PAYMENT_DENIED':
      return 'the card or bank PayPal charges declined the payment';
    case 'PAYER_CANNOT_PAY':
    case 'PAYER_ACCOUNT_RESTRICTED':
      return 'PayPal could not take the payment from your PayPal account';
    case 'SENDING_LIMIT_EXCEEDED':
      return 'the payment would have gone over a sending limit on your PayPal account';
    case 'CURRENCY_MISMATCH':
      return 'the payment was in a currency your PayPal account could not pay in';
    default:
      return 'PayPal could not complete the payment';
  }
}

/** A monthly gift's payment trouble as PayPal reported it: the last failure, its retry, what is owed. */
export type MonthlyPaymentProblem = {
  /** PayPal's reason code, e.g. PAYMENT_DENIED. */
  reasonCode: string | null;
  /** When the last payment failed (ISO 8601). */
  failedAt: string | null;
  /** When PayPal tries again (ISO 8601), or null when it will not (the gift is suspended, or the cycle has failed). */
  nextRetryDate: string | null;
  /** Billing cycles in a row that failed after PayPal's retries. */
  failedPaymentsCount: number;
  /** What PayPal says is owed (taken only if the donor asks), or null when nothing is. */
  outstandingAmount: number | null;
  /** PayPal suspended the gift after the failures. */
  suspended: boolean;
};

/** 200 from POST /api/subscription/{subscriptionId}/activate. */
export type ActivateSubscriptionResponse = {
  id: string;
  status: SubscriptionStatus;
  amount: number;
  currency: string;
  nextBillingDate: string | null;
};
