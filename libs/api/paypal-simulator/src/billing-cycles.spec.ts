import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiError, SubscriptionsController } from '@paypal/paypal-server-sdk';
import request from 'supertest';
import { isValidSignature } from './webhook-signature';
import { accessToken, monthlyPlan, startSim, TEST_CONFIG, type RunningSim } from './test-sim';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const DAY = 86_400_000;

/** A site's webhook endpoint: keeps every event posted to it, and whether its signature verified. */
async function webhookReceiver(): Promise<{ url: string; events: Json[]; close: () => Promise<void> }> {
  const events: Json[] = [];
  const server: Server = createServer((req: IncomingMessage, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const valid = isValidSignature(
        TEST_CONFIG.webhookSecret,
        {
          transmissionId: String(req.headers['paypal-transmission-id']),
          transmissionTime: String(req.headers['paypal-transmission-time']),
          webhookId: 'WH-SITE',
          body,
        },
        String(req.headers['paypal-transmission-sig']),
      );
      events.push({ ...(JSON.parse(body) as Json), valid });
      res.writeHead(200).end('{}');
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/paypal/webhook`,
    events,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe('billing like PayPal: a cycle at activation, one a month, retries, suspension, outstanding balance', () => {
  let sim: RunningSim;
  let token: string;
  let planId: string;
  let receiver: Awaited<ReturnType<typeof webhookReceiver>>;

  const api = (method: 'get' | 'post', path: string) =>
    request(sim.url)[method](path).set('Authorization', `Bearer ${token}`);
  const advance = (days: number) => request(sim.url).post('/__sim/clock/advance').send({ days }).expect(200);
  const read = async (id: string): Promise<Json> => (await api('get', `/v1/billing/subscriptions/${id}`)).body;
  const eventTypes = async (id: string): Promise<string[]> =>
    (await request(sim.url).get(`/__sim/subscriptions/${id}/events`)).body.events.map((e: Json) => e.event_type);

  async function subscribe(options: { failWith?: string; preferences?: Json } = {}): Promise<string> {
    const created = await api('post', '/v1/billing/subscriptions')
      .send({
        plan_id: planId,
        plan: {
          billing_cycles: [{ sequence: 1, pricing_scheme: { fixed_price: { currency_code: 'GBP', value: '10.00' } } }],
          ...(options.preferences ? { payment_preferences: options.preferences } : {}),
        },
      })
      .expect(201);
    const id = created.body.id as string;
    await request(sim.url)
      .post(`/__sim/subscriptions/${id}/approve`)
      .send(options.failWith ? { funding_source: 'card', fail_with: options.failWith } : {})
      .expect(200);
    return id;
  }

  beforeAll(async () => {
    receiver = await webhookReceiver();
    sim = await startSim();
    sim.store.webhookTarget = { url: receiver.url, webhookId: 'WH-SITE' };
    token = await accessToken(sim);
    const product = await api('post', '/v1/catalogs/products').send({ name: 'Monthly gift', type: 'SERVICE' });
    const plan = await api('post', '/v1/billing/plans')
      .send(monthlyPlan(product.body.id, { autoBillOutstanding: true }))
      .expect(201);
    planId = plan.body.id;
  });
  afterAll(async () => {
    await sim.close();
    await receiver.close();
  });

  it('bills the first cycle at activation and posts its signed PAYMENT.SALE.COMPLETED within seconds', async () => {
    const id = await subscribe();
    const active = await read(id);
    expect(active.billing_info).toMatchObject({
      last_payment: { amount: { currency_code: 'GBP', value: '10.00' } },
      failed_payments_count: 0,
      outstanding_balance: { currency_code: 'GBP', value: '0.00' },
      cycle_executions: [expect.objectContaining({ cycles_completed: 1 })],
    });
    const due = Date.parse(active.billing_info.next_billing_time) - sim.store.now();
    expect(due).toBeGreaterThan(27 * DAY);
    expect(due).toBeLessThanOrEqual(31 * DAY);

    const deadline = Date.now() + 5000;
    while (receiver.events.filter((e) => e.resource?.billing_agreement_id === id).length === 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    const sales = receiver.events.filter((e) => e.event_type === 'PAYMENT.SALE.COMPLETED');
    const sale = sales.find((e) => e.resource.billing_agreement_id === id);
    expect(sale).toMatchObject({
      valid: true,
      resource_type: 'sale',
      resource: { state: 'completed', amount: { total: '10.00', currency: 'GBP' } },
    });
    expect(sale?.resource.parent_payment).toMatch(/^PAYID-[2-9A-HJ-NP-Z]{24}$/);
    expect(receiver.events.some((e) => e.event_type === 'BILLING.SUBSCRIPTION.ACTIVATED' && e.resource.id === id)).toBe(
      true,
    );
  });

  it('bills one cycle a month as the clock moves, never twice for one cycle', async () => {
    const id = await subscribe();
    await advance(10);
    expect((await read(id)).billing_info.cycle_executions[0].cycles_completed).toBe(1);
    await advance(21);
    expect((await read(id)).billing_info.cycle_executions[0].cycles_completed).toBe(2);
    await advance(31);
    expect(await eventTypes(id)).toEqual([
      'BILLING.SUBSCRIPTION.ACTIVATED',
      'PAYMENT.SALE.COMPLETED',
      'PAYMENT.SALE.COMPLETED',
      'PAYMENT.SALE.COMPLETED',
    ]);
  });

  it('puts its clock back to the real time on reset, billing nothing on the way back', async () => {
    const id = await subscribe();
    const ahead = (await advance(40)).body.now as string;
    expect(Date.parse(ahead) - Date.now()).toBeGreaterThan(39 * 86_400_000);
    const back = (await request(sim.url).post('/__sim/clock/reset').expect(200)).body.now as string;
    expect(Math.abs(Date.parse(back) - Date.now())).toBeLessThan(60_000);
    expect((await read(id)).billing_info.cycle_executions[0].cycles_completed).toBe(2);
    expect(await eventTypes(id)).toEqual([
      'BILLING.SUBSCRIPTION.ACTIVATED',
      'PAYMENT.SALE.COMPLETED',
      'PAYMENT.SALE.COMPLETED',
    ]);
  });

  it("answers the merchant's calls with PayPal's own server error during an outage, and bills on meanwhile", async () => {
    const id = await subscribe();
    const outage = (status: unknown, after?: unknown) =>
      request(sim.url).post(`/__sim/subscriptions/${id}/outage`).send({ status, after });
    expect((await outage(503).expect(200)).body).toEqual({ id, status: 503, after: 0 });

    const down = await api('get', `/v1/billing/subscriptions/${id}`).expect(503);
    expect(down.body).toEqual({
      name: 'SERVICE_UNAVAILABLE',
      message: 'Service Unavailable.',
      debug_id: down.headers['paypal-debug-id'],
      links: [],
    });
    // The server SDK the API uses sees PayPal's status and body, as it would in a real outage.
    const failure = await new SubscriptionsController(sim.client()).getSubscription({ id }).catch((error) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).statusCode).toBe(503);
    expect(JSON.parse(String((failure as ApiError).body))).toMatchObject({ name: 'SERVICE_UNAVAILABLE' });

    await advance(31);
    // An outage that starts after the next call: the read is answered, the suspend after it fails and changes nothing.
    expect((await outage(500, 1).expect(200)).body).toEqual({ id, status: 500, after: 1 });
    await api('get', `/v1/billing/subscriptions/${id}`).expect(200);
    const suspend = await api('post', `/v1/billing/subscriptions/${id}/suspend`).send({ reason: 'Asked' }).expect(500);
    expect(suspend.body).toMatchObject({
      name: 'INTERNAL_SERVER_ERROR',
      message: 'An internal server error occurred.',
    });
    expect((await outage(404).expect(400)).body.details[0]).toMatchObject({ field: '/status' });
    expect((await outage(503, -1).expect(400)).body.details[0]).toMatchObject({ field: '/after' });
    await outage(null).expect(200);
    const after = await read(id);
    expect(after.status).toBe('ACTIVE');
    expect(after.billing_info.cycle_executions[0].cycles_completed).toBe(2);
    expect(
      (await request(sim.url).post('/__sim/subscriptions/I-UNKNOWN00000/outage').send({ status: 503 })).status,
    ).toBe(404);
  });

  it('retries a failed cycle 5 and 10 days later, then owes it; a payment resets the count', async () => {
    const id = await subscribe();
    await request(sim.url)
      .post(`/__sim/subscriptions/${id}/fail`)
      .send({ reason_code: 'PAYER_CANNOT_PAY' })
      .expect(200);
    await advance(31);
    const failed = await read(id);
    expect(failed.status).toBe('ACTIVE');
    expect(failed.billing_info).toMatchObject({
      failed_payments_count: 0,
      last_failed_payment: { amount: { currency_code: 'GBP', value: '10.00' }, reason_code: 'PAYER_CANNOT_PAY' },
    });
    const retryAt = Date.parse(failed.billing_info.last_failed_payment.next_payment_retry_time);
    expect(retryAt - Date.parse(failed.billing_info.last_failed_payment.time)).toBe(5 * DAY);
    expect(failed.billing_info.next_billing_time).toBe(failed.billing_info.last_failed_payment.next_payment_retry_time);

    await advance(5);
    expect((await read(id)).billing_info.last_failed_payment.next_payment_retry_time).toBeDefined();
    await advance(5);
    const owed = await read(id);
    expect(owed.billing_info).toMatchObject({
      failed_payments_count: 1,
      outstanding_balance: { currency_code: 'GBP', value: '10.00' },
    });
    expect(owed.billing_info.last_failed_payment.next_payment_retry_time).toBeUndefined();
    expect((await eventTypes(id)).filter((type) => type === 'BILLING.SUBSCRIPTION.PAYMENT.FAILED')).toHaveLength(3);

    // The payer fixes their card: the next cycle is paid and, with auto_bill_outstanding, so are the arrears.
    await request(sim.url).post(`/__sim/subscriptions/${id}/payment-method`).expect(200);
    await advance(21);
    const paid = await read(id);
    expect(paid.billing_info).toMatchObject({
      failed_payments_count: 0,
      outstanding_balance: { value: '0.00' },
    });
    expect(paid.billing_info.cycle_executions[0].cycles_completed).toBe(2);
    expect((await eventTypes(id)).filter((type) => type === 'PAYMENT.SALE.COMPLETED')).toHaveLength(3);
  });

  it('suspends at the threshold, keeps what is owed for a capture asked for, and bills again after a restart', async () => {
    const id = await subscribe({
      failWith: 'PAYMENT_DENIED',
      preferences: { auto_bill_outstanding: false, payment_failure_threshold: 2 },
    });
    expect((await read(id)).billing_info.last_failed_payment.reason_code).toBe('PAYMENT_DENIED');
    await advance(10);
    expect((await read(id)).status).toBe('ACTIVE');
    await advance(31);
    const suspended = await read(id);
    expect(suspended.status).toBe('SUSPENDED');
    expect(suspended.billing_info).toMatchObject({ failed_payments_count: 2, outstanding_balance: { value: '20.00' } });
    expect((await eventTypes(id)).slice(-2)).toEqual([
      'BILLING.SUBSCRIPTION.PAYMENT.FAILED',
      'BILLING.SUBSCRIPTION.SUSPENDED',
    ]);
    await advance(40);
    expect((await read(id)).billing_info.outstanding_balance.value).toBe('20.00');

    const capture = (amount: string) =>
      api('post', `/v1/billing/subscriptions/${id}/capture`).send({
        note: 'The donor asked to pay the missed month',
        capture_type: 'OUTSTANDING_BALANCE',
        amount: { currency_code: 'GBP', value: amount },
      });
    expect((await capture('10.00')).body).toMatchObject({ status: 'DECLINED' });
    expect((await capture('25.00')).body.details[0].issue).toBe('AMOUNT_GREATER_THAN_OUTSTANDING_BALANCE');
    await request(sim.url).post(`/__sim/subscriptions/${id}/payment-method`).expect(200);
    const taken = await capture('10.00');
    expect(taken.status).toBe(200);
    expect(taken.body).toMatchObject({
      status: 'COMPLETED',
      amount_with_breakdown: { gross_amount: { value: '10.00' } },
    });
    expect((await read(id)).billing_info.outstanding_balance.value).toBe('10.00');

    // PayPal will not restart a subscription it suspended at the threshold while money is still owed.
    const refused = await api('post', `/v1/billing/subscriptions/${id}/activate`).send({ reason: 'Card updated' });
    expect(refused.status).toBe(422);
    expect(refused.body.details[0]).toEqual({
      issue: 'SUBSCRIPTION_CANNOT_BE_ACTIVATED',
      description: 'Subscription cannot be activated after payment failure threshold has reached.',
    });
    expect((await read(id)).status).toBe('SUSPENDED');
    expect((await capture('10.00')).body).toMatchObject({ status: 'COMPLETED' });
    expect((await read(id)).billing_info.outstanding_balance.value).toBe('0.00');

    await api('post', `/v1/billing/subscriptions/${id}/activate`).send({ reason: 'Card updated' }).expect(204);
    const restarted = await read(id);
    expect(restarted.status).toBe('ACTIVE');
    expect(restarted.billing_info.failed_payments_count).toBe(0);
    expect(Date.parse(restarted.billing_info.next_billing_time)).toBeGreaterThan(sim.store.now());
    const salesBefore = (await eventTypes(id)).filter((type) => type === 'PAYMENT.SALE.COMPLETED').length;
    await advance(31);
    expect((await eventTypes(id)).filter((type) => type === 'PAYMENT.SALE.COMPLETED')).toHaveLength(salesBefore + 1);
    expect((await read(id)).billing_info.outstanding_balance.value).toBe('0.00');
  });

  it('restarts a subscription the merchant suspended, and one suspended again after a restart, only as PayPal does', async () => {
    const id = await subscribe({ preferences: { auto_bill_outstanding: false, payment_failure_threshold: 1 } });
    // The merchant's own suspend is no failure suspension: it restarts, whatever is owed.
    await api('post', `/v1/billing/subscriptions/${id}/suspend`).send({ reason: 'Asked by the donor' }).expect(204);
    await api('post', `/v1/billing/subscriptions/${id}/activate`).send({ reason: 'Asked by the donor' }).expect(204);
    // One failed cycle reaches this threshold; the capture of the whole balance lets it restart.
    await request(sim.url).post(`/__sim/subscriptions/${id}/fail`).send({ reason_code: 'PAYER_CANNOT_PAY' });
    await advance(42);
    expect((await read(id)).status).toBe('SUSPENDED');
    const activate = () => api('post', `/v1/billing/subscriptions/${id}/activate`).send({ reason: 'Card updated' });
    expect((await activate()).body.details[0].issue).toBe('SUBSCRIPTION_CANNOT_BE_ACTIVATED');
    await request(sim.url).post(`/__sim/subscriptions/${id}/payment-method`).expect(200);
    await api('post', `/v1/billing/subscriptions/${id}/capture`)
      .send({ note: 'x', capture_type: 'OUTSTANDING_BALANCE', amount: { currency_code: 'GBP', value: '10.00' } })
      .expect(200);
    await activate().expect(204);
    // Active again, the mark is gone: the merchant's own suspend and restart work as before.
    await api('post', `/v1/billing/subscriptions/${id}/suspend`).send({ reason: 'Asked by the donor' }).expect(204);
    await activate().expect(204);
  });

  it('answers capture with PayPal 422s: nothing owed, or a subscription that has not started', async () => {
    const id = await subscribe();
    const body = { note: 'x', capture_type: 'OUTSTANDING_BALANCE', amount: { currency_code: 'GBP', value: '1.00' } };
    const none = await api('post', `/v1/billing/subscriptions/${id}/capture`).send(body);
    expect(none.status).toBe(422);
    expect(none.body.details[0].issue).toBe('ZERO_OUTSTANDING_BALANCE');
    const pending = await api('post', '/v1/billing/subscriptions').send({ plan_id: planId }).expect(201);
    const early = await api('post', `/v1/billing/subscriptions/${pending.body.id}/capture`).send(body);
    expect(early.status).toBe(422);
    expect(early.body.details[0].issue).toBe('SUBSCRIPTION_STATUS_INVALID');
    const bad = await api('post', `/v1/billing/subscriptions/${id}/capture`).send({ ...body, capture_type: 'ALL' });
    expect(bad.status).toBe(400);
  });

  it('offers a card that will be declined on the approval page', async () => {
    const created = await api('post', '/v1/billing/subscriptions').send({ plan_id: planId }).expect(201);
    const approve = new URL(created.body.links[0].href);
    const page = await request(sim.url).get(`${approve.pathname}${approve.search}`).expect(200);
    expect(page.text).toContain('Pay with a card that will be declined');
    expect(page.text).toContain('name="fail_with" value="PAYMENT_DENIED"');
    await request(sim.url)
      .post(`/webapps/billing/subscriptions/${created.body.id}/approve`)
      .type('form')
      .send({ funding_source: 'card', fail_with: 'PAYMENT_DENIED' })
      .expect(200);
    const read1 = await read(created.body.id);
    expect(read1.billing_info.last_failed_payment.reason_code).toBe('PAYMENT_DENIED');
    expect(read1.billing_info.last_payment).toBeUndefined();

    const autopay = await request(sim.url).get(`/myaccount/autopay/${created.body.id}`).expect(200);
    expect(autopay.text).toContain('Payments to From sun to sanctuary are failing (PAYMENT_DENIED).');
    await request(sim.url).post(`/myaccount/autopay/${created.body.id}/update`).expect(200);
    expect((await request(sim.url).get(`/myaccount/autopay/${created.body.id}`)).text).toContain('go through');
    await advance(5);
    expect((await read(created.body.id)).billing_info.last_payment.amount.value).toBe('1.00');
  });
});
