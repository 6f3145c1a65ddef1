import { newPaymentId, newSaleId, timestamp } from './ids';
import { saleView } from './sales';
import type { BillingState, FailureReason, Json, Money, SimStore, StoredSale, StoredSubscription } from './store';

const DAY_MS = 86_400_000;
/** PayPal retries a failed cycle every 5 days, at most twice a cycle. */
export const RETRY_INTERVAL_DAYS = 5;
export const RETRIES_PER_CYCLE = 2;

/** Called for every webhook PayPal would send about a subscription (its resource as it is now). */
export type EventSink = (subscription: StoredSubscription, eventType: string, resource?: Json) => void;

export function addMonth(time: number): number {
  const next = new Date(time);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next.getTime();
}

function cents(money: Money): number {
  return Math.round(Number(money.value) * 100);
}

function money(currency: string, amountCents: number): Money {
  return { currency_code: currency, value: (amountCents / 100).toFixed(2) };
}

/** A completed sale of `amount` at `at` on the simulator's clock, with its PAYMENT.SALE.COMPLETED webhook. */
export function recordSale(
  store: SimStore,
  subscription: StoredSubscription,
  amount: Money,
  at: number,
  emit: EventSink,
): StoredSale {
  const time = timestamp(new Date(at));
  const sale: StoredSale = {
    id: newSaleId(),
    parentPayment: newPaymentId(),
    subscriptionId: subscription.id,
    state: 'completed',
    amount,
    createTime: time,
    updateTime: time,
  };
  subscription.sales.push(sale);
  emit(subscription, 'PAYMENT.SALE.COMPLETED', saleView(store.publicBase, sale));
  return sale;
}

type Outcome = { paid: true } | { paid: false; reason: FailureReason };

/** One attempt to take `amount` from the payer: it fails while the payer is set to fail. */
function attempt(
  store: SimStore,
  subscription: StoredSubscription,
  amount: Money,
  at: number,
  emit: EventSink,
): Outcome {
  if (subscription.failWith) return { paid: false, reason: subscription.failWith };
  recordSale(store, subscription, amount, at, emit);
  return { paid: true };
}

function paid(store: SimStore, subscription: StoredSubscription, billing: BillingState, at: number, emit: EventSink) {
  billing.cyclesCompleted += 1;
  billing.failedPaymentsCount = 0;
  delete billing.retry;
  // With auto_bill_outstanding the arrears go with the next payment; without it they wait for a capture.
  if (subscription.paymentPreferences.autoBillOutstanding && billing.outstandingCents > 0) {
    const currency = subscription.sales.at(-1)?.amount.currency_code ?? 'GBP';
    recordSale(store, subscription, money(currency, billing.outstandingCents), at, emit);
    billing.outstandingCents = 0;
  }
}

function failed(
  subscription: StoredSubscription,
  billing: BillingState,
  amount: Money,
  at: number,
  reason: FailureReason,
  emit: EventSink,
  suspend: () => void,
) {
  const retriesDone = billing.retry ? billing.retry.retriesDone + 1 : 0;
  const retryAt = retriesDone < RETRIES_PER_CYCLE ? at + RETRY_INTERVAL_DAYS * DAY_MS : undefined;
  billing.lastFailedPayment = {
    amount,
    time: timestamp(new Date(at)),
    reason_code: reason,
    ...(retryAt ? { next_payment_retry_time: timestamp(new Date(retryAt)) } : {}),
  };
  if (retryAt) {
    billing.retry = { amount, retriesDone, nextAt: retryAt };
  } else {
    // The cycle's last retry failed: it counts as one failed payment and its amount is owed.
    delete billing.retry;
    billing.failedPaymentsCount += 1;
    billing.outstandingCents += cents(amount);
  }
  emit(subscription, 'BILLING.SUBSCRIPTION.PAYMENT.FAILED');
  const threshold = subscription.paymentPreferences.paymentFailureThreshold;
  if (!retryAt && threshold > 0 && billing.failedPaymentsCount >= threshold) suspend();
}

/**
 * Bills every cycle and retry of an active subscription that is due by `now` on the simulator's clock, oldest
 * first: a cycle is charged on its day, a failed one retried 5 and 10 days later, and the subscription suspended
 * once `payment_failure_threshold` cycles in a row have failed.
 */
export function runDueBilling(
  store: SimStore,
  subscription: StoredSubscription,
  amountOf: (subscription: StoredSubscription) => Money | undefined,
  emit: EventSink,
  suspend: () => void,
): void {
  const billing = subscription.billing;
  if (!billing) return;
  const now = store.now();
  for (let guard = 0; guard < 1000 && subscription.status === 'ACTIVE'; guard += 1) {
    const retry = billing.retry;
    const due = retry ? retry.nextAt : billing.nextBillingAt;
    if (due > now) return;
    const amount = retry ? retry.amount : amountOf(subscription);
    if (!amount) return;
    if (!retry) billing.nextBillingAt = addMonth(billing.nextBillingAt);
    const outcome = attempt(store, subscription, amount, due, emit);
    if (outcome.paid) paid(store, subscription, billing, due, emit);
    else failed(subscription, billing, amount, due, outcome.reason, emit, suspend);
  }
}

/** The subscription's first activation starts its cycles now (a plan without a trial bills its first cycle at once). */
export function startBilling(store: SimStore, subscription: StoredSubscription): void {
  subscription.billing ??= {
    nextBillingAt: store.now(),
    cyclesCompleted: 0,
    failedPaymentsCount: 0,
    outstandingCents: 0,
  };
}

/**
 * A restart after a suspension: billing goes on from the next cycle day still ahead (the months it was suspended are
 * not billed), and the count of failures starts again.
 */
export function resumeBilling(store: SimStore, subscription: StoredSubscription): void {
  const billing = subscription.billing;
  if (!billing) return;
  delete billing.retry;
  billing.failedPaymentsCount = 0;
  const now = store.now();
  while (billing.nextBillingAt < now) billing.nextBillingAt = addMonth(billing.nextBillingAt);
}

export function outstandingBalance(subscription: StoredSubscription, currency: string): Money {
  return money(currency, subscription.billing?.outstandingCents ?? 0);
}
