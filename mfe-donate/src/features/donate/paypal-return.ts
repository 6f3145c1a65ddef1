import { DONATE_RETURN } from '@solar/shared-contracts';

/** What PayPal's return or cancel address asks the page to do (spec §4). */
export type PaypalReturn =
  | { type: 'none' }
  | { type: 'capture'; orderId: string }
  | { type: 'activate'; subscriptionId: string }
  | { type: 'cancelled' }
  /** success=true or subscribed=true without an id: nothing to confirm, the address is tidied. */
  | { type: 'incomplete' };

/** Reads PayPal's return parameters: the order id comes as `token`, `paymentId` or `orderID`. */
export function readPaypalReturn(params: URLSearchParams): PaypalReturn {
  if (params.get(DONATE_RETURN.cancelled) === 'true') return { type: 'cancelled' };
  if (params.get(DONATE_RETURN.success) === 'true') {
    const orderId = params.get('token') || params.get('paymentId') || params.get('orderID');
    return orderId ? { type: 'capture', orderId } : { type: 'incomplete' };
  }
  if (params.get(DONATE_RETURN.subscribed) === 'true') {
    const subscriptionId = params.get('subscription_id');
    return subscriptionId ? { type: 'activate', subscriptionId } : { type: 'incomplete' };
  }
  return { type: 'none' };
}

export type ReturnState =
  | { kind: 'idle' }
  | { kind: 'confirming' }
  | { kind: 'activating' }
  | { kind: 'donation-confirmed'; amount: number; currency: string }
  | { kind: 'monthly-confirmed'; amount: number; currency: string; nextBillingDate: string | null }
  | { kind: 'payment-failed' }
  | { kind: 'cancelled' }
  | { kind: 'monthly-unconfirmed' };
