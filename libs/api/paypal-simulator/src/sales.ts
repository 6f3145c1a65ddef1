import { Router } from 'express';
import { baseUrl } from './base-url';
import type { SimConfig } from './config';
import { sendNotFound } from './errors';
import { feeBreakdown } from './order-views';
import type { Json, SimStore, StoredSale } from './store';

/** A subscription's charge as PayPal's v1 Payments API shows it (GET /v1/payments/sale/{id}). */
export function saleView(base: string, sale: StoredSale): Json {
  const { currency_code: currency, value: total } = sale.amount;
  const fee = (feeBreakdown(currency, total)['paypal_fee'] as Json)['value'];
  const self = `${base}/v1/payments/sale/${sale.id}`;
  return {
    id: sale.id,
    state: sale.state,
    amount: { total, currency, details: { subtotal: total } },
    payment_mode: 'INSTANT_TRANSFER',
    protection_eligibility: 'ELIGIBLE',
    protection_eligibility_type: 'ITEM_NOT_RECEIVED_ELIGIBLE,UNAUTHORIZED_PAYMENT_ELIGIBLE',
    transaction_fee: { value: fee, currency },
    parent_payment: sale.parentPayment,
    billing_agreement_id: sale.subscriptionId,
    create_time: sale.createTime,
    update_time: sale.updateTime,
    links: [
      { href: self, rel: 'self', method: 'GET' },
      { href: `${self}/refund`, rel: 'refund', method: 'POST' },
    ],
  };
}

/** The merchant's read of one subscription charge; the server SDK has no call for it, so it goes over plain REST. */
export function saleRoutes(config: SimConfig, store: SimStore) {
  const router = Router();

  router.get('/v1/payments/sale/:id', (req, res) => {
    const sale = store.sale(req.params.id);
    if (!sale) {
      sendNotFound(res);
      return;
    }
    res.json(saleView(baseUrl(req, config), sale));
  });

  return router;
}
