import request from 'supertest';
import { answerValidator, expectDocumented } from './openapi-documents.testing';
import { accessToken, monthlyPlan, startSim, TEST_CONFIG, type RunningSim } from './test-sim';
import { webhookSignature } from './webhook-signature';

const ORDERS = '/v2/checkout/orders';
const ORDER = '/v2/checkout/orders/{id}';
const CAPTURE = '/v2/checkout/orders/{id}/capture';

/** The order the site's donate flow creates (services/api donation-orders.service.ts). */
function donation(value = '25.00') {
  return {
    intent: 'CAPTURE',
    purchase_units: [
      {
        reference_id: 'general',
        custom_id: 'DON-7Q2K9',
        description: 'Donation to From Sun to Sanctuary',
        amount: { currency_code: 'GBP', value },
      },
    ],
    payment_source: {
      paypal: {
        experience_context: {
          brand_name: 'From Sun to Sanctuary',
          shipping_preference: 'NO_SHIPPING',
          user_action: 'PAY_NOW',
          return_url: 'http://localhost:4200/donate?paypal=success',
          cancel_url: 'http://localhost:4200/donate?paypal=cancelled',
        },
      },
    },
  };
}

describe('the simulator’s order, capture, sale and webhook answers validate against PayPal’s OpenAPI documents', () => {
  let sim: RunningSim;
  let token: string;
  const api = (method: 'get' | 'post', path: string) =>
    request(sim.url)[method](path).set('Authorization', `Bearer ${token}`);

  async function createdOrder(prefer?: string): Promise<{ status: number; body: { id: string } }> {
    const created = api('post', ORDERS).set('PayPal-Request-Id', `req-${Math.random()}`);
    if (prefer) created.set('Prefer', prefer);
    return created.send(donation()).expect(201);
  }

  beforeAll(async () => {
    sim = await startSim();
    token = await accessToken(sim);
  });
  afterAll(() => sim.close());

  it('refuses answers PayPal’s documents do not allow, so a pass means something', () => {
    expect(answerValidator('checkout_orders_v2', 'get', ORDER, 200)({ id: 'X', status: 'PAUSED' })).toBe(false);
    const issue = (name: string, description?: string) => ({
      name: 'UNPROCESSABLE_ENTITY',
      message: 'The requested action could not be performed, semantically incorrect, or failed business validation.',
      details: [{ issue: name, description }],
    });
    const capture422 = answerValidator('checkout_orders_v2', 'post', CAPTURE, 422);
    expect(capture422({ ...issue('ORDER_NOT_APPROVED'), message: 'No.' })).toBe(false);
    expect(capture422(issue('PLAN_NOT_FOUND'))).toBe(false);
    expect(capture422(issue('ORDER_ALREADY_CAPTURED', 'Already captured.'))).toBe(false);
    const twice = "Order already captured.If 'intent=CAPTURE' only one capture per order is allowed.";
    expect(capture422(issue('ORDER_ALREADY_CAPTURED', twice))).toBe(true);
    expect(answerValidator('payments_payment_v1', 'get', '/v1/payments/sale/{sale_id}', 200)({ state: 'paid' })).toBe(
      false,
    );
    const verify = answerValidator(
      'notifications_webhooks_v1',
      'post',
      '/v1/notifications/verify-webhook-signature',
      200,
    );
    expect(verify({ verification_status: 'MAYBE' })).toBe(false);
  });

  it('creates an order with payment_source.paypal.experience_context, minimal and in full', async () => {
    const minimal = await createdOrder();
    expect(minimal.body).toMatchObject({ status: 'PAYER_ACTION_REQUIRED' });
    expectDocumented('checkout_orders_v2', 'post', ORDERS, minimal);
    expectDocumented('checkout_orders_v2', 'post', ORDERS, await createdOrder('return=representation'));
  });

  it('refuses a malformed order (400) and an amount in tenths of a penny (422) as documented', async () => {
    const { intent: _intent, ...noIntent } = donation();
    expectDocumented('checkout_orders_v2', 'post', ORDERS, await api('post', ORDERS).send(noIntent).expect(400));
    const precise = await api('post', ORDERS).send(donation('25.001')).expect(422);
    expect(precise.body.details[0].issue).toBe('DECIMAL_PRECISION');
    expectDocumented('checkout_orders_v2', 'post', ORDERS, precise);
  });

  it('shows an order before and after approval, and answers an unknown one with 404', async () => {
    const { id } = (await createdOrder()).body;
    expectDocumented('checkout_orders_v2', 'get', ORDER, await api('get', `${ORDERS}/${id}`).expect(200));
    await request(sim.url).post(`/__sim/orders/${id}/approve`).expect(200);
    const approved = await api('get', `${ORDERS}/${id}`).expect(200);
    expect(approved.body.status).toBe('APPROVED');
    expectDocumented('checkout_orders_v2', 'get', ORDER, approved);
    expectDocumented('checkout_orders_v2', 'get', ORDER, await api('get', `${ORDERS}/5O190127TN364715T`).expect(404));
  });

  it('captures an approved order, refuses the capture before approval, twice, declined or unknown', async () => {
    const { id } = (await createdOrder()).body;
    const early = await api('post', `${ORDERS}/${id}/capture`).send({}).expect(422);
    expect(early.body.details[0].issue).toBe('ORDER_NOT_APPROVED');
    expectDocumented('checkout_orders_v2', 'post', CAPTURE, early);
    await request(sim.url).post(`/__sim/orders/${id}/approve`).expect(200);
    const captured = await api('post', `${ORDERS}/${id}/capture`).send({}).expect(201);
    expect(captured.body.status).toBe('COMPLETED');
    expectDocumented('checkout_orders_v2', 'post', CAPTURE, captured);
    expectDocumented('checkout_orders_v2', 'get', ORDER, await api('get', `${ORDERS}/${id}`).expect(200));
    const twice = await api('post', `${ORDERS}/${id}/capture`).send({}).expect(422);
    expect(twice.body.details[0].issue).toBe('ORDER_ALREADY_CAPTURED');
    expectDocumented('checkout_orders_v2', 'post', CAPTURE, twice);
    expectDocumented('checkout_orders_v2', 'post', CAPTURE, await api('post', `${ORDERS}/5O190127TN364715T/capture`));

    const other = (await createdOrder()).body.id;
    await request(sim.url).post(`/__sim/orders/${other}/approve`).expect(200);
    const declined = await api('post', `${ORDERS}/${other}/capture`)
      .set('PayPal-Mock-Response', JSON.stringify({ mock_application_codes: 'INSTRUMENT_DECLINED' }))
      .send({})
      .expect(422);
    // PayPal-Mock-Response's decline keeps the simulator's own description, which the API's payments e2e spec quotes
    // word for word; the rest of the answer, its issue included, is as documented.
    const { description, ...declinedIssue } = declined.body.details[0];
    expect(description).toBe('Simulated INSTRUMENT_DECLINED (PayPal-Mock-Response).');
    expectDocumented('checkout_orders_v2', 'post', CAPTURE, {
      status: declined.status,
      body: { ...declined.body, details: [declinedIssue] },
    });
    const full = await api('post', `${ORDERS}/${other}/capture`).set('Prefer', 'return=representation').send({});
    expectDocumented('checkout_orders_v2', 'post', CAPTURE, full);
  });

  it('shows a captured payment (v2 captures), and answers an unknown one with 404', async () => {
    const { id } = (await createdOrder()).body;
    await request(sim.url).post(`/__sim/orders/${id}/approve`).expect(200);
    const captured = await api('post', `${ORDERS}/${id}/capture`).send({}).expect(201);
    const captureId = captured.body.purchase_units[0].payments.captures[0].id as string;
    const path = '/v2/payments/captures/{capture_id}';
    expectDocumented('payments_payment_v2', 'get', path, await api('get', `/v2/payments/captures/${captureId}`));
    expectDocumented('payments_payment_v2', 'get', path, await api('get', '/v2/payments/captures/0VF52814937998046'));
  });

  it('shows a monthly gift’s sale (v1 payments), and answers an unknown one as documented', async () => {
    const product = await api('post', '/v1/catalogs/products').send({ name: 'Monthly gift', type: 'SERVICE' });
    const plan = await api('post', '/v1/billing/plans').send(monthlyPlan(product.body.id, { value: '10.00' }));
    const created = await api('post', '/v1/billing/subscriptions').send({ plan_id: plan.body.id }).expect(201);
    await request(sim.url).post(`/__sim/subscriptions/${created.body.id}/approve`).send({}).expect(200);
    const sale = sim.store.subscriptions.get(created.body.id)?.sales[0];
    expect(sale).toBeDefined();
    const path = '/v1/payments/sale/{sale_id}';
    const shown = await api('get', `/v1/payments/sale/${sale?.id}`).expect(200);
    expect(shown.body.billing_agreement_id).toBe(created.body.id);
    expectDocumented('payments_payment_v1', 'get', path, shown);
    expectDocumented('payments_payment_v1', 'get', path, await api('get', '/v1/payments/sale/4RR959492F879224U'));
  });

  it('verifies a webhook’s signature, and refuses a request without one as documented', async () => {
    const path = '/v1/notifications/verify-webhook-signature';
    const event = { id: 'WH-1', event_type: 'PAYMENT.SALE.COMPLETED', resource: {} };
    const signed = {
      transmissionId: 'b2f1a3c0-1d2e-4f56-8a9b-0c1d2e3f4a5b',
      transmissionTime: new Date().toISOString(),
      webhookId: 'WH-ID',
      body: JSON.stringify(event),
    };
    const body = {
      auth_algo: 'SHA256withRSA',
      cert_url: 'https://api.sandbox.paypal.com/v1/notifications/certs/CERT-360caa42-fca2a594-1d93a270',
      transmission_id: signed.transmissionId,
      transmission_sig: webhookSignature(TEST_CONFIG.webhookSecret, signed),
      transmission_time: signed.transmissionTime,
      webhook_id: signed.webhookId,
      webhook_event: event,
    };
    const good = await api('post', path).send(body).expect(200);
    expect(good.body.verification_status).toBe('SUCCESS');
    expectDocumented('notifications_webhooks_v1', 'post', path, good);
    const forged = await api('post', path)
      .send({ ...body, transmission_sig: 'forged' })
      .expect(200);
    expect(forged.body.verification_status).toBe('FAILURE');
    expectDocumented('notifications_webhooks_v1', 'post', path, forged);
    const { webhook_event: _event, ...incomplete } = body;
    expectDocumented('notifications_webhooks_v1', 'post', path, await api('post', path).send(incomplete));
  });
});
