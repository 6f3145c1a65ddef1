import { Router, type Request, type Response } from 'express';
import { baseUrl, isWebUrl, withQuery } from './base-url';
import { sandboxBuyer } from './buyer';
import type { SimConfig } from './config';
import { sendError, sendNotFound, sendServerError, type IssueDetail } from './errors';
import { newBillingToken, newPlanId, newProductId, newSubscriptionId, timestamp } from './ids';
import { approvalPage, escapeHtml, formatMoney, messagePage, page } from './html';
import { payerView } from './order-views';
import {
  addMonth,
  type EventSink,
  outstandingBalance,
  recordSale,
  resumeBilling,
  runDueBilling,
  startBilling,
} from './cycles';
import {
  FAILURE_REASONS,
  type FailureReason,
  type FundingSource,
  type Json,
  type Link,
  type Money,
  type PaymentPreferences,
  type SimStore,
  type StoredPlan,
  type StoredSale,
  type StoredSubscription,
} from './store';
import { invalid, isObject, missing, moneyIssues } from './validation';

const PRODUCT_TYPES = ['PHYSICAL', 'DIGITAL', 'SERVICE'];
const INTERVAL_UNITS = ['DAY', 'WEEK', 'MONTH', 'YEAR'];
const TENURE_TYPES = ['REGULAR', 'TRIAL'];
const PLAN_STATUSES = ['CREATED', 'INACTIVE', 'ACTIVE'];

function requestId(req: Request): string | undefined {
  return req.get('PayPal-Request-Id') || undefined;
}

function replayed(store: SimStore, scope: string, req: Request, res: Response): boolean {
  const earlier = store.replay(scope, requestId(req));
  if (earlier) res.status(200).json(earlier.body);
  return earlier !== undefined;
}

export function statusInvalid(res: Response, issue: string, description: string) {
  sendError(res, 422, [{ issue, description }]);
}

function cycleIssues(cycles: unknown): IssueDetail[] {
  if (!Array.isArray(cycles) || cycles.length === 0) return [missing('/billing_cycles')];
  return cycles.flatMap((cycle: unknown, index): IssueDetail[] => {
    const field = `/billing_cycles/${index}`;
    if (!isObject(cycle)) return [missing(field)];
    const issues: IssueDetail[] = [];
    const frequency = cycle['frequency'];
    if (!isObject(frequency) || !INTERVAL_UNITS.includes(String(frequency['interval_unit']))) {
      issues.push(
        invalid(
          `${field}/frequency/interval_unit`,
          isObject(frequency) ? frequency['interval_unit'] : undefined,
          'Must be DAY, WEEK, MONTH or YEAR.',
        ),
      );
    }
    if (!TENURE_TYPES.includes(String(cycle['tenure_type'])))
      issues.push(invalid(`${field}/tenure_type`, cycle['tenure_type'], 'Must be REGULAR or TRIAL.'));
    if (typeof cycle['sequence'] !== 'number') issues.push(missing(`${field}/sequence`));
    const pricing = cycle['pricing_scheme'];
    if (isObject(pricing) && pricing['fixed_price'] !== undefined)
      issues.push(...moneyIssues(pricing['fixed_price'], `${field}/pricing_scheme/fixed_price`));
    return issues;
  });
}

function planLinks(base: string, plan: StoredPlan): Link[] {
  const self = `${base}/v1/billing/plans/${plan.id}`;
  return [
    { href: self, rel: 'self', method: 'GET' },
    { href: self, rel: 'edit', method: 'PATCH' },
    plan.status === 'ACTIVE'
      ? { href: `${self}/deactivate`, rel: 'self', method: 'POST' }
      : { href: `${self}/activate`, rel: 'self', method: 'POST' },
  ];
}

function planView(base: string, plan: StoredPlan): Json {
  return { ...plan, links: planLinks(base, plan) };
}

/** Applies a subscription's plan override: billing_cycles matched by sequence replace the plan's pricing. */
export function effectiveCycles(plan: StoredPlan, override: unknown): { cycles: Json[]; overridden: boolean } {
  const cycles = (plan['billing_cycles'] as Json[]).map((cycle) => ({ ...cycle }));
  const overrides =
    isObject(override) && Array.isArray(override['billing_cycles']) ? (override['billing_cycles'] as Json[]) : [];
  for (const change of overrides) {
    const target = cycles.find((cycle) => cycle['sequence'] === change['sequence']);
    if (!target) continue;
    if (isObject(change['pricing_scheme']))
      target['pricing_scheme'] = { ...(target['pricing_scheme'] as Json), ...change['pricing_scheme'] };
    if (typeof change['total_cycles'] === 'number') target['total_cycles'] = change['total_cycles'];
  }
  return { cycles, overridden: overrides.length > 0 };
}

/** The plan's payment_preferences, with the subscription's own override at creation (`plan.payment_preferences`). */
function preferencesOf(plan: StoredPlan, override: unknown): { preferences: PaymentPreferences; overridden: boolean } {
  const planned = isObject(plan['payment_preferences']) ? plan['payment_preferences'] : {};
  const own = isObject(override) && isObject(override['payment_preferences']) ? override['payment_preferences'] : {};
  const merged = { ...planned, ...own };
  const threshold = Number(merged['payment_failure_threshold'] ?? 0);
  return {
    preferences: {
      // PayPal's defaults: arrears billed with the next cycle, and no suspension (0: never).
      autoBillOutstanding: merged['auto_bill_outstanding'] !== false,
      paymentFailureThreshold: Number.isInteger(threshold) && threshold > 0 ? threshold : 0,
    },
    overridden: Object.keys(own).length > 0,
  };
}

export function regularPrice(subscription: StoredSubscription): Money | undefined {
  const regular =
    subscription.billingCycles.find((cycle) => cycle['tenure_type'] === 'REGULAR') ?? subscription.billingCycles[0];
  const price = (regular?.['pricing_scheme'] as Json | undefined)?.['fixed_price'] as Money | undefined;
  if (!price) return undefined;
  const quantity = Number(subscription.quantity ?? '1');
  return {
    currency_code: price.currency_code,
    value: (Math.round(Number(price.value) * 100 * quantity) / 100).toFixed(2),
  };
}

export function billingInterval(subscription: StoredSubscription): string {
  const regular =
    subscription.billingCycles.find((cycle) => cycle['tenure_type'] === 'REGULAR') ?? subscription.billingCycles[0];
  const unit = ((regular?.['frequency'] as Json | undefined)?.['interval_unit'] as string | undefined) ?? 'MONTH';
  return unit.toLowerCase();
}

/** The next cycle of an active subscription, charged now instead of on its day (the `charge` test hook). */
export function chargeNextCycle(store: SimStore, subscription: StoredSubscription): StoredSale | undefined {
  const amount = regularPrice(subscription);
  if (subscription.status !== 'ACTIVE' || !amount || !subscription.billing) return undefined;
  const billing = subscription.billing;
  billing.nextBillingAt = addMonth(billing.nextBillingAt);
  billing.cyclesCompleted += 1;
  return recordSale(store, subscription, amount, store.now(), eventSink(store));
}

function lastPayment(subscription: StoredSubscription): { amount: Money; time: string } | undefined {
  const last = [...subscription.sales].reverse().find((sale) => sale.state !== 'pending' && sale.state !== 'denied');
  return last ? { amount: last.amount, time: last.createTime } : undefined;
}

/**
 * Notes the webhook PayPal sends for a change (BILLING.SUBSCRIPTION.*, PAYMENT.SALE.*), for delivery and the events
 * test hook; `resource` is what the event carries (else the subscription as it is when the event is read).
 */
export function recordEvent(subscription: StoredSubscription, eventType: string, resource?: Json): void {
  (subscription.events ??= []).push({ eventType, createTime: timestamp(), ...(resource ? { resource } : {}) });
}

/** Events about payments carry the resource as it was at that moment, as PayPal's do. */
export function eventSink(store: SimStore): EventSink {
  return (subscription, eventType, resource) =>
    recordEvent(subscription, eventType, resource ?? subscriptionView(store.publicBase, subscription));
}

const STATUS_EVENTS: Partial<Record<StoredSubscription['status'], string>> = {
  ACTIVE: 'BILLING.SUBSCRIPTION.ACTIVATED',
  SUSPENDED: 'BILLING.SUBSCRIPTION.SUSPENDED',
  CANCELLED: 'BILLING.SUBSCRIPTION.CANCELLED',
  EXPIRED: 'BILLING.SUBSCRIPTION.EXPIRED',
};

export function setStatus(
  store: SimStore,
  subscription: StoredSubscription,
  status: StoredSubscription['status'],
  note?: string,
) {
  const now = timestamp();
  const changed = subscription.status !== status;
  const wasSuspended = subscription.status === 'SUSPENDED';
  subscription.status = status;
  subscription.statusUpdateTime = now;
  subscription.updateTime = now;
  if (note) subscription.statusChangeNote = note;
  if (status !== 'SUSPENDED') delete subscription.suspendedForFailures;
  if (status === 'ACTIVE') {
    if (wasSuspended) resumeBilling(store, subscription);
    else startBilling(store, subscription);
  }
  const event = changed ? STATUS_EVENTS[status] : undefined;
  if (event) eventSink(store)(subscription, event);
  // A plan without a trial bills its first cycle when the subscription starts.
  if (status === 'ACTIVE') billDue(store, subscription);
}

/** Bills what is due by now on the simulator's clock: cycles, retries, and the suspension they may bring. */
export function billDue(store: SimStore, subscription: StoredSubscription): void {
  runDueBilling(store, subscription, regularPrice, eventSink(store), () => {
    subscription.suspendedForFailures = true;
    setStatus(store, subscription, 'SUSPENDED', 'Payment failures reached the plan threshold.');
  });
}

/**
 * The buyer's approval, from their PayPal account (the default) or with a card: PayPal activates at once unless the
 * merchant asked to CONTINUE and activate it later. `failWith` plays a payer whose payments will be declined.
 */
export function approveSubscription(
  store: SimStore,
  subscription: StoredSubscription,
  funding: FundingSource = 'PAYPAL',
  failWith?: FailureReason,
): boolean {
  if (subscription.status !== 'APPROVAL_PENDING')
    return subscription.status === 'APPROVED' || subscription.status === 'ACTIVE';
  subscription.buyer = sandboxBuyer();
  subscription.fundingSource = funding;
  if (failWith) subscription.failWith = failWith;
  setStatus(store, subscription, subscription.userAction === 'CONTINUE' ? 'APPROVED' : 'ACTIVE');
  return true;
}

function subscriptionLinks(base: string, subscription: StoredSubscription): Link[] {
  const self = `${base}/v1/billing/subscriptions/${subscription.id}`;
  const links: Link[] = [];
  if (subscription.status === 'APPROVAL_PENDING') {
    links.push({
      href: `${base}/webapps/billing/subscriptions?ba_token=${subscription.billingToken}`,
      rel: 'approve',
      method: 'GET',
    });
  }
  if (subscription.status === 'ACTIVE' || subscription.status === 'SUSPENDED') {
    links.push({ href: `${self}/cancel`, rel: 'cancel', method: 'POST' });
  }
  if (subscription.status === 'ACTIVE') links.push({ href: `${self}/suspend`, rel: 'suspend', method: 'POST' });
  if (subscription.status === 'APPROVED' || subscription.status === 'SUSPENDED') {
    links.push({ href: `${self}/activate`, rel: 'activate', method: 'POST' });
  }
  links.push({ href: self, rel: 'edit', method: 'PATCH' }, { href: self, rel: 'self', method: 'GET' });
  return links;
}

/** The payer; a card-funded subscription names its card as PayPal does (subscriber.payment_source.card). */
function subscriberView(subscription: StoredSubscription): Json {
  const payer = payerView(subscription.buyer as NonNullable<StoredSubscription['buyer']>);
  if (subscription.fundingSource !== 'CARD') return payer;
  const card = {
    name: `${subscription.buyer?.givenName} ${subscription.buyer?.surname}`,
    last_digits: '1111',
    brand: 'VISA',
    type: 'DEBIT',
    expiry: '2030-12',
    currency_code: 'GBP',
  };
  return { ...payer, payment_source: { card } };
}

/** The funding source a buyer's form or hook asked for: `card`, else their PayPal account. */
export function fundingOf(body: unknown): FundingSource {
  return isObject(body) && String(body['funding_source']).toLowerCase() === 'card' ? 'CARD' : 'PAYPAL';
}

/** The failure a buyer's form or hook asked their payments to meet (`fail_with`: a PayPal reason code), if any. */
export function failureOf(body: unknown): FailureReason | undefined {
  const value = isObject(body) ? body['fail_with'] : undefined;
  return (FAILURE_REASONS as readonly unknown[]).includes(value) ? (value as FailureReason) : undefined;
}

function billingInfo(subscription: StoredSubscription): Json {
  const billing = subscription.billing;
  const currency = regularPrice(subscription)?.currency_code ?? 'GBP';
  const paid = lastPayment(subscription);
  return {
    outstanding_balance: outstandingBalance(subscription, currency),
    cycle_executions: [
      {
        tenure_type: 'REGULAR',
        sequence: 1,
        cycles_completed: billing?.cyclesCompleted ?? 0,
        cycles_remaining: 0,
        current_pricing_scheme_version: 1,
        total_cycles: 0,
      },
    ],
    ...(paid ? { last_payment: paid } : {}),
    ...(subscription.status === 'ACTIVE' && billing
      ? { next_billing_time: timestamp(new Date(billing.retry?.nextAt ?? billing.nextBillingAt)) }
      : {}),
    failed_payments_count: billing?.failedPaymentsCount ?? 0,
    ...(billing?.lastFailedPayment ? { last_failed_payment: billing.lastFailedPayment } : {}),
  };
}

export function subscriptionView(base: string, subscription: StoredSubscription): Json {
  return {
    id: subscription.id,
    plan_id: subscription.planId,
    status: subscription.status,
    status_update_time: subscription.statusUpdateTime,
    ...(subscription.statusChangeNote ? { status_change_note: subscription.statusChangeNote } : {}),
    start_time: subscription.startTime,
    quantity: subscription.quantity ?? '1',
    ...(subscription.customId ? { custom_id: subscription.customId } : {}),
    plan_overridden: subscription.planOverridden,
    ...(subscription.planOverridden
      ? {
          plan: {
            billing_cycles: subscription.billingCycles,
            payment_preferences: {
              auto_bill_outstanding: subscription.paymentPreferences.autoBillOutstanding,
              payment_failure_threshold: subscription.paymentPreferences.paymentFailureThreshold,
            },
          },
        }
      : {}),
    ...(subscription.buyer ? { subscriber: subscriberView(subscription) } : {}),
    ...(subscription.billing ? { billing_info: billingInfo(subscription) } : {}),
    create_time: subscription.createTime,
    update_time: subscription.updateTime,
    links: subscriptionLinks(base, subscription),
  };
}

/** PayPal's description of SUBSCRIPTION_CANNOT_BE_ACTIVATED after failures, as its Subscriptions v1 document words it. */
export const CANNOT_BE_ACTIVATED = 'Subscription cannot be activated after payment failure threshold has reached.';

/** Suspended by PayPal at the failure threshold, with an outstanding balance not yet captured in full. */
export function cannotBeActivated(subscription: StoredSubscription): boolean {
  return (
    subscription.status === 'SUSPENDED' &&
    subscription.suspendedForFailures === true &&
    (subscription.billing?.outstandingCents ?? 0) > 0
  );
}

/**
 * The subscription a merchant call names, or its answer sent: 404 for one PayPal does not know, and PayPal's own
 * server error while an outage set by the test hook has started (each call answered before then counts down).
 */
export function findSubscription(store: SimStore, req: Request, res: Response): StoredSubscription | undefined {
  const subscription = store.subscriptions.get(String(req.params['id']));
  if (!subscription) {
    sendNotFound(res);
    return undefined;
  }
  const { outage } = subscription;
  if (outage && outage.answered <= 0) {
    sendServerError(res, outage.status);
    return undefined;
  }
  if (outage) outage.answered -= 1;
  return subscription;
}

export function billingRoutes(config: SimConfig, store: SimStore) {
  const router = Router();

  router.post('/v1/catalogs/products', (req, res) => {
    if (replayed(store, 'create-product', req, res)) return;
    const body = isObject(req.body) ? req.body : {};
    const issues: IssueDetail[] = [];
    if (typeof body['name'] !== 'string' || !body['name']) issues.push(missing('/name'));
    if (body['type'] !== undefined && !PRODUCT_TYPES.includes(String(body['type'])))
      issues.push(invalid('/type', body['type'], 'Must be PHYSICAL, DIGITAL or SERVICE.'));
    if (issues.length > 0) {
      sendError(res, 400, issues);
      return;
    }
    const now = timestamp();
    const id = typeof body['id'] === 'string' && body['id'] ? body['id'] : newProductId();
    const product = { ...body, id, type: body['type'] ?? 'PHYSICAL', create_time: now, update_time: now };
    store.products.set(id, product);
    const self = `${baseUrl(req, config)}/v1/catalogs/products/${id}`;
    const answer = {
      ...product,
      links: [
        { href: self, rel: 'self', method: 'GET' },
        { href: self, rel: 'edit', method: 'PATCH' },
      ],
    };
    store.remember('create-product', requestId(req), 201, answer);
    res.status(201).json(answer);
  });

  router.get('/v1/catalogs/products/:id', (req, res) => {
    const product = store.products.get(req.params.id);
    if (!product) {
      sendNotFound(res);
      return;
    }
    const self = `${baseUrl(req, config)}/v1/catalogs/products/${product.id}`;
    res.json({
      ...product,
      links: [
        { href: self, rel: 'self', method: 'GET' },
        { href: self, rel: 'edit', method: 'PATCH' },
      ],
    });
  });

  router.post('/v1/billing/plans', (req, res) => {
    if (replayed(store, 'create-plan', req, res)) return;
    const body = isObject(req.body) ? req.body : {};
    const issues: IssueDetail[] = [];
    if (typeof body['product_id'] !== 'string') issues.push(missing('/product_id'));
    else if (!store.products.has(body['product_id']))
      issues.push(invalid('/product_id', body['product_id'], 'No product with this id exists.'));
    if (typeof body['name'] !== 'string' || !body['name']) issues.push(missing('/name'));
    if (!isObject(body['payment_preferences'])) issues.push(missing('/payment_preferences'));
    if (body['status'] !== undefined && !PLAN_STATUSES.includes(String(body['status']))) {
      issues.push(invalid('/status', body['status'], 'Must be CREATED, INACTIVE or ACTIVE.'));
    }
    issues.push(...cycleIssues(body['billing_cycles']));
    if (issues.length > 0) {
      sendError(res, 400, issues);
      return;
    }
    const now = timestamp();
    const plan: StoredPlan = {
      ...body,
      id: newPlanId(),
      status: (body['status'] as StoredPlan['status'] | undefined) ?? 'ACTIVE',
      usage_type: 'LICENSED',
      quantity_supported: body['quantity_supported'] === true,
      create_time: now,
      update_time: now,
    };
    store.plans.set(plan.id, plan);
    const answer = planView(baseUrl(req, config), plan);
    store.remember('create-plan', requestId(req), 201, answer);
    res.status(201).json(answer);
  });

  router.get('/v1/billing/plans/:id', (req, res) => {
    const plan = store.plans.get(req.params.id);
    if (!plan) {
      sendNotFound(res);
      return;
    }
    res.json(planView(baseUrl(req, config), plan));
  });

  // The last item is how PayPal's document words the allowed statuses in PLAN_STATUS_INVALID's description.
  for (const [action, from, to, expected] of [
    ['activate', ['CREATED', 'INACTIVE'], 'ACTIVE', 'either created or inactive'],
    ['deactivate', ['ACTIVE'], 'INACTIVE', 'active'],
  ] as const) {
    router.post(`/v1/billing/plans/:id/${action}`, (req, res) => {
      const plan = store.plans.get(req.params.id);
      if (!plan) {
        sendNotFound(res);
        return;
      }
      if (!(from as readonly string[]).includes(plan.status)) {
        statusInvalid(
          res,
          'PLAN_STATUS_INVALID',
          `Invalid plan status for ${action} action; plan status should be ${expected}.`,
        );
        return;
      }
      plan.status = to;
      plan['update_time'] = timestamp();
      res.status(204).end();
    });
  }

  router.post('/v1/billing/subscriptions', (req, res) => {
    if (replayed(store, 'create-subscription', req, res)) return;
    const body = isObject(req.body) ? req.body : {};
    if (typeof body['plan_id'] !== 'string') {
      sendError(res, 400, [missing('/plan_id')]);
      return;
    }
    const plan = store.plans.get(body['plan_id']);
    if (!plan) {
      sendError(res, 422, [
        { issue: 'RESOURCE_NOT_FOUND', field: '/plan_id', description: 'Requested resource ID was not found.' },
      ]);
      return;
    }
    if (plan.status !== 'ACTIVE') {
      statusInvalid(
        res,
        'PLAN_STATUS_INVALID',
        'Invalid plan status; subscriptions can only be created on an active plan.',
      );
      return;
    }
    const context = isObject(body['application_context']) ? body['application_context'] : {};
    const issues: IssueDetail[] = [];
    const quantity = body['quantity'];
    if (quantity !== undefined && (typeof quantity !== 'string' || !/^[1-9]\d{0,31}$/.test(quantity))) {
      issues.push(invalid('/quantity', quantity, 'Must be a whole number written as a string.'));
    } else if (quantity !== undefined && quantity !== '1' && plan['quantity_supported'] !== true) {
      issues.push(invalid('/quantity', quantity, 'The plan does not support quantity.'));
    }
    if (isObject(body['plan'])) issues.push(...cycleIssuesForOverride(body['plan']));
    for (const key of ['return_url', 'cancel_url']) {
      if (context[key] !== undefined && !isWebUrl(context[key]))
        issues.push(invalid(`/application_context/${key}`, context[key], 'Must be an absolute http(s) URL.'));
    }
    if (issues.length > 0) {
      sendError(res, 400, issues);
      return;
    }
    const now = timestamp();
    const { cycles, overridden } = effectiveCycles(plan, body['plan']);
    const paymentPreferences = preferencesOf(plan, body['plan']);
    const subscription: StoredSubscription = {
      id: newSubscriptionId(),
      planId: plan.id,
      status: 'APPROVAL_PENDING',
      billingToken: newBillingToken(),
      ...(typeof quantity === 'string' ? { quantity } : {}),
      ...(typeof body['custom_id'] === 'string' ? { customId: body['custom_id'] } : {}),
      billingCycles: cycles,
      planOverridden: overridden || paymentPreferences.overridden,
      paymentPreferences: paymentPreferences.preferences,
      ...(typeof context['return_url'] === 'string' ? { returnUrl: context['return_url'] } : {}),
      ...(typeof context['cancel_url'] === 'string' ? { cancelUrl: context['cancel_url'] } : {}),
      userAction: context['user_action'] === 'CONTINUE' ? 'CONTINUE' : 'SUBSCRIBE_NOW',
      startTime: typeof body['start_time'] === 'string' ? body['start_time'] : now,
      createTime: now,
      updateTime: now,
      statusUpdateTime: now,
      sales: [],
    };
    store.subscriptions.set(subscription.id, subscription);
    const answer = subscriptionView(baseUrl(req, config), subscription);
    store.remember('create-subscription', requestId(req), 201, answer);
    res.status(201).json(answer);
  });

  router.get('/v1/billing/subscriptions/:id', (req, res) => {
    const subscription = findSubscription(store, req, res);
    if (subscription) res.json(subscriptionView(baseUrl(req, config), subscription));
  });

  // `expected` is the status PayPal's document names in the operation's SUBSCRIPTION_STATUS_INVALID description (an
  // APPROVED subscription, activated by the merchant or cancelled, goes unmentioned there).
  const transitions: Record<
    string,
    {
      from: StoredSubscription['status'][];
      to: StoredSubscription['status'];
      needsReason: boolean;
      expected: string;
    }
  > = {
    activate: { from: ['APPROVED', 'SUSPENDED'], to: 'ACTIVE', needsReason: false, expected: 'suspended' },
    suspend: { from: ['ACTIVE'], to: 'SUSPENDED', needsReason: true, expected: 'active' },
    cancel: {
      from: ['ACTIVE', 'SUSPENDED', 'APPROVED'],
      to: 'CANCELLED',
      needsReason: true,
      expected: 'active or suspended',
    },
  };
  for (const [action, rule] of Object.entries(transitions)) {
    router.post(`/v1/billing/subscriptions/:id/${action}`, (req, res) => {
      const subscription = findSubscription(store, req, res);
      if (!subscription) return;
      const reason = isObject(req.body) ? req.body['reason'] : undefined;
      if (rule.needsReason && (typeof reason !== 'string' || !reason)) {
        sendError(res, 400, [missing('/reason')]);
        return;
      }
      if (!rule.from.includes(subscription.status)) {
        statusInvalid(
          res,
          'SUBSCRIPTION_STATUS_INVALID',
          `Invalid subscription status for ${action} action; subscription status should be ${rule.expected}.`,
        );
        return;
      }
      // PayPal will not restart a subscription it suspended at the failure threshold while money is owed: the
      // outstanding balance must be captured first (README, "Restarting after failed payments").
      if (action === 'activate' && cannotBeActivated(subscription)) {
        statusInvalid(res, 'SUBSCRIPTION_CANNOT_BE_ACTIVATED', CANNOT_BE_ACTIVATED);
        return;
      }
      setStatus(store, subscription, rule.to, typeof reason === 'string' ? reason : undefined);
      res.status(204).end();
    });
  }

  return router;
}

export function cycleIssuesForOverride(plan: Json): IssueDetail[] {
  const cycles = plan['billing_cycles'];
  if (cycles === undefined) return [];
  if (!Array.isArray(cycles)) return [invalid('/plan/billing_cycles', cycles, 'Must be an array.')];
  return cycles.flatMap((cycle: unknown, index): IssueDetail[] => {
    const field = `/plan/billing_cycles/${index}`;
    if (!isObject(cycle) || typeof cycle['sequence'] !== 'number') return [missing(`${field}/sequence`)];
    const pricing = cycle['pricing_scheme'];
    return isObject(pricing) && pricing['fixed_price'] !== undefined
      ? moneyIssues(pricing['fixed_price'], `${field}/pricing_scheme/fixed_price`)
      : [];
  });
}

/** PayPal's subscription approval page, reached from the approve link's ba_token. */
export function subscriptionPages(store: SimStore) {
  const router = Router();
  const closed = (message: string) => messagePage('Subscription', message);
  const pageFor = (subscription: StoredSubscription, amount: Money | undefined) => {
    const id = encodeURIComponent(subscription.id);
    return approvalPage({
      heading: 'Set up a monthly payment with PayPal',
      summary: `Subscription ${subscription.id} to From sun to sanctuary`,
      amount: amount
        ? `${formatMoney(amount.currency_code, amount.value)} every ${billingInterval(subscription)}`
        : 'Amount set by the plan',
      approveAction: `/webapps/billing/subscriptions/${id}/approve`,
      cancelAction: `/webapps/billing/subscriptions/${id}/cancel`,
      cardOption: true,
      decliningCardOption: true,
    });
  };
  const send = (res: Response, status: number, html: string) => {
    res.setHeader('Cache-Control', 'no-store');
    res.status(status).type('html').send(html);
  };
  const redirectParams = (subscription: StoredSubscription) => ({
    subscription_id: subscription.id,
    ba_token: subscription.billingToken,
    token: subscription.billingToken,
  });

  router.get('/webapps/billing/subscriptions', (req, res) => {
    const subscription = store.subscriptionByBillingToken(String(req.query['ba_token'] ?? ''));
    if (!subscription) {
      send(res, 404, closed('This approval link does not match a subscription the simulator knows about.'));
      return;
    }
    if (subscription.status !== 'APPROVAL_PENDING') {
      send(res, 409, closed(`This subscription is already ${subscription.status.toLowerCase().replace('_', ' ')}.`));
      return;
    }
    send(res, 200, pageFor(subscription, regularPrice(subscription)));
  });

  router.post('/webapps/billing/subscriptions/:id/approve', (req, res) => {
    const subscription = store.subscriptions.get(req.params.id);
    if (!subscription || !approveSubscription(store, subscription, fundingOf(req.body), failureOf(req.body))) {
      send(res, 404, closed('This subscription cannot be approved.'));
      return;
    }
    if (!subscription.returnUrl) {
      send(res, 200, closed('You approved the subscription. You can close this window.'));
      return;
    }
    res.redirect(303, withQuery(subscription.returnUrl, redirectParams(subscription)));
  });

  /** PayPal's "Manage automatic payments": the payer updates the card a failing subscription charges. */
  router.get('/myaccount/autopay/:id', (req, res) => {
    const subscription = store.subscriptions.get(req.params.id);
    if (!subscription || !subscription.buyer) {
      send(res, 404, closed('No automatic payment with this id.'));
      return;
    }
    const state = subscription.failWith
      ? `Payments to From sun to sanctuary are failing (${subscription.failWith}).`
      : 'Payments to From sun to sanctuary go through.';
    const action = `/myaccount/autopay/${encodeURIComponent(subscription.id)}/update`;
    send(
      res,
      200,
      page(
        'Manage automatic payments',
        `<h1>Manage automatic payments</h1>
<p>${escapeHtml(`Subscription ${subscription.id}, status ${subscription.status.toLowerCase()}. ${state}`)}</p>
<div class="actions"><form method="post" action="${escapeHtml(action)}"><button type="submit" class="primary">Update card</button></form></div>`,
      ),
    );
  });

  router.post('/myaccount/autopay/:id/update', (req, res) => {
    const subscription = store.subscriptions.get(req.params.id);
    if (!subscription || !subscription.buyer) {
      send(res, 404, closed('No automatic payment with this id.'));
      return;
    }
    delete subscription.failWith;
    send(res, 200, closed('Your card is updated: PayPal uses it for the next payment to From sun to sanctuary.'));
  });

  router.post('/webapps/billing/subscriptions/:id/cancel', (req, res) => {
    const subscription = store.subscriptions.get(req.params.id);
    if (!subscription) {
      send(res, 404, closed('This subscription does not exist.'));
      return;
    }
    if (!subscription.cancelUrl) {
      send(res, 200, closed('You cancelled the subscription. You can close this window.'));
      return;
    }
    res.redirect(303, withQuery(subscription.cancelUrl, redirectParams(subscription)));
  });

  return router;
}
