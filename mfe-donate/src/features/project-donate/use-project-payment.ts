import { useCallback, useRef, useState } from 'react';
import {
  CHARITY_EMAIL_NOTICE_VERSION,
  DONATION_CURRENCY,
  DONATION_INTENT,
  type GiftAidDeclarationRequest,
  type GiftWords,
} from '@solar/shared-contracts';
import { errorDetail } from '@solar/shared-data-access';
import { roundToPence } from '../../lib/money';
import { capturePaypalOrder, createPaypalOrder, isCaptureCompleted } from '../donate/api';

/** Spec §8: the project donate messages, word for word. */
export const PROJECT_PAYMENT_MESSAGES = {
  orderFailed: (detail: string) => `Failed to create PayPal order: ${detail}`,
  noOrderId: 'PayPal order ID not received',
  captured: 'Payment successful! Thank you for your donation.',
  captureFailed: 'Payment processing failed. Please try again.',
  cancelled: 'Payment cancelled.',
  providerError: 'Payment error occurred. Please try again.',
} as const;

export type PanelMessage = { tone: 'success' | 'error' | 'info'; text: string };

/** The callbacks PayPal's buttons call, in the shapes `PayPalButtons` accepts. */
export type PaypalButtonHandlers = {
  createOrder: () => Promise<string>;
  onApprove: (data: { orderID: string }) => Promise<void>;
  onCancel: () => void;
  onError: (error: unknown) => void;
};

type Options = {
  projectId: number;
  amount: number;
  /** The donor's Gift Aid declaration, sent with the order when there is one. */
  giftAid?: GiftAidDeclarationRequest;
  /** The donor's message, anonymity and name to show. */
  words?: GiftWords;
  /** The soft opt-in notice's box: ticked, no emails; unticked, the PayPal account's address joins the list. */
  emailOptOut: boolean;
  onCaptured: () => void;
  /** Told of a refused order, so a 400 naming the amount can show beside it (the form kit's showServerErrors). */
  onOrderRefused?: (error: unknown) => void;
};

/**
 * Creates the order on the server for this project, captures it once the donor approves at PayPal, and keeps
 * the message the panel shows. An order-creation failure keeps its own message when PayPal then reports the
 * rejected createOrder as a generic error.
 */
export function useProjectPayment({
  projectId,
  amount,
  giftAid,
  words,
  emailOptOut,
  onCaptured,
  onOrderRefused,
}: Options) {
  const [message, setMessage] = useState<PanelMessage | null>(null);
  const orderFailed = useRef(false);
  // Kept in a ref so PayPal's createOrder keeps its identity from render to render.
  const orderRefused = useRef(onOrderRefused);
  orderRefused.current = onOrderRefused;

  const createOrder = useCallback(async () => {
    orderFailed.current = false;
    setMessage(null);
    let order;
    try {
      order = await createPaypalOrder({
        amount: roundToPence(amount),
        currency: DONATION_CURRENCY,
        intent: DONATION_INTENT,
        projectId,
        ...(giftAid ? { giftAid } : {}),
        ...words,
        emailNoticeVersion: CHARITY_EMAIL_NOTICE_VERSION,
        emailOptOut,
      });
    } catch (error) {
      orderFailed.current = true;
      setMessage({ tone: 'error', text: PROJECT_PAYMENT_MESSAGES.orderFailed(errorDetail(error)) });
      orderRefused.current?.(error);
      throw error;
    }
    if (!order?.id) {
      orderFailed.current = true;
      setMessage({ tone: 'error', text: PROJECT_PAYMENT_MESSAGES.noOrderId });
      throw new Error(PROJECT_PAYMENT_MESSAGES.noOrderId);
    }
    return order.id;
  }, [amount, projectId, giftAid, words, emailOptOut]);

  const onApprove = useCallback(
    async ({ orderID }: { orderID: string }) => {
      try {
        const capture = await capturePaypalOrder(orderID);
        if (isCaptureCompleted(capture)) {
          setMessage({ tone: 'success', text: PROJECT_PAYMENT_MESSAGES.captured });
          onCaptured();
        } else {
          setMessage({ tone: 'error', text: PROJECT_PAYMENT_MESSAGES.captureFailed });
        }
      } catch (error) {
        console.error('PayPal order could not be captured', error);
        setMessage({ tone: 'error', text: PROJECT_PAYMENT_MESSAGES.captureFailed });
      }
    },
    [onCaptured],
  );

  const onCancel = useCallback(() => {
    setMessage({ tone: 'info', text: PROJECT_PAYMENT_MESSAGES.cancelled });
  }, []);

  const onError = useCallback((error: unknown) => {
    console.error('PayPal reported an error', error);
    if (orderFailed.current) {
      orderFailed.current = false;
      return;
    }
    setMessage({ tone: 'error', text: PROJECT_PAYMENT_MESSAGES.providerError });
  }, []);

  const handlers: PaypalButtonHandlers = { createOrder, onApprove, onCancel, onError };
  return { message, handlers };
}
