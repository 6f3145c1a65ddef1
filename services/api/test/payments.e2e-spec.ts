import { OrdersController } from '@paypal/paypal-server-sdk';
import { startSim, TEST_CONFIG } from '@solar/paypal-simulator/testing';
import { CHARITY_EMAIL_NOTICE_VERSION, MAX_DONATION_AMOUNT, type ProjectResponse } from '@solar/shared-contracts';
import request from 'supertest';
import { PaypalGateway } from '../src/paypal/paypal.gateway';
import { countRows, driverName, oversizeJson, startTestApp, type TestApp, fromSite } from './test-app';
import { change, metricValue } from './support/metrics';
import { approveOrder, paypalConfigFor, startPaymentsTestApp, type PaymentsTestApp } from './test-paypal';
import { signUpAndConfirm } from './support/newsletter-sign-up';

type DonationRow = {
  id: number;
  projectId: number | null;
  amount: string | number;
  currency: string;
  paymentStatus: string;
  paymentMethod: string;
  paypalOrderId: string;
  paypalPaymentId: string | null;
  donorEmail: string | null;
  donorName: string | null;
  newsletterOptIn: number | boolean;
};

const order = (overrides: Record<string, unknown> = {}) => ({
  amount: 25,
  currency: 'GBP',
  intent: 'CAPTURE',
  projectId: 1,
  ...overrides,
});

describe(`PayPal setup and one-off donations (${driverName})`, () => {
  let t: PaymentsTestApp;

  beforeAll(async () => {
    t = await startPaymentsTestApp();
  });

  afterAll(async () => {
    await t?.close();
  });

  const createOrder = (body: unknown) =>
    fromSite(t.http)
      .post('/paypal/order')
      .send(body as object);
  const capture = (orderId: string) => fromSite(t.http).post(`/paypal/order/${orderId}/capture`);
  const donation = async (orderId: string): Promise<DonationRow> => {
    const [row] = await t.dataSource.query('SELECT * FROM donations WHERE paypalOrderId = ?', [orderId]);
    return row as DonationRow;
  };
  const project = async (id: number): Promise<ProjectResponse> =>
    (await request(t.http).get(`/api/projects/${id}`).expect(200)).body;
  const raisedOf = async (id: number) => (await project(id)).raisedAmount;
  /** Creates an order through the API and approves it at PayPal, as the donor would. */
  const approvedOrder = async (body: Record<string, unknown> = {}) => {
    const { body: created } = await createOrder(order(body)).expect(201);
    await approveOrder(t.sim, created.id);
    return created.id as string;
  };

  describe('GET /paypal/setup', () => {
    it('answers the client id, environment, the simulator’s SDK and its approval origin, never cached', async () => {
      const response = await request(t.http).get('/paypal/setup').expect(200).expect('Cache-Control', 'no-store');
      expect(response.body).toEqual({
        clientId: TEST_CONFIG.clientId,
        environment: 'sandbox',
        sdkBaseUrl: `${t.sim.url}/sdk/js`,
        approvalOrigin: t.sim.url,
      });
    });

    it('has no client-token route at GET /setup (nothing called it)', async () => {
      await request(t.http).get('/setup').expect(404);
    });
  });

  describe('POST /paypal/order', () => {
    it('creates the PayPal order from the validated amount and records one pending donation', async () => {
      const before = await countRows(t.dataSource, 'donations');
      const response = await createOrder(
        order({
          amount: 10.1,
          donorEmail: ' Amina@Example.ORG ',
          donorName: ' Amina Khan ',
          emailNoticeVersion: CHARITY_EMAIL_NOTICE_VERSION,
        }),
      ).expect(201);
      expect(response.body).toEqual({
        id: expect.stringMatching(/^[A-Z0-9]+$/),
        status: 'PAYER_ACTION_REQUIRED',
        links: expect.any(Array),
      });
      const { id, links } = response.body as { id: string; links: { href: string; rel: string; method?: string }[] };
      expect(links.find((link) => link.rel === 'payer-action')).toEqual({
        href: `${t.sim.url}/checkoutnow?token=${id}`,
        rel: 'payer-action',
        method: 'GET',
      });
      expect(links.some((link) => link.rel === 'approve')).toBe(false);
      for (const link of links)
        expect(link).toEqual({ href: expect.any(String), rel: expect.any(String), method: expect.any(String) });

      expect(await countRows(t.dataSource, 'donations')).toBe(before + 1);
      const row = await donation(id);
      expect(row).toMatchObject({
        projectId: 1,
        currency: 'GBP',
        paymentStatus: 'pending',
        paymentMethod: 'paypal',
        paypalPaymentId: null,
        donorEmail: 'amina@example.org',
        donorName: 'Amina Khan',
      });
      expect(Number(row.amount)).toBe(10.1);
      expect(Boolean(Number(row.newsletterOptIn))).toBe(true);

      const atPaypal = t.sim.store.orders.get(id);
      expect(atPaypal).toMatchObject({
        payerAction: true,
        returnUrl: 'http://localhost:4200/donate?success=true',
        cancelUrl: 'http://localhost:4200/donate?cancelled=true',
        context: {
          brand_name: 'From Sun to Sanctuary',
          shipping_preference: 'NO_SHIPPING',
          user_action: 'PAY_NOW',
          return_url: 'http://localhost:4200/donate?success=true',
          cancel_url: 'http://localhost:4200/donate?cancelled=true',
        },
      });
      expect(atPaypal?.purchaseUnits[0]).toMatchObject({
        reference_id: 'project-1',
        custom_id: expect.any(String),
        description: 'Donation to Orphanage Solar Initiative',
        amount: { currency_code: 'GBP', value: '10.10' },
      });
    });

    it('records a general donation without a project', async () => {
      const { body } = await createOrder({ amount: 50, currency: 'GBP', intent: 'capture' }).expect(201);
      expect(await donation(body.id)).toMatchObject({ projectId: null, donorEmail: null, donorName: null });
      expect(t.sim.store.orders.get(body.id)?.purchaseUnits[0]).toMatchObject({
        reference_id: 'general',
        description: 'Donation to From Sun to Sanctuary',
      });
    });

    it.each([
      ['zero', { amount: 0 }],
      ['below £1', { amount: 0.99 }],
      ['negative', { amount: -5 }],
      ['three decimals', { amount: 10.001 }],
      ['a string', { amount: '25' }],
      ['a huge number', { amount: 1e9 }],
      ['a penny over the maximum', { amount: MAX_DONATION_AMOUNT + 0.01 }],
      ['NaN sent as a string', { amount: 'NaN' }],
      ['Infinity sent as a string', { amount: 'Infinity' }],
      ['an object', { amount: { value: 25 } }],
      ['null', { amount: null }],
      ['missing', { amount: undefined }],
      ['currency USD', { currency: 'USD' }],
      ['intent AUTHORIZE', { intent: 'AUTHORIZE' }],
      ['an unknown field', { status: 'COMPLETED' }],
      ['projectId 0', { projectId: 0 }],
      ['projectId -1', { projectId: -1 }],
      ['projectId "x"', { projectId: 'x' }],
      ['an invalid email', { donorEmail: 'not-an-email' }],
      ['a name over 255', { donorName: 'a'.repeat(256) }],
    ])('refuses %s with 400 JSON, writing nothing and asking PayPal nothing', async (_name, overrides) => {
      const [rows, paypalOrders] = [await countRows(t.dataSource, 'donations'), t.sim.store.orders.size];
      const response = await createOrder(order(overrides))
        .expect(400)
        .expect('Content-Type', /application\/json/);
      expect(response.body).toMatchObject({ statusCode: 400, error: 'Bad Request', message: [expect.any(String)] });
      expect(await countRows(t.dataSource, 'donations')).toBe(rows);
      expect(t.sim.store.orders.size).toBe(paypalOrders);
    });

    it('answers 404 JSON for an unknown project, writing nothing', async () => {
      const rows = await countRows(t.dataSource, 'donations');
      const response = await createOrder(order({ projectId: 99 })).expect(404);
      expect(response.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'Project 99 was not found' });
      expect(await countRows(t.dataSource, 'donations')).toBe(rows);
    });

    it('passes PayPal’s refusal on as 422 JSON and writes no row', async () => {
      const orders = t.app.get(PaypalGateway).orders;
      const original = orders.createOrder.bind(orders);
      jest
        .spyOn(orders, 'createOrder')
        .mockImplementationOnce((args, options) =>
          original(
            { ...args, paypalMockResponse: JSON.stringify({ mock_application_codes: 'INSTRUMENT_DECLINED' }) },
            options,
          ),
        );
      const rows = await countRows(t.dataSource, 'donations');
      const response = await createOrder(order()).expect(422);
      expect(response.body).toEqual({
        statusCode: 422,
        error: 'INSTRUMENT_DECLINED',
        message: 'Could not create the PayPal order: Simulated INSTRUMENT_DECLINED (PayPal-Mock-Response).',
      });
      expect(await countRows(t.dataSource, 'donations')).toBe(rows);
    });

    it('refuses a body over 100 KB with 413 JSON', async () => {
      const response = await fromSite(t.http)
        .post('/paypal/order')
        .set('Content-Type', 'application/json')
        .send(oversizeJson(order()))
        .expect(413);
      expect(response.body).toEqual({
        statusCode: 413,
        error: 'Payload Too Large',
        message: 'Request body is larger than 100 KB',
      });
    });
  });

  describe('POST /paypal/order/:orderId/capture', () => {
    it('answers 422 before the donor approved, and the donation stays pending', async () => {
      const { body } = await createOrder(order()).expect(201);
      const response = await capture(body.id).expect(422);
      expect(response.body).toMatchObject({
        statusCode: 422,
        error: 'ORDER_NOT_APPROVED',
        message: expect.stringMatching(/^Could not capture the PayPal order: Payer has not yet approved/),
      });
      expect(await donation(body.id)).toMatchObject({ paymentStatus: 'pending', paypalPaymentId: null });
    });

    it('captures an approved order, completes the donation, credits the project once and subscribes the donor', async () => {
      const before = await project(1);
      const orderId = await approvedOrder({
        amount: 25.5,
        donorEmail: 'Donor@Example.org',
        donorName: 'Bilal Ahmed Khan',
        emailNoticeVersion: CHARITY_EMAIL_NOTICE_VERSION,
      });
      const captured = () => metricValue('api_payments_total', { kind: 'one_off', outcome: 'captured' });
      const capturedBefore = await captured();
      const response = await capture(orderId).expect(200);
      expect(response.body).toEqual({
        id: orderId,
        status: 'COMPLETED',
        captureId: expect.stringMatching(/^[A-Z0-9]+$/),
        amount: 25.5,
        currency: 'GBP',
        projectId: 1,
      });
      // The answer names what it changed, and marks the donor's browser for the project's page (decision 071).
      expect(response.headers['x-changed-keys']).toBe('project:1');
      expect(response.headers['set-cookie']).toEqual([
        'solar_gave=1; Max-Age=65; Path=/projects; HttpOnly; SameSite=Lax',
      ]);

      expect(await donation(orderId)).toMatchObject({
        paymentStatus: 'completed',
        paypalPaymentId: response.body.captureId,
      });
      const after = await project(1);
      expect(after.raisedAmount).toBe(before.raisedAmount + 25.5);
      expect(after.progressPercentage).toBe(Math.round(((before.raisedAmount + 25.5) / after.targetAmount) * 100));
      const [subscriber] = await t.dataSource.query('SELECT * FROM newsletters WHERE email = ?', ['donor@example.org']);
      expect(subscriber).toMatchObject({ subscriptionSource: 'donation', firstName: 'Bilal' });
      const [raised] = await t.dataSource.query('SELECT raised FROM projects WHERE id = 1');
      expect(Number(raised.raised)).toBe(before.raisedAmount + 25.5);

      // A second capture (a retry, another tab) answers the same without asking PayPal, and moves nothing.
      const captureSpy = jest.spyOn(t.app.get(PaypalGateway).orders, 'captureOrder');
      expect((await capture(orderId).expect(200)).body).toEqual(response.body);
      expect(captureSpy).not.toHaveBeenCalled();
      captureSpy.mockRestore();
      expect(await raisedOf(1)).toBe(before.raisedAmount + 25.5);
      // One payment captured for the operator's metrics (decision 074), however often it is asked for.
      expect((await captured()) - capturedBefore).toBe(1);
      expect(await change(captured, () => capture(orderId).expect(200))).toBe(0);
    });

    it('records no email basis for a gift whose form showed no email notice', async () => {
      const orderId = await approvedOrder({ donorEmail: 'quiet@example.org' });
      await capture(orderId).expect(200);
      expect(await countRows(t.dataSource, 'newsletters', 'email = ?', ['quiet@example.org'])).toBe(0);
    });

    it('keeps an existing newsletter subscriber as they are', async () => {
      await signUpAndConfirm(t, 'fan@example.org');
      const orderId = await approvedOrder({
        donorEmail: 'fan@example.org',
        emailNoticeVersion: CHARITY_EMAIL_NOTICE_VERSION,
      });
      await capture(orderId)
        .expect(200)
        .expect((r) => expect(r.body.status).toBe('COMPLETED'));
      const [subscriber] = await t.dataSource.query('SELECT subscriptionSource FROM newsletters WHERE email = ?', [
        'fan@example.org',
      ]);
      expect(subscriber.subscriptionSource).toBe('website');
    });

    it('moves the raised amount once for five parallel captures of one order', async () => {
      const before = await raisedOf(2);
      const orderId = await approvedOrder({ projectId: 2, amount: 40 });
      const responses = await Promise.all(Array.from({ length: 5 }, () => capture(orderId)));
      expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
      const captureIds = new Set(responses.map((r) => r.body.captureId));
      expect(captureIds.size).toBe(1);
      for (const r of responses)
        expect(r.body).toMatchObject({ id: orderId, status: 'COMPLETED', amount: 40, projectId: 2 });
      expect(await raisedOf(2)).toBe(before + 40);
      expect(
        await countRows(t.dataSource, 'donations', 'paypalOrderId = ? AND paymentStatus = ?', [orderId, 'completed']),
      ).toBe(1);
    });

    it('completes an order PayPal had already captured, using that capture', async () => {
      const before = await raisedOf(3);
      const orderId = await approvedOrder({ projectId: 3, amount: 15 });
      const direct = await new OrdersController(t.sim.client()).captureOrder({
        id: orderId,
        paypalRequestId: 'elsewhere',
      });
      const captureId = direct.result.purchaseUnits?.[0]?.payments?.captures?.[0]?.id;
      const response = await capture(orderId).expect(200);
      expect(response.body).toMatchObject({ status: 'COMPLETED', captureId, amount: 15, projectId: 3 });
      expect(await raisedOf(3)).toBe(before + 15);
    });

    it('moves no project for a general donation', async () => {
      const projectsBefore = (await request(t.http).get('/api/projects').expect(200)).body;
      const orderId = await approvedOrder({ projectId: null, amount: 100 });
      const response = await capture(orderId).expect(200);
      expect(response.body).toMatchObject({ status: 'COMPLETED', amount: 100, projectId: null });
      expect((await request(t.http).get('/api/projects').expect(200)).body).toEqual(projectsBefore);
      expect(await donation(orderId)).toMatchObject({ paymentStatus: 'completed' });
    });

    it('credits no project when PayPal captured another amount than the order’s, leaving the donation pending', async () => {
      const before = await raisedOf(4);
      const orderId = await approvedOrder({ projectId: 4, amount: 20 });
      // The row no longer matches what PayPal will capture (as if either side were tampered with).
      await t.dataSource.query('UPDATE donations SET amount = 30 WHERE paypalOrderId = ?', [orderId]);
      const response = await capture(orderId).expect(200);
      expect(response.body).toMatchObject({
        id: orderId,
        status: 'COMPLETED',
        amount: 20,
        currency: 'GBP',
        projectId: 4,
      });
      expect(await donation(orderId)).toMatchObject({ paymentStatus: 'pending', paypalPaymentId: null });
      expect(await raisedOf(4)).toBe(before);
    });

    it('answers 404 JSON for an order the API never created', async () => {
      const response = await capture('UNKNOWN123').expect(404);
      expect(response.body).toEqual({
        statusCode: 404,
        error: 'Not Found',
        message: 'PayPal order UNKNOWN123 was not found',
      });
    });

    it.each(['abc', 'A'.repeat(37), 'ORDER_1', 'A%20B'])(
      'answers 400 JSON for the malformed order id %p',
      async (orderId) => {
        const response = await capture(orderId).expect(400);
        expect(response.body).toEqual({
          statusCode: 400,
          error: 'Bad Request',
          message: 'orderId must be 1 to 36 capital letters, digits or hyphens',
        });
      },
    );
  });
});

describe(`PayPal endpoints without PayPal (${driverName})`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });

  afterAll(async () => {
    await t?.close();
  });

  it.each(['/paypal/setup'])('GET %s answers 503 JSON with an error field', async (path) => {
    const response = await request(t.http)
      .get(path)
      .expect(503)
      .expect('Content-Type', /application\/json/)
      .expect('Cache-Control', 'no-store');
    expect(response.body).toEqual({
      statusCode: 503,
      error: 'PayPal is not configured',
      message: expect.stringContaining('bank transfer'),
    });
  });

  it('POST /paypal/order answers 503 and writes nothing', async () => {
    const response = await fromSite(t.http).post('/paypal/order').send(order()).expect(503);
    expect(response.body.error).toBe('PayPal is not configured');
    expect(await countRows(t.dataSource, 'donations')).toBe(0);
  });
});

describe(`PayPal failing (${driverName})`, () => {
  it('answers 502 JSON and writes nothing when PayPal refuses our credentials', async () => {
    const sim = await startSim();
    const t = await startTestApp({ paypal: paypalConfigFor(sim, { clientSecret: 'wrong-secret' }) });
    try {
      const created = await fromSite(t.http).post('/paypal/order').send(order()).expect(502);
      expect(created.body).toEqual({
        statusCode: 502,
        error: 'PayPal refused the request',
        message: 'Could not create the PayPal order: PayPal answered 401.',
      });
      expect(await countRows(t.dataSource, 'donations')).toBe(0);
    } finally {
      await t.close();
      await sim.close();
    }
  });

  it('answers 502 JSON and writes nothing when PayPal does not answer', async () => {
    const sim = await startSim();
    const t = await startTestApp({ paypal: paypalConfigFor(sim) });
    await sim.close();
    try {
      const response = await fromSite(t.http).post('/paypal/order').send(order()).expect(502);
      expect(response.body).toEqual({
        statusCode: 502,
        error: 'PayPal could not be reached',
        message: 'Could not create the PayPal order: PayPal did not answer.',
      });
      expect(await countRows(t.dataSource, 'donations')).toBe(0);
    } finally {
      await t.close();
    }
  });

  it('limits POST /paypal/order per client with 429', async () => {
    const sim = await startSim();
    const t = await startTestApp({ rateLimitPerMinute: 2, paypal: paypalConfigFor(sim) });
    // 30 s into a fixed one-minute window, so the three requests share it.
    jest.spyOn(Date, 'now').mockReturnValue(Math.floor(Date.now() / 60_000) * 60_000 + 30_000);
    try {
      const post = () => fromSite(t.http).post('/paypal/order').set('X-Forwarded-For', '203.0.113.9').send(order());
      await post().expect(201);
      await post().expect(201);
      const response = await post().expect(429);
      expect(response.body).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
      expect(await countRows(t.dataSource, 'donations')).toBe(2);
    } finally {
      jest.restoreAllMocks();
      await t.close();
      await sim.close();
    }
  });
});
