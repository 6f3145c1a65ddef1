import { activateSubscription, capturePaypalOrder, isCaptureCompleted } from './api/paypal-api';
import type { PaypalReturn, ReturnState } from './paypal-return';

/** Captures the order or activates the monthly gift PayPal sent the donor back with, then calls `finish` with the outcome. */
export function finishPaypalReturn(
  paypalReturn: Extract<PaypalReturn, { type: 'capture' | 'activate' }>,
  finish: (next: ReturnState) => void,
): void {
  switch (paypalReturn.type) {
    case 'capture':
      capturePaypalOrder(paypalReturn.orderId)
        .then((capture) =>
          finish(
            isCaptureCompleted(capture)
              ? { kind: 'donation-confirmed', amount: Number(capture.amount) || 0, currency: capture.currency || 'GBP' }
              : { kind: 'payment-failed' },
          ),
        )
        .catch((error: unknown) => {
          console.error('PayPal order could not be captured', error);
          finish({ kind: 'payment-failed' });
        });
      break;
    case 'activate':
      activateSubscription(paypalReturn.subscriptionId)
        .then((subscription) => {
          console.info('Monthly gift activated', subscription);
          finish({
            kind: 'monthly-confirmed',
            amount: Number(subscription?.amount) || 0,
            currency: subscription?.currency || 'GBP',
            nextBillingDate: subscription?.nextBillingDate ?? null,
          });
        })
        .catch((error: unknown) => {
          // Spec §8: subscription errors are only logged; the donor gets a gentle note.
          console.error('Monthly gift could not be activated', error);
          finish({ kind: 'monthly-unconfirmed' });
        });
      break;
  }
}
