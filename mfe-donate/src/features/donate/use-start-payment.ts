import { useMutation } from '@tanstack/react-query';
import {
  CHARITY_EMAIL_NOTICE_VERSION,
  DONATION_CURRENCY,
  DONATION_INTENT,
  MONTHLY_FREQUENCY,
  type GiftAidDeclarationRequest,
  type GiftWords,
} from '@solar/shared-contracts';
import { redirectTo } from '../../lib/navigation';
import { approveHref, createPaypalOrder, createSubscription } from './api/paypal-api';
import type { Frequency } from './donation-rules';

export type PaymentRequest = {
  frequency: Frequency;
  amount: number;
  donorEmail: string;
  donorName: string;
  /** The soft opt-in notice's box: the notice was shown, so its version goes with the gift either way. */
  emailOptOut: boolean;
  /** Only when the donor ticked Gift Aid and gave a UK home address; the amount stays the same either way. */
  giftAid?: GiftAidDeclarationRequest;
  /** The donor's message, anonymity and name to show (issue 28). */
  words?: GiftWords;
};

/** Spec §8: the one message shown when an order or subscription cannot be created. */
export const PAYMENT_FAILED_MESSAGE =
  'Payment failed. This may be due to PayPal account configuration. Please try again or contact support.';

async function startPayment({ frequency, amount, donorEmail, donorName, emailOptOut, giftAid, words }: PaymentRequest) {
  const donor = {
    ...words,
    donorEmail: donorEmail.trim(),
    ...(donorName.trim() ? { donorName: donorName.trim() } : {}),
    emailNoticeVersion: CHARITY_EMAIL_NOTICE_VERSION,
    emailOptOut,
    ...(giftAid ? { giftAid } : {}),
  };
  const created =
    frequency === 'monthly'
      ? await createSubscription({
          amount,
          currency: DONATION_CURRENCY,
          frequency: MONTHLY_FREQUENCY,
          projectId: null,
          ...donor,
        })
      : await createPaypalOrder({
          amount,
          currency: DONATION_CURRENCY,
          intent: DONATION_INTENT,
          projectId: null,
          ...donor,
        });
  const href = approveHref(created?.links);
  if (!href) throw new Error(`PayPal did not return an approval link for ${created?.id ?? 'the new payment'}`);
  redirectTo(href);
  return href;
}

/**
 * Creates a one-off order or a monthly subscription on the server, then sends the donor to PayPal to approve it.
 * The button stays busy after success because the browser is leaving the page.
 */
export function useStartPayment() {
  return useMutation({
    mutationFn: startPayment,
    onError(error, request) {
      // Spec §8: subscription errors are logged; order errors too, so support can see what PayPal said.
      console.error(
        request.frequency === 'monthly' ? 'Monthly gift could not be created' : 'PayPal order could not be created',
        error,
      );
    },
  });
}
