import { Router, type Request, type Response } from 'express';
import { billDue, chargeNextCycle } from './billing';
import { baseUrl } from './base-url';
import type { SimConfig } from './config';
import { sendError, sendNotFound } from './errors';
import { timestamp } from './ids';
import { saleView } from './sales';
import { CAPTURE_STATUSES, FAILURE_REASONS, SALE_STATES, type SimStore } from './store';
import { invalid, isObject } from './validation';
import { subscriptionEvents, webhookSigning } from './webhooks';

function requested<T extends string>(req: Request, res: Response, field: string, allowed: readonly T[]): T | undefined {
  const value = isObject(req.body) ? req.body[field] : undefined;
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T;
  sendError(res, 400, [invalid(`/${field}`, value, `Must be one of ${allowed.join(', ')}.`)]);
  return undefined;
}

/**
 * What only tests need: signing webhooks for any event, moving captures, subscriptions and sales to states a
 * test wants, forgetting everything. Anyone who can call these can make PayPal's answers say anything, so the
 * app mounts them only with PAYPAL_SIM_TEST_HOOKS=true.
 */
export function testHooks(config: SimConfig, store: SimStore) {
  const router = Router();
  router.use(webhookSigning(config));

  /** As a pending capture clears or is declined later, or a capture is refunded from PayPal's dashboard. */
  router.post('/__sim/captures/:id/status', (req, res) => {
    const capture = store.captures.get(req.params.id);
    if (!capture) {
      sendNotFound(res);
      return;
    }
    const status = requested(req, res, 'status', CAPTURE_STATUSES);
    if (!status) return;
    Object.assign(capture, { status, update_time: timestamp() });
    res.json(capture);
  });

  /** The next billing cycle of an active subscription, charged now instead of in a month. */
  router.post('/__sim/subscriptions/:id/charge', (req, res) => {
    const subscription = store.subscriptions.get(req.params.id);
    if (!subscription) {
      sendNotFound(res);
      return;
    }
    const sale = chargeNextCycle(store, subscription);
    if (!sale) {
      sendError(res, 422, [
        {
          issue: 'SUBSCRIPTION_STATUS_INVALID',
          description: `A subscription in status ${subscription.status} is not charged.`,
        },
      ]);
      return;
    }
    res.status(201).json(saleView(baseUrl(req, config), sale));
  });

  /** As a sale is refunded or reversed later. */
  router.post('/__sim/sales/:id/state', (req, res) => {
    const sale = store.sale(req.params.id);
    if (!sale) {
      sendNotFound(res);
      return;
    }
    const state = requested(req, res, 'state', SALE_STATES);
    if (!state) return;
    Object.assign(sale, { state, updateTime: timestamp() });
    res.json(saleView(baseUrl(req, config), sale));
  });

  /**
   * The webhooks PayPal would have sent for a subscription (ACTIVATED, PAYMENT.SALE.COMPLETED, PAYMENT.FAILED,
   * SUSPENDED, UPDATED…), oldest first, as full events ready to sign with /__sim/webhooks/sign and deliver.
   */
  router.get('/__sim/subscriptions/:id/events', (req, res) => {
    const subscription = store.subscriptions.get(req.params.id);
    if (!subscription) {
      sendNotFound(res);
      return;
    }
    res.json({ events: subscriptionEvents(baseUrl(req, config), subscription) });
  });

  /** The payer's payments fail from now on with this PayPal reason code (`reason_code: null`: they pay again). */
  router.post('/__sim/subscriptions/:id/fail', (req, res) => {
    const subscription = store.subscriptions.get(req.params.id);
    if (!subscription) {
      sendNotFound(res);
      return;
    }
    const reason = isObject(req.body) ? req.body['reason_code'] : undefined;
    if (reason === null) delete subscription.failWith;
    else {
      const code = requested(req, res, 'reason_code', FAILURE_REASONS);
      if (!code) return;
      subscription.failWith = code;
    }
    res.json({ id: subscription.id, reason_code: subscription.failWith ?? null });
  });

  /**
   * An outage at PayPal for this subscription: the merchant's calls about it (read, activate, suspend, cancel,
   * capture, revise) answer PayPal's own server error (`status`: 500 or 503) once the next `after` calls (default 0)
   * are answered as usual; `status: null` ends it. Billing goes on meanwhile.
   */
  router.post('/__sim/subscriptions/:id/outage', (req, res) => {
    const subscription = store.subscriptions.get(req.params.id);
    if (!subscription) {
      sendNotFound(res);
      return;
    }
    const { status, after = 0 } = isObject(req.body) ? req.body : {};
    if (status !== null && status !== 500 && status !== 503) {
      sendError(res, 400, [invalid('/status', status, 'Must be 500, 503 or null.')]);
      return;
    }
    if (typeof after !== 'number' || !Number.isInteger(after) || after < 0 || after > 100) {
      sendError(res, 400, [invalid('/after', after, 'Must be a whole number from 0 to 100.')]);
      return;
    }
    if (status === null) delete subscription.outage;
    else subscription.outage = { status, answered: after };
    res.json({
      id: subscription.id,
      status: subscription.outage?.status ?? null,
      after: subscription.outage?.answered ?? 0,
    });
  });

  /** Moves the simulator's clock forward and bills every cycle and retry that fell due on the way. */
  router.post('/__sim/clock/advance', (req, res) => {
    const body = isObject(req.body) ? req.body : {};
    const parts = { days: 86_400_000, hours: 3_600_000, seconds: 1000 } as const;
    let ms = 0;
    for (const [unit, size] of Object.entries(parts)) {
      const value = body[unit];
      if (value === undefined) continue;
      if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > 3660) {
        sendError(res, 400, [invalid(`/${unit}`, value, 'Must be a whole number from 0 to 3660.')]);
        return;
      }
      ms += value * size;
    }
    store.clockOffsetMs += ms;
    for (const subscription of store.subscriptions.values()) billDue(store, subscription);
    res.json({ now: timestamp(new Date(store.now())) });
  });

  /**
   * Puts the clock back to the real time: a test that moved it forward leaves the tests after it a clock that agrees
   * with the site's (a giving statement covers the tax year of the real date). Nothing is billed on the way back, and
   * what is scheduled keeps its time.
   */
  router.post('/__sim/clock/reset', (_req, res) => {
    store.clockOffsetMs = 0;
    res.json({ now: timestamp(new Date(store.now())) });
  });

  router.post('/__sim/reset', (_req, res) => {
    store.clear();
    res.status(204).end();
  });

  return router;
}
