import { Router } from 'express';
import { approveSubscription, failureOf, fundingOf, subscriptionView } from './billing';
import { baseUrl } from './base-url';
import type { SimConfig } from './config';
import { sendError, sendNotFound } from './errors';
import { orderView } from './order-views';
import { approveOrder } from './orders';
import { approveRevision } from './revisions';
import type { SimStore } from './store';

/**
 * The buyer's hooks under /__sim, used by the browser SDK stand-in: no bearer token, because they play the buyer,
 * not the merchant. Always on, like PayPal's own checkout pages.
 */
export function buyerHooks(config: SimConfig, store: SimStore) {
  const router = Router();

  router.post('/__sim/orders/:id/approve', (req, res) => {
    const order = store.orders.get(req.params.id);
    if (!order) {
      sendNotFound(res);
      return;
    }
    if (!approveOrder(order) || !order.buyer) {
      sendError(res, 422, [
        { issue: 'ORDER_NOT_APPROVABLE', description: `An order in status ${order.status} cannot be approved.` },
      ]);
      return;
    }
    res.json({
      id: order.id,
      status: order.status,
      payer_id: order.buyer.payerId,
      return_url: order.returnUrl ?? null,
    });
  });

  router.get('/__sim/orders/:id', (req, res) => {
    const order = store.orders.get(req.params.id);
    if (!order) {
      sendNotFound(res);
      return;
    }
    res.json(orderView(baseUrl(req, config), order, store.captures));
  });

  router.post('/__sim/subscriptions/:id/approve', (req, res) => {
    const subscription = store.subscriptions.get(req.params.id);
    if (!subscription) {
      sendNotFound(res);
      return;
    }
    if (!approveSubscription(store, subscription, fundingOf(req.body), failureOf(req.body)) || !subscription.buyer) {
      sendError(res, 422, [
        {
          issue: 'SUBSCRIPTION_STATUS_INVALID',
          description: `A subscription in status ${subscription.status} cannot be approved.`,
        },
      ]);
      return;
    }
    res.json({
      id: subscription.id,
      status: subscription.status,
      ba_token: subscription.billingToken,
      payer_id: subscription.buyer.payerId,
    });
  });

  /** The payer approves a new price waiting for them (what the approve link of a revise leads to). */
  router.post('/__sim/subscriptions/:id/revise/approve', (req, res) => {
    const subscription = store.subscriptions.get(req.params.id);
    if (!subscription) {
      sendNotFound(res);
      return;
    }
    const outcome = approveRevision(subscription, config);
    if (outcome !== 'approved') {
      sendError(res, 422, [
        outcome === 'expired'
          ? { issue: 'REVISION_EXPIRED', description: 'The change waiting for approval is too old to approve.' }
          : { issue: 'NO_PENDING_REVISION', description: 'No change of this subscription waits for approval.' },
      ]);
      return;
    }
    res.json(subscriptionView(baseUrl(req, config), subscription));
  });

  /** The payer updates the card or bank PayPal charges (PayPal's "Manage automatic payments"): payments go through again. */
  router.post('/__sim/subscriptions/:id/payment-method', (req, res) => {
    const subscription = store.subscriptions.get(req.params.id);
    if (!subscription) {
      sendNotFound(res);
      return;
    }
    delete subscription.failWith;
    res.json(subscriptionView(baseUrl(req, config), subscription));
  });

  return router;
}
