import type {
  ActivateSubscriptionResponse,
  CaptureOrderResponse,
  CreateOrderRequest,
  CreateOrderResponse,
  CreateSubscriptionRequest,
  CreateSubscriptionResponse,
  PaypalLink,
  PaypalSetupResponse,
} from '@solar/shared-contracts';
import { apiRequest } from '@solar/shared-data-access';

/** GET /paypal/setup: the browser client id; a 503 (or any failure) means PayPal is not configured. */
export function fetchPaypalSetup(signal?: AbortSignal) {
  return apiRequest<PaypalSetupResponse>('GET', '/paypal/setup', undefined, { signal });
}

/** POST /paypal/order: creates a PayPal order for a one-off gift. */
export function createPaypalOrder(request: CreateOrderRequest) {
  return apiRequest<CreateOrderResponse>('POST', '/paypal/order', request);
}

/** POST /paypal/order/{orderId}/capture (empty body): takes the approved payment. */
export function capturePaypalOrder(orderId: string) {
  return apiRequest<CaptureOrderResponse>('POST', `/paypal/order/${encodeURIComponent(orderId)}/capture`);
}

/** POST /api/subscription: creates a monthly gift awaiting the donor's approval at PayPal. */
export function createSubscription(request: CreateSubscriptionRequest) {
  return apiRequest<CreateSubscriptionResponse>('POST', '/api/subscription', request);
}

/** POST /api/subscription/{subscriptionId}/activate, once PayPal sends the donor back. */
export function activateSubscription(subscriptionId: string) {
  return apiRequest<ActivateSubscriptionResponse>(
    'POST',
    `/api/subscription/${encodeURIComponent(subscriptionId)}/activate`,
  );
}

/** The href of the link the donor must follow to approve the payment at PayPal, if there is one. */
export function approveHref(links: readonly PaypalLink[] | undefined): string | null {
  const link = links?.find((candidate) => candidate.rel === 'approve' || candidate.rel === 'payer-action');
  return link?.href ?? null;
}

/**
 * Whether `href` leads to PayPal's approval pages on the one origin the API is configured with (GET /paypal/setup's
 * `approvalOrigin`): the page never sends a donor anywhere else, whatever an answer says.
 */
export function isPaypalApprovalUrl(href: string, approvalOrigin: string): boolean {
  try {
    const url = new URL(href);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === new URL(approvalOrigin).origin;
  } catch {
    return false;
  }
}

/** A capture answered COMPLETED: the gift was taken (spec §7). */
export function isCaptureCompleted(capture: Pick<CaptureOrderResponse, 'status'> | undefined | null) {
  return capture?.status === 'COMPLETED';
}
