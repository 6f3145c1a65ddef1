import {
  ApplicationContextUserAction,
  IntervalUnit,
  PlanRequestStatus,
  SubscriptionError,
  SubscriptionsController,
  SubscriptionStatus,
  TenureType,
} from '@paypal/paypal-server-sdk';
import request from 'supertest';
import { accessToken, startSim, type RunningSim } from './test-sim';

async function createProduct(sim: RunningSim): Promise<string> {
  const response = await fetch(`${sim.url}/v1/catalogs/products`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${await accessToken(sim)}`,
      'Content-Type': 'application/json',
      'PayPal-Request-Id': 'product-1',
    },
    body: JSON.stringify({ name: 'Monthly donation', type: 'SERVICE' }),
  });
  expect(response.status).toBe(201);
  const product = (await response.json()) as { id: string; name: string; type: string };
  expect(product).toMatchObject({ id: expect.stringMatching(/^PROD-/), name: 'Monthly donation', type: 'SERVICE' });
  return product.id;
}

describe('monthly giving through the real PayPal server SDK', () => {
  let sim: RunningSim;
  let subscriptions: SubscriptionsController;
  let planId: string;

  beforeAll(async () => {
    sim = await startSim();
    subscriptions = new SubscriptionsController(sim.client());
    const productId = await createProduct(sim);
    const plan = await subscriptions.createBillingPlan({
      paypalRequestId: 'plan-1',
      body: {
        productId,
        name: 'Monthly donation (GBP)',
        status: PlanRequestStatus.Created,
        billingCycles: [
          {
            frequency: { intervalUnit: IntervalUnit.Month, intervalCount: 1 },
            tenureType: TenureType.Regular,
            sequence: 1,
            totalCycles: 0,
            pricingScheme: { fixedPrice: { currencyCode: 'GBP', value: '1.00' } },
          },
        ],
        paymentPreferences: { autoBillOutstanding: true, paymentFailureThreshold: 3 },
        quantitySupported: true,
      },
    });
    expect(plan.statusCode).toBe(201);
    expect(plan.result.status).toBe('CREATED');
    planId = plan.result.id as string;
  });
  afterAll(() => sim.close());

  it('activates a plan once (204), then refuses to activate it again', async () => {
    expect((await subscriptions.activateBillingPlan(planId)).statusCode).toBe(204);
    expect((await subscriptions.getBillingPlan(planId)).result.status).toBe('ACTIVE');
    const again = await subscriptions.activateBillingPlan(planId).catch((caught: unknown) => caught);
    expect(again).toBeInstanceOf(SubscriptionError);
    expect((again as SubscriptionError).statusCode).toBe(422);
  });

  it('creates a subscription with a price override, lets the buyer approve it and the merchant activate it', async () => {
    const created = await subscriptions.createSubscription({
      paypalRequestId: 'subscription-1',
      body: {
        planId,
        customId: 'donor-42',
        plan: {
          billingCycles: [{ sequence: 1, pricingScheme: { fixedPrice: { currencyCode: 'GBP', value: '15.00' } } }],
        },
        applicationContext: {
          returnUrl: 'http://localhost:4200/donate/thanks',
          cancelUrl: 'http://localhost:4200/donate',
          userAction: ApplicationContextUserAction.Continue,
        },
      },
    });
    expect(created.statusCode).toBe(201);
    expect(created.result.id).toMatch(/^I-[0-9A-Z]{12}$/);
    expect(created.result.status).toBe(SubscriptionStatus.ApprovalPending);
    expect(created.result.links?.map((link) => link.rel)).toEqual(['approve', 'edit', 'self']);
    const id = created.result.id as string;

    const replay = await subscriptions.createSubscription({ paypalRequestId: 'subscription-1', body: { planId } });
    expect(replay.statusCode).toBe(200);
    expect(replay.result.id).toBe(id);

    const approveLink = new URL(created.result.links?.[0]?.href as string);
    expect(approveLink.pathname).toBe('/webapps/billing/subscriptions');
    const page = await request(sim.url).get(`${approveLink.pathname}${approveLink.search}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('£15.00 every month');
    const approved = await request(sim.url).post(`/webapps/billing/subscriptions/${id}/approve`);
    expect(approved.status).toBe(303);
    const returned = new URL(approved.headers['location'] as string);
    expect(`${returned.origin}${returned.pathname}`).toBe('http://localhost:4200/donate/thanks');
    expect(returned.searchParams.get('subscription_id')).toBe(id);
    expect(returned.searchParams.get('ba_token')).toBe(approveLink.searchParams.get('ba_token'));

    expect((await subscriptions.getSubscription({ id })).result.status).toBe(SubscriptionStatus.Approved);
    expect((await subscriptions.activateSubscription({ id, body: { reason: 'Donor confirmed' } })).statusCode).toBe(
      204,
    );

    const active = await subscriptions.getSubscription({ id });
    expect(active.result).toMatchObject({
      status: SubscriptionStatus.Active,
      planId,
      customId: 'donor-42',
      planOverridden: true,
      billingInfo: { failedPaymentsCount: 0, lastPayment: { amount: { currencyCode: 'GBP', value: '15.00' } } },
    });
    expect(active.result.subscriber?.payerId).toMatch(/^[2-9A-HJ-NP-Z]{13}$/);

    expect((await subscriptions.cancelSubscription({ id, body: { reason: 'Donor stopped' } })).statusCode).toBe(204);
    expect((await subscriptions.getSubscription({ id })).result.status).toBe(SubscriptionStatus.Cancelled);
  });

  it('activates on approval by default and bills the quantity of a £1 plan', async () => {
    const created = await subscriptions.createSubscription({ body: { planId, quantity: '12' } });
    const id = created.result.id as string;
    const approved = await fetch(`${sim.url}/__sim/subscriptions/${id}/approve`, { method: 'POST' });
    expect(await approved.json()).toMatchObject({ id, status: 'ACTIVE' });
    const active = await subscriptions.getSubscription({ id });
    expect(active.result.billingInfo?.lastPayment?.amount).toEqual({ currencyCode: 'GBP', value: '12.00' });
    const again = await subscriptions.activateSubscription({ id }).catch((caught: unknown) => caught);
    expect((again as SubscriptionError).statusCode).toBe(422);
  });

  it('charges each billing cycle as a sale the merchant can read; test hooks charge the next cycle and refund a sale', async () => {
    const created = await subscriptions.createSubscription({ body: { planId, quantity: '7' } });
    const id = created.result.id as string;
    await fetch(`${sim.url}/__sim/subscriptions/${id}/approve`, { method: 'POST' });
    const [first] = sim.store.subscriptions.get(id)?.sales ?? [];
    const readSale = async (saleId: string) =>
      request(sim.url)
        .get(`/v1/payments/sale/${saleId}`)
        .set('Authorization', `Bearer ${await accessToken(sim)}`);

    const firstRead = await readSale(first.id);
    expect(firstRead.status).toBe(200);
    expect(firstRead.body).toMatchObject({
      id: first.id,
      state: 'completed',
      amount: { total: '7.00', currency: 'GBP' },
      billing_agreement_id: id,
    });

    const charged = await request(sim.url).post(`/__sim/subscriptions/${id}/charge`);
    expect(charged.status).toBe(201);
    expect(charged.body).toMatchObject({
      state: 'completed',
      amount: { total: '7.00', currency: 'GBP' },
      billing_agreement_id: id,
    });
    expect(charged.body.id).not.toBe(first.id);

    const refunded = await request(sim.url).post(`/__sim/sales/${charged.body.id}/state`).send({ state: 'refunded' });
    expect(refunded.body).toMatchObject({ id: charged.body.id, state: 'refunded' });
    expect((await readSale(charged.body.id)).body).toMatchObject({ state: 'refunded' });
    expect((await request(sim.url).post(`/__sim/sales/${charged.body.id}/state`).send({ state: 'gone' })).status).toBe(
      400,
    );

    expect((await request(sim.url).get(`/v1/payments/sale/${first.id}`)).status).toBe(401);
    expect((await readSale('NOSUCHSALE0000000')).status).toBe(404);
    await subscriptions.cancelSubscription({ id, body: { reason: 'Donor stopped' } });
    expect((await request(sim.url).post(`/__sim/subscriptions/${id}/charge`)).status).toBe(422);
  });

  const subscribeAt10 = async (funding: 'card' | 'paypal') => {
    const created = await subscriptions.createSubscription({
      body: {
        planId,
        plan: {
          billingCycles: [{ sequence: 1, pricingScheme: { fixedPrice: { currencyCode: 'GBP', value: '10.00' } } }],
        },
      },
    });
    const id = created.result.id as string;
    await request(sim.url).post(`/__sim/subscriptions/${id}/approve`).send({ funding_source: funding }).expect(200);
    return id;
  };
  const priceOf = async (id: string) =>
    (await subscriptions.getSubscription({ id })).result.plan?.billingCycles?.[0]?.pricingScheme?.fixedPrice?.value;
  const eventsOf = async (id: string): Promise<string[]> =>
    (await request(sim.url).get(`/__sim/subscriptions/${id}/events`)).body.events.map(
      (event: { event_type: string }) => event.event_type,
    );
  const reviseTo = (id: string, value: string) =>
    subscriptions.reviseSubscription({
      id,
      body: {
        planId,
        plan: { billingCycles: [{ sequence: 1, pricingScheme: { fixedPrice: { currencyCode: 'GBP', value } } }] },
        applicationContext: {
          returnUrl: 'http://localhost:4200/donate/manage?approval=approved',
          cancelUrl: 'http://localhost:4200/donate/manage?approval=cancelled',
        },
      },
    });

  it('asks the payer of a PayPal-funded subscription to approve a new price, and bills the old one until they do', async () => {
    const id = await subscribeAt10('paypal');
    expect((await subscriptions.getSubscription({ id })).result.subscriber?.paymentSource).toBeUndefined();
    const revised = await reviseTo(id, '15.00');
    expect(revised.statusCode).toBe(200);
    const approve = revised.result.links?.find((link) => link.rel === 'approve');
    expect(approve?.href).toMatch(new RegExp(`^${sim.url}/webapps/billing/subscriptions/update\\?ba_token=BA-`));
    expect(await priceOf(id)).toBe('10.00');
    expect((await request(sim.url).post(`/__sim/subscriptions/${id}/charge`)).body.amount.total).toBe('10.00');
    expect(await eventsOf(id)).toEqual([
      'BILLING.SUBSCRIPTION.ACTIVATED',
      'PAYMENT.SALE.COMPLETED',
      'PAYMENT.SALE.COMPLETED',
    ]);

    const link = new URL(approve?.href as string);
    const page = await request(sim.url).get(`${link.pathname}${link.search}`).expect(200);
    expect(page.text).toContain('£15.00 every month');
    expect(page.text).toContain('now £10.00 every month');
    const action = /action="([^"]*revise\/approve[^"]*)"/.exec(page.text)?.[1]?.replaceAll('&amp;', '&');
    // Leaving without approving keeps the old price, and the change still waits.
    const cancel = /action="([^"]*revise\/cancel[^"]*)"/.exec(page.text)?.[1]?.replaceAll('&amp;', '&');
    const left = await request(sim.url)
      .post(cancel as string)
      .expect(303);
    expect(left.headers['location']).toMatch(/^http:\/\/localhost:4200\/donate\/manage\?approval=cancelled&/);
    expect(await priceOf(id)).toBe('10.00');

    const approved = await request(sim.url)
      .post(action as string)
      .expect(303);
    const back = new URL(approved.headers['location'] as string);
    expect(`${back.origin}${back.pathname}`).toBe('http://localhost:4200/donate/manage');
    expect(back.searchParams.get('approval')).toBe('approved');
    expect(back.searchParams.get('subscription_id')).toBe(id);
    expect(await priceOf(id)).toBe('15.00');
    expect((await request(sim.url).post(`/__sim/subscriptions/${id}/charge`)).body.amount.total).toBe('15.00');
    expect(await eventsOf(id)).toEqual([
      'BILLING.SUBSCRIPTION.ACTIVATED',
      'PAYMENT.SALE.COMPLETED',
      'PAYMENT.SALE.COMPLETED',
      'BILLING.SUBSCRIPTION.UPDATED',
      'PAYMENT.SALE.COMPLETED',
    ]);
    // The link works once.
    await request(sim.url)
      .post(action as string)
      .expect(404);
    await request(sim.url).get(`${link.pathname}${link.search}`).expect(404);
  });

  it('lets a later revision replace one still waiting, and the buyer hook approve it', async () => {
    const id = await subscribeAt10('paypal');
    const first = (await reviseTo(id, '15.00')).result.links?.find((link) => link.rel === 'approve')?.href as string;
    await reviseTo(id, '20.00');
    await request(sim.url)
      .get(new URL(first).pathname + new URL(first).search)
      .expect(404);
    const approved = await request(sim.url).post(`/__sim/subscriptions/${id}/revise/approve`).expect(200);
    expect(approved.body.plan.billing_cycles[0].pricing_scheme.fixed_price.value).toBe('20.00');
    await request(sim.url).post(`/__sim/subscriptions/${id}/revise/approve`).expect(422);
  });

  it('refuses to approve a revision older than its approval time, and bills the old price', async () => {
    const id = await subscribeAt10('paypal');
    const link = new URL((await reviseTo(id, '15.00')).result.links?.find((l) => l.rel === 'approve')?.href as string);
    const page = await request(sim.url).get(`${link.pathname}${link.search}`).expect(200);
    const action = /action="([^"]*revise\/approve[^"]*)"/.exec(page.text)?.[1]?.replaceAll('&amp;', '&');
    const pending = sim.store.subscriptions.get(id)?.pendingRevision;
    if (pending) pending.requestedAt -= 3 * 3_600_000;
    expect((await request(sim.url).get(`${link.pathname}${link.search}`).expect(410)).text).toContain('has expired');
    await request(sim.url)
      .post(action as string)
      .expect(410);
    const hook = await request(sim.url).post(`/__sim/subscriptions/${id}/revise/approve`).expect(422);
    expect(hook.body.details[0].issue).toBe('REVISION_EXPIRED');
    expect(await priceOf(id)).toBe('10.00');
    expect(await eventsOf(id)).toEqual(['BILLING.SUBSCRIPTION.ACTIVATED', 'PAYMENT.SALE.COMPLETED']);
  });

  it('revises the price, suspends, resumes and cancels, and records the webhooks PayPal would send', async () => {
    const id = await subscribeAt10('card');
    expect((await subscriptions.getSubscription({ id })).result.subscriber?.paymentSource?.card).toMatchObject({
      currencyCode: 'GBP',
    });

    const revised = await subscriptions.reviseSubscription({
      id,
      body: {
        planId,
        plan: {
          billingCycles: [{ sequence: 1, pricingScheme: { fixedPrice: { currencyCode: 'GBP', value: '15.00' } } }],
        },
      },
    });
    expect(revised.statusCode).toBe(200);
    expect(revised.result).toMatchObject({ planId, planOverridden: true });
    // A card-funded subscription needs no approval: the new price applies at once.
    expect(revised.result.links?.some((link) => link.rel === 'approve')).toBe(false);
    const read = await subscriptions.getSubscription({ id });
    expect(read.result.plan?.billingCycles?.[0]?.pricingScheme?.fixedPrice).toEqual({
      currencyCode: 'GBP',
      value: '15.00',
    });
    // The next cycle is charged at the new price.
    const charged = await request(sim.url).post(`/__sim/subscriptions/${id}/charge`);
    expect(charged.body.amount).toMatchObject({ total: '15.00', currency: 'GBP' });

    expect((await subscriptions.suspendSubscription({ id, body: { reason: 'Donor paused' } })).statusCode).toBe(204);
    expect((await subscriptions.getSubscription({ id })).result.status).toBe(SubscriptionStatus.Suspended);
    const reviseSuspended = await subscriptions.reviseSubscription({ id, body: { planId } });
    expect(reviseSuspended.statusCode).toBe(200);
    expect((await subscriptions.activateSubscription({ id, body: { reason: 'Donor resumed' } })).statusCode).toBe(204);
    expect((await subscriptions.cancelSubscription({ id, body: { reason: 'Donor stopped' } })).statusCode).toBe(204);
    const afterCancel = await subscriptions
      .reviseSubscription({ id, body: { planId } })
      .catch((caught: unknown) => caught);
    expect((afterCancel as SubscriptionError).statusCode).toBe(422);

    const events = await request(sim.url).get(`/__sim/subscriptions/${id}/events`);
    expect(events.body.events.map((event: { event_type: string }) => event.event_type)).toEqual([
      'BILLING.SUBSCRIPTION.ACTIVATED',
      'PAYMENT.SALE.COMPLETED',
      'BILLING.SUBSCRIPTION.UPDATED',
      'PAYMENT.SALE.COMPLETED',
      'BILLING.SUBSCRIPTION.SUSPENDED',
      'BILLING.SUBSCRIPTION.UPDATED',
      'BILLING.SUBSCRIPTION.ACTIVATED',
      'BILLING.SUBSCRIPTION.CANCELLED',
    ]);
    expect(events.body.events[7].resource).toMatchObject({ id, status: 'CANCELLED' });
  });

  it('answers 404 for an unknown subscription', async () => {
    const error = await subscriptions.getSubscription({ id: 'I-NOSUCHTHING0' }).catch((caught: unknown) => caught);
    expect((error as SubscriptionError).statusCode).toBe(404);
  });
});
