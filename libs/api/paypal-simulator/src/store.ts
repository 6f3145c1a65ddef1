import type { ServerErrorStatus } from './errors';

export type Money = { currency_code: string; value: string };
export type Link = { href: string; rel: string; method: string };
export type Json = Record<string, unknown>;

export type Buyer = { payerId: string; email: string; givenName: string; surname: string };

export type StoredOrder = {
  id: string;
  status: 'CREATED' | 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED' | 'VOIDED';
  intent: string;
  purchaseUnits: Json[];
  returnUrl?: string;
  cancelUrl?: string;
  /** Orders created with payment_source.paypal.experience_context answer PAYER_ACTION_REQUIRED. */
  payerAction: boolean;
  /** The experience_context (or deprecated application_context) as sent: brand_name, user_action, shipping_preference. */
  context: Json;
  buyer?: Buyer;
  captureIds: string[];
  createTime: string;
  updateTime: string;
};

export type StoredProduct = Json & { id: string };

export type StoredPlan = Json & { id: string; status: 'CREATED' | 'ACTIVE' | 'INACTIVE' };

/** How a payer funds a subscription: from their PayPal account, or a debit or credit card (as a guest). */
export type FundingSource = 'PAYPAL' | 'CARD';

/**
 * A change of what a PayPal-funded subscription bills, waiting for the payer's approval at the revise answer's
 * `approve` link; until then the subscription bills as before.
 */
export type PendingRevision = {
  token: string;
  planId: string;
  quantity?: string;
  billingCycles: Json[];
  planOverridden: boolean;
  returnUrl?: string;
  cancelUrl?: string;
  /** When it was asked for (epoch ms): its approve link stops working `revisionApprovalHours` later. */
  requestedAt: number;
};

export type StoredSubscription = {
  id: string;
  planId: string;
  status: 'APPROVAL_PENDING' | 'APPROVED' | 'ACTIVE' | 'SUSPENDED' | 'CANCELLED' | 'EXPIRED';
  billingToken: string;
  quantity?: string;
  customId?: string;
  /** Effective billing cycles (the plan's, with any override applied). */
  billingCycles: Json[];
  planOverridden: boolean;
  returnUrl?: string;
  cancelUrl?: string;
  /** SUBSCRIBE_NOW (PayPal's default) activates on approval; CONTINUE waits for the merchant's activate call. */
  userAction: 'SUBSCRIBE_NOW' | 'CONTINUE';
  buyer?: Buyer;
  /** Set when the payer approves; PayPal-funded (the default) ones need the payer's approval for a new price. */
  fundingSource?: FundingSource;
  pendingRevision?: PendingRevision;
  startTime: string;
  createTime: string;
  updateTime: string;
  statusUpdateTime: string;
  statusChangeNote?: string;
  /** One sale per billing cycle charged, oldest first. */
  sales: StoredSale[];
  /**
   * The webhooks PayPal would have sent for it, oldest first: lifecycle events carry the subscription as it is when
   * read, payment events (PAYMENT.SALE.COMPLETED, BILLING.SUBSCRIPTION.PAYMENT.FAILED) the resource as it was then.
   */
  events?: SubscriptionEvent[];
  /** How many of `events` went to the webhook target already. */
  deliveredEvents?: number;
  /** From the plan's payment_preferences, or the subscription's own override at creation. */
  paymentPreferences: PaymentPreferences;
  /** Set when the subscription first becomes active: the billing clock of its cycles. */
  billing?: BillingState;
  /** A PayPal reason code every charge of this payer fails with, until the payer updates how they pay. */
  failWith?: FailureReason;
  /**
   * While set, PayPal answers the merchant's calls about it (read, activate, suspend, cancel, capture, revise) with
   * this server error once `answered` more calls have been answered, as in an outage; billing goes on.
   */
  outage?: { status: ServerErrorStatus; answered: number };
  /**
   * Set when PayPal suspended it at the plan's payment_failure_threshold (not the merchant's own suspend), cleared
   * when it becomes active again: while it is set and money is owed, `/activate` answers 422
   * SUBSCRIPTION_CANNOT_BE_ACTIVATED.
   */
  suspendedForFailures?: boolean;
};

export type SubscriptionEvent = { eventType: string; createTime: string; resource?: Json };

/** `paymentFailureThreshold` 0: PayPal never suspends for failed payments. */
export type PaymentPreferences = { autoBillOutstanding: boolean; paymentFailureThreshold: number };

/** PayPal's reason codes for a failed subscription payment (failed_payment_details.reason_code). */
export const FAILURE_REASONS = [
  'PAYMENT_DENIED',
  'INTERNAL_SERVER_ERROR',
  'PAYEE_ACCOUNT_RESTRICTED',
  'PAYER_ACCOUNT_RESTRICTED',
  'PAYER_CANNOT_PAY',
  'SENDING_LIMIT_EXCEEDED',
  'TRANSACTION_RECEIVING_LIMIT_EXCEEDED',
  'CURRENCY_MISMATCH',
] as const;
export type FailureReason = (typeof FAILURE_REASONS)[number];

export type FailedPayment = {
  amount: Money;
  time: string;
  reason_code: FailureReason;
  next_payment_retry_time?: string;
};

/** Where a subscription is in its billing: times are on the simulator's clock (epoch ms). */
export type BillingState = {
  /** When the next regular cycle is due. */
  nextBillingAt: number;
  cyclesCompleted: number;
  /** Consecutive cycles that failed after their retries; 0 again after a payment. */
  failedPaymentsCount: number;
  outstandingCents: number;
  lastFailedPayment?: FailedPayment;
  /** A cycle that failed and waits for its retry (at most two, five days apart). */
  retry?: { amount: Money; retriesDone: number; nextAt: number };
};

/** The capture statuses PayPal's v2 Payments API reports. */
export const CAPTURE_STATUSES = [
  'COMPLETED',
  'DECLINED',
  'PARTIALLY_REFUNDED',
  'PENDING',
  'REFUNDED',
  'FAILED',
] as const;

/** The states of a v1 sale: one charge of a subscription. */
export const SALE_STATES = ['completed', 'partially_refunded', 'pending', 'refunded', 'denied'] as const;

export type StoredSale = {
  id: string;
  /** The v1 payment (PAYID-…) the sale belongs to, as PayPal's sales name it. */
  parentPayment: string;
  subscriptionId: string;
  state: (typeof SALE_STATES)[number];
  amount: Money;
  createTime: string;
  updateTime: string;
};

type Replay = { status: number; body: Json };

/** Everything lives in memory: restarting the simulator forgets every order and subscription. */
export class SimStore {
  readonly accessTokens = new Map<string, number>();
  readonly orders = new Map<string, StoredOrder>();
  readonly captures = new Map<string, Json>();
  readonly products = new Map<string, StoredProduct>();
  readonly plans = new Map<string, StoredPlan>();
  readonly subscriptions = new Map<string, StoredSubscription>();
  private readonly replays = new Map<string, Replay>();
  /** Added to the real time: tests move the simulator's clock forward to reach the next cycle or retry. */
  clockOffsetMs = 0;
  /** Simulated seconds per real second (PAYPAL_SIM_CLOCK_SPEED), counted from `clockStartedAt`. */
  clockSpeed = 1;
  private readonly clockStartedAt = Date.now();
  /** The origin written into the resources that webhooks carry. */
  publicBase = 'http://127.0.0.1:4290';
  /** Where webhooks go (PAYPAL_SIM_WEBHOOK_URL), signed for webhookId; unset: they are only kept for the test hooks. */
  webhookTarget?: { url: string; webhookId: string };

  now(): number {
    const real = Date.now();
    return this.clockStartedAt + (real - this.clockStartedAt) * this.clockSpeed + this.clockOffsetMs;
  }

  /** PayPal-Request-Id is scoped to the operation it was sent with. */
  replay(scope: string, requestId: string | undefined): Replay | undefined {
    return requestId ? this.replays.get(`${scope} ${requestId}`) : undefined;
  }

  remember(scope: string, requestId: string | undefined, status: number, body: Json) {
    if (requestId) this.replays.set(`${scope} ${requestId}`, { status, body });
  }

  sale(id: string): StoredSale | undefined {
    for (const subscription of this.subscriptions.values()) {
      const found = subscription.sales.find((sale) => sale.id === id);
      if (found) return found;
    }
    return undefined;
  }

  subscriptionByBillingToken(token: string): StoredSubscription | undefined {
    for (const subscription of this.subscriptions.values())
      if (subscription.billingToken === token) return subscription;
    return undefined;
  }

  subscriptionByRevisionToken(token: string): StoredSubscription | undefined {
    for (const subscription of this.subscriptions.values())
      if (token && subscription.pendingRevision?.token === token) return subscription;
    return undefined;
  }

  clear() {
    this.accessTokens.clear();
    this.orders.clear();
    this.captures.clear();
    this.products.clear();
    this.plans.clear();
    this.subscriptions.clear();
    this.replays.clear();
    this.clockOffsetMs = 0;
  }
}
