import type { Buyer, Json, Link, StoredOrder } from './store';

export const MERCHANT = { email_address: 'sb-merchant@business.example.com', merchant_id: 'SMPLMERCHANT2' };

export function orderLinks(base: string, order: StoredOrder): Link[] {
  const self = `${base}/v2/checkout/orders/${order.id}`;
  const links: Link[] = [{ href: self, rel: 'self', method: 'GET' }];
  const approve = `${base}/checkoutnow?token=${order.id}`;
  if (order.status === 'PAYER_ACTION_REQUIRED') links.push({ href: approve, rel: 'payer-action', method: 'GET' });
  if (order.status === 'CREATED') links.push({ href: approve, rel: 'approve', method: 'GET' });
  if (order.status === 'CREATED' || order.status === 'APPROVED') {
    links.push(
      { href: self, rel: 'update', method: 'PATCH' },
      { href: `${self}/capture`, rel: 'capture', method: 'POST' },
    );
  }
  return links;
}

function paypalSource(buyer: Buyer): Json {
  return {
    paypal: {
      email_address: buyer.email,
      account_id: buyer.payerId,
      account_status: 'VERIFIED',
      name: { given_name: buyer.givenName, surname: buyer.surname },
      address: { country_code: 'GB' },
    },
  };
}

export function payerView(buyer: Buyer): Json {
  return {
    name: { given_name: buyer.givenName, surname: buyer.surname },
    email_address: buyer.email,
    payer_id: buyer.payerId,
    address: { country_code: 'GB' },
  };
}

/** The full representation GET answers (and POSTs answer with Prefer: return=representation). */
export function orderView(base: string, order: StoredOrder, captures: Map<string, Json>): Json {
  const units = order.purchaseUnits.map((unit, index) => {
    const capture = captures.get(order.captureIds[index] ?? '');
    return { ...unit, ...(capture ? { payments: { captures: [capture] } } : {}) };
  });
  return {
    id: order.id,
    intent: order.intent,
    status: order.status,
    ...(order.buyer ? { payment_source: paypalSource(order.buyer) } : {}),
    purchase_units: units,
    ...(order.buyer ? { payer: payerView(order.buyer) } : {}),
    create_time: order.createTime,
    ...(order.status !== 'CREATED' && order.status !== 'PAYER_ACTION_REQUIRED'
      ? { update_time: order.updateTime }
      : {}),
    links: orderLinks(base, order),
  };
}

/** What PayPal answers a capture with by default: the payment source, the captures and the payer. */
export function captureView(base: string, order: StoredOrder, captures: Map<string, Json>): Json {
  const buyer = order.buyer as Buyer;
  return {
    id: order.id,
    status: order.status,
    payment_source: paypalSource(buyer),
    purchase_units: order.purchaseUnits.map((unit, index) => ({
      reference_id: unit['reference_id'],
      ...(unit['custom_id'] !== undefined ? { custom_id: unit['custom_id'] } : {}),
      payments: { captures: [captures.get(order.captureIds[index])] },
    })),
    payer: payerView(buyer),
    links: [{ href: `${base}/v2/checkout/orders/${order.id}`, rel: 'self', method: 'GET' }],
  };
}

/** PayPal UK's charity rate, 1.4% + 20p, so the breakdown looks plausible. */
export function feeBreakdown(currency: string, value: string): Json {
  const gross = Math.round(Number(value) * 100);
  const fee = Math.min(gross, Math.round(gross * 0.014) + 20);
  const money = (pence: number) => ({ currency_code: currency, value: (pence / 100).toFixed(2) });
  return { gross_amount: money(gross), paypal_fee: money(fee), net_amount: money(gross - fee) };
}
