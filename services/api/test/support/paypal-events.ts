import { randomUUID } from 'node:crypto';

/* Webhook events shaped like PayPal's, for the simulator to sign (signWebhook) and the API to receive. */

export const PAYPAL_API = 'https://api.sandbox.paypal.com';

let sequence = 0;
/** A webhook event shaped like PayPal's. */
export function paypalEvent(
  eventType: string,
  resourceType: string,
  resource: Record<string, unknown>,
): Record<string, unknown> {
  sequence += 1;
  return {
    id: `WH-${randomUUID().slice(0, 8).toUpperCase()}-${sequence}`,
    event_version: '1.0',
    create_time: new Date().toISOString(),
    resource_type: resourceType,
    resource_version: resourceType === 'sale' || resourceType === 'refund' ? '1.0' : '2.0',
    event_type: eventType,
    summary: `${eventType} (test)`,
    resource,
    links: [{ href: `${PAYPAL_API}/v1/notifications/webhooks-events/WH-${sequence}`, rel: 'self', method: 'GET' }],
  };
}

export const subscriptionResource = (id: string, status: string, extra: Record<string, unknown> = {}) => ({
  id,
  plan_id: 'P-TESTPLAN',
  status,
  status_update_time: new Date().toISOString(),
  start_time: new Date().toISOString(),
  quantity: '1',
  subscriber: {
    email_address: 'buyer@example.com',
    payer_id: 'TESTBUYER0001',
    name: { given_name: 'Test', surname: 'Buyer' },
  },
  billing_info: {
    outstanding_balance: { currency_code: 'GBP', value: '0.00' },
    next_billing_time: '2031-05-01T10:00:00Z',
    failed_payments_count: 0,
  },
  create_time: new Date().toISOString(),
  links: [{ href: `${PAYPAL_API}/v1/billing/subscriptions/${id}`, rel: 'self', method: 'GET' }],
  ...extra,
});

export const saleResource = (saleId: string, subscriptionId: string, total: string) => ({
  id: saleId,
  state: 'completed',
  amount: { total, currency: 'GBP', details: { subtotal: total } },
  payment_mode: 'INSTANT_TRANSFER',
  protection_eligibility: 'ELIGIBLE',
  transaction_fee: { value: '0.50', currency: 'GBP' },
  billing_agreement_id: subscriptionId,
  create_time: '2031-04-01T10:00:05Z',
  update_time: '2031-04-01T10:00:05Z',
  links: [
    { href: `${PAYPAL_API}/v1/payments/sale/${saleId}`, rel: 'self', method: 'GET' },
    { href: `${PAYPAL_API}/v1/payments/sale/${saleId}/refund`, rel: 'refund', method: 'POST' },
  ],
});

export const saleRefundResource = (saleId: string, total: string) => ({
  id: `R${saleId}`,
  state: 'completed',
  amount: { total, currency: 'GBP' },
  sale_id: saleId,
  create_time: new Date().toISOString(),
  links: [
    { href: `${PAYPAL_API}/v1/payments/refund/R${saleId}`, rel: 'self', method: 'GET' },
    { href: `${PAYPAL_API}/v1/payments/sale/${saleId}`, rel: 'sale', method: 'GET' },
  ],
});

export const captureResource = (captureId: string, orderId: string, value: string) => ({
  id: captureId,
  status: 'COMPLETED',
  amount: { currency_code: 'GBP', value },
  final_capture: true,
  seller_protection: { status: 'ELIGIBLE', dispute_categories: ['ITEM_NOT_RECEIVED', 'UNAUTHORIZED_TRANSACTION'] },
  seller_receivable_breakdown: {
    gross_amount: { currency_code: 'GBP', value },
    paypal_fee: { currency_code: 'GBP', value: '0.50' },
  },
  supplementary_data: { related_ids: { order_id: orderId } },
  create_time: new Date().toISOString(),
  update_time: new Date().toISOString(),
  links: [
    { href: `${PAYPAL_API}/v2/payments/captures/${captureId}`, rel: 'self', method: 'GET' },
    { href: `${PAYPAL_API}/v2/payments/captures/${captureId}/refund`, rel: 'refund', method: 'POST' },
    { href: `${PAYPAL_API}/v2/checkout/orders/${orderId}`, rel: 'up', method: 'GET' },
  ],
});

export const captureRefundResource = (captureId: string, value: string) => ({
  id: `RF${captureId.slice(2)}`,
  status: 'COMPLETED',
  amount: { currency_code: 'GBP', value },
  seller_payable_breakdown: {
    gross_amount: { currency_code: 'GBP', value },
    net_amount: { currency_code: 'GBP', value },
  },
  create_time: new Date().toISOString(),
  links: [
    { href: `${PAYPAL_API}/v2/payments/refunds/RF${captureId.slice(2)}`, rel: 'self', method: 'GET' },
    { href: `${PAYPAL_API}/v2/payments/captures/${captureId}`, rel: 'up', method: 'GET' },
  ],
});
