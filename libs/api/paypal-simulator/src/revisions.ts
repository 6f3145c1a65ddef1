import { Router, type Request, type Response } from 'express';
import { baseUrl, isWebUrl, withQuery } from './base-url';
import {
  billingInterval,
  cycleIssuesForOverride,
  effectiveCycles,
  findSubscription,
  recordEvent,
  regularPrice,
  statusInvalid,
} from './billing';
import { DEFAULT_REVISION_APPROVAL_HOURS, type SimConfig } from './config';
import { sendError, type IssueDetail } from './errors';
import { newBillingToken, timestamp } from './ids';
import { approvalPage, formatMoney, messagePage } from './html';
import type { Json, Link, PendingRevision, SimStore, StoredSubscription } from './store';
import { invalid, isObject } from './validation';

type Revision = Omit<PendingRevision, 'token' | 'returnUrl' | 'cancelUrl' | 'requestedAt'>;

/** What the subscription bills from now on: the revision replaces plan, quantity and prices; PayPal sends UPDATED. */
export function applyRevision(subscription: StoredSubscription, revision: Revision): void {
  subscription.planId = revision.planId;
  if (revision.quantity !== undefined) subscription.quantity = revision.quantity;
  subscription.billingCycles = revision.billingCycles;
  subscription.planOverridden = revision.planOverridden;
  subscription.updateTime = timestamp();
  delete subscription.pendingRevision;
  recordEvent(subscription, 'BILLING.SUBSCRIPTION.UPDATED');
}

/** Whether the approve link of a revision has stopped working, as PayPal's approval tokens do after some hours. */
export function revisionExpired(revision: PendingRevision, config: SimConfig, now = Date.now()): boolean {
  return now - revision.requestedAt >= (config.revisionApprovalHours ?? DEFAULT_REVISION_APPROVAL_HOURS) * 3_600_000;
}

/**
 * The payer approves the revision waiting for them: 'missing' when none waits (or `token` names an older one),
 * 'expired' when its link is too old to approve; the subscription then bills as before.
 */
export function approveRevision(
  subscription: StoredSubscription,
  config: SimConfig,
  token?: string,
): 'approved' | 'missing' | 'expired' {
  const pending = subscription.pendingRevision;
  if (!pending || (token !== undefined && pending.token !== token)) return 'missing';
  if (revisionExpired(pending, config)) return 'expired';
  applyRevision(subscription, pending);
  return 'approved';
}

function revisionView(subscription: StoredSubscription, revision: Revision, links: Link[]): Json {
  return {
    plan_id: revision.planId,
    quantity: revision.quantity ?? subscription.quantity ?? '1',
    plan_overridden: revision.planOverridden,
    ...(revision.planOverridden ? { plan: { billing_cycles: revision.billingCycles } } : {}),
    links,
  };
}

/**
 * POST /v1/billing/subscriptions/:id/revise changes what is billed from the next cycle (an inline plan override, a
 * quantity, another plan). As at PayPal, a card-funded subscription takes the change at once; a PayPal-funded one
 * answers an `approve` link the payer must follow, and bills as before until they approve there.
 */
export function revisionRoutes(config: SimConfig, store: SimStore) {
  const router = Router();

  router.post('/v1/billing/subscriptions/:id/revise', (req, res) => {
    const subscription = findSubscription(store, req, res);
    if (!subscription) return;
    const body = isObject(req.body) ? req.body : {};
    if (subscription.status !== 'ACTIVE' && subscription.status !== 'SUSPENDED') {
      statusInvalid(
        res,
        'SUBSCRIPTION_STATUS_INVALID',
        'Invalid subscription status for revise action; subscription status should be active or suspended.',
      );
      return;
    }
    const issues: IssueDetail[] = [];
    const planId = body['plan_id'] ?? subscription.planId;
    const plan = typeof planId === 'string' ? store.plans.get(planId) : undefined;
    if (!plan) issues.push(invalid('/plan_id', planId, 'No plan with this id exists.'));
    const quantity = body['quantity'];
    if (quantity !== undefined && (typeof quantity !== 'string' || !/^[1-9]\d{0,31}$/.test(quantity)))
      issues.push(invalid('/quantity', quantity, 'Must be a whole number written as a string.'));
    if (isObject(body['plan'])) issues.push(...cycleIssuesForOverride(body['plan']));
    const context = isObject(body['application_context']) ? body['application_context'] : {};
    for (const key of ['return_url', 'cancel_url']) {
      if (context[key] !== undefined && !isWebUrl(context[key]))
        issues.push(invalid(`/application_context/${key}`, context[key], 'Must be an absolute http(s) URL.'));
    }
    if (issues.length > 0 || !plan) {
      sendError(res, 400, issues);
      return;
    }
    const { cycles, overridden } = isObject(body['plan'])
      ? effectiveCycles(plan, body['plan'])
      : { cycles: subscription.billingCycles, overridden: subscription.planOverridden };
    const revision: Revision = {
      planId: plan.id,
      ...(typeof quantity === 'string' ? { quantity } : {}),
      billingCycles: cycles,
      planOverridden: overridden,
    };
    const base = baseUrl(req, config);
    const self: Link = { href: `${base}/v1/billing/subscriptions/${subscription.id}`, rel: 'self', method: 'GET' };
    if (subscription.fundingSource === 'CARD') {
      applyRevision(subscription, revision);
      res.json(revisionView(subscription, revision, [self]));
      return;
    }
    const pending: PendingRevision = {
      ...revision,
      token: newBillingToken(),
      requestedAt: Date.now(),
      ...(typeof context['return_url'] === 'string' ? { returnUrl: context['return_url'] } : {}),
      ...(typeof context['cancel_url'] === 'string' ? { cancelUrl: context['cancel_url'] } : {}),
    };
    subscription.pendingRevision = pending;
    subscription.updateTime = timestamp();
    const approve: Link = {
      href: `${base}/webapps/billing/subscriptions/update?ba_token=${pending.token}`,
      rel: 'approve',
      method: 'GET',
    };
    res.json(revisionView(subscription, revision, [approve, self]));
  });

  return router;
}

/** PayPal's page where the payer approves a new price for their subscription (the revise answer's approve link). */
export function revisionPages(config: SimConfig, store: SimStore) {
  const router = Router();
  const send = (res: Response, status: number, html: string) => {
    res.setHeader('Cache-Control', 'no-store');
    res.status(status).type('html').send(html);
  };
  const closed = (message: string) => messagePage('Subscription', message);
  const EXPIRED =
    'This link to approve a new amount has expired. Your subscription goes on as before; ask the merchant for the change again.';
  const tokenOf = (req: Request) => String(req.query['ba_token'] ?? '');
  const redirectParams = (subscription: StoredSubscription, token: string) => ({
    subscription_id: subscription.id,
    ba_token: token,
    token,
  });

  router.get('/webapps/billing/subscriptions/update', (req, res) => {
    const subscription = store.subscriptionByRevisionToken(tokenOf(req));
    const pending = subscription?.pendingRevision;
    if (!subscription || !pending) {
      send(res, 404, closed('This link does not match a change waiting for your approval.'));
      return;
    }
    if (revisionExpired(pending, config)) {
      send(res, 410, closed(EXPIRED));
      return;
    }
    const interval = billingInterval(subscription);
    const now = regularPrice(subscription);
    const next = regularPrice({ ...subscription, ...pending });
    const id = encodeURIComponent(subscription.id);
    const token = encodeURIComponent(pending.token);
    send(
      res,
      200,
      approvalPage({
        heading: 'Approve the new amount of your monthly payment',
        summary: `Subscription ${subscription.id} to From sun to sanctuary${now ? `, now ${formatMoney(now.currency_code, now.value)} every ${interval}` : ''}. The new amount applies from your next payment.`,
        amount: next ? `${formatMoney(next.currency_code, next.value)} every ${interval}` : 'Amount set by the plan',
        approveAction: `/webapps/billing/subscriptions/${id}/revise/approve?ba_token=${token}`,
        cancelAction: `/webapps/billing/subscriptions/${id}/revise/cancel?ba_token=${token}`,
        approveLabel: 'Approve new amount',
      }),
    );
  });

  router.post('/webapps/billing/subscriptions/:id/revise/approve', (req, res) => {
    const subscription = store.subscriptions.get(req.params.id);
    const returnUrl = subscription?.pendingRevision?.returnUrl;
    const token = tokenOf(req);
    const outcome = subscription ? approveRevision(subscription, config, token) : 'missing';
    if (!subscription || outcome !== 'approved') {
      if (outcome === 'expired') send(res, 410, closed(EXPIRED));
      else send(res, 404, closed('There is no change waiting for your approval.'));
      return;
    }
    if (!returnUrl) {
      send(res, 200, closed('You approved the new amount. You can close this window.'));
      return;
    }
    res.redirect(303, withQuery(returnUrl, redirectParams(subscription, token)));
  });

  /** The payer leaves without approving: the subscription bills as before, and the change still waits. */
  router.post('/webapps/billing/subscriptions/:id/revise/cancel', (req, res) => {
    const subscription = store.subscriptions.get(req.params.id);
    const pending = subscription?.pendingRevision;
    const token = tokenOf(req);
    if (!subscription || !pending || pending.token !== token) {
      send(res, 404, closed('There is no change waiting for your approval.'));
      return;
    }
    if (!pending.cancelUrl) {
      send(res, 200, closed('You did not approve the new amount. You can close this window.'));
      return;
    }
    res.redirect(303, withQuery(pending.cancelUrl, redirectParams(subscription, token)));
  });

  return router;
}
