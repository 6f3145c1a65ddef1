import { Router, type Response } from 'express';
import { withQuery } from './base-url';
import { approvalPage, formatMoney, messagePage } from './html';
import { approveOrder } from './orders';
import type { Json, SimStore } from './store';

function sendPage(res: Response, status: number, html: string) {
  res.setHeader('Cache-Control', 'no-store');
  res.status(status).type('html').send(html);
}

function orderTotal(units: Json[]): string {
  const first = units[0]?.['amount'] as Json | undefined;
  const currency = String(first?.['currency_code'] ?? 'GBP');
  const pence = units.reduce((sum, unit) => sum + Math.round(Number((unit['amount'] as Json)['value']) * 100), 0);
  return formatMoney(currency, (pence / 100).toFixed(2));
}

/** The buyer's side of an order: PayPal's /checkoutnow page, answered by a form with Approve and Cancel. */
export function checkoutPages(store: SimStore) {
  const router = Router();

  router.get('/checkoutnow', (req, res) => {
    const order = store.orders.get(String(req.query['token'] ?? ''));
    if (!order) {
      sendPage(
        res,
        404,
        messagePage('Order not found', 'This checkout link does not match an order the simulator knows about.'),
      );
      return;
    }
    if (order.status === 'COMPLETED' || order.status === 'VOIDED') {
      sendPage(res, 409, messagePage('Order closed', `This order is already ${order.status.toLowerCase()}.`));
      return;
    }
    const id = encodeURIComponent(order.id);
    sendPage(
      res,
      200,
      approvalPage({
        heading: 'Pay with PayPal',
        summary: `Order ${order.id} for From sun to sanctuary`,
        amount: orderTotal(order.purchaseUnits),
        approveAction: `/checkoutnow/${id}/approve`,
        cancelAction: `/checkoutnow/${id}/cancel`,
      }),
    );
  });

  router.post('/checkoutnow/:id/approve', (req, res) => {
    const order = store.orders.get(req.params.id);
    if (!order || !approveOrder(order) || !order.buyer) {
      sendPage(res, 404, messagePage('Order not found', 'This order cannot be approved.'));
      return;
    }
    if (!order.returnUrl) {
      sendPage(res, 200, messagePage('Payment approved', 'You approved the payment. You can close this window.'));
      return;
    }
    res.redirect(303, withQuery(order.returnUrl, { token: order.id, PayerID: order.buyer.payerId }));
  });

  router.post('/checkoutnow/:id/cancel', (req, res) => {
    const order = store.orders.get(req.params.id);
    if (!order) {
      sendPage(res, 404, messagePage('Order not found', 'This order does not exist.'));
      return;
    }
    if (!order.cancelUrl) {
      sendPage(res, 200, messagePage('Payment cancelled', 'You cancelled the payment. You can close this window.'));
      return;
    }
    res.redirect(303, withQuery(order.cancelUrl, { token: order.id }));
  });

  return router;
}
