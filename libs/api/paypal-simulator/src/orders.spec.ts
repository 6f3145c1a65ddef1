import {
  ApiError,
  CaptureStatus,
  CheckoutPaymentIntent,
  CustomError,
  OrdersController,
  OrderStatus,
  PaymentsController,
  PaypalExperienceUserAction,
  PaypalWalletContextShippingPreference,
} from '@paypal/paypal-server-sdk';
import { accessToken, startSim, type RunningSim } from './test-sim';

const donation = {
  intent: CheckoutPaymentIntent.Capture,
  purchaseUnits: [{ amount: { currencyCode: 'GBP', value: '25.00' }, customId: 'project-7', referenceId: 'donation' }],
};

function issueOf(error: unknown): string | undefined {
  const result = (error as ApiError<{ details?: { issue: string }[] }>).result;
  return result?.details?.[0]?.issue;
}

describe('orders through the real PayPal server SDK', () => {
  let sim: RunningSim;
  let orders: OrdersController;

  beforeAll(async () => {
    sim = await startSim();
    orders = new OrdersController(sim.client());
  });
  afterAll(() => sim.close());

  it('issues an OAuth token to the configured client and refuses other credentials', async () => {
    const token = await sim.client().clientCredentialsAuthManager.fetchToken();
    expect(token.tokenType).toBe('Bearer');
    expect(token.accessToken).toMatch(/^A21AA\.sim\./);
    expect(token.expiresIn).toBe(BigInt(32_400));

    const clientToken = await sim
      .client()
      .clientCredentialsAuthManager.fetchToken({ response_type: 'client_token', 'domains[]': 'localhost' });
    expect(clientToken.accessToken).toMatch(/^sim-client-token-/);

    await expect(sim.client('wrong-secret').clientCredentialsAuthManager.fetchToken()).rejects.toMatchObject({
      statusCode: 401,
      result: { error: 'invalid_client' },
    });
  });

  it('creates an order (201) and replays it for the same PayPal-Request-Id (200)', async () => {
    const created = await orders.createOrder({ body: donation, paypalRequestId: 'create-1' });
    expect(created.statusCode).toBe(201);
    expect(created.result.status).toBe(OrderStatus.Created);
    const rels = created.result.links?.map((link) => [link.rel, link.method]);
    expect(rels).toEqual([
      ['self', 'GET'],
      ['approve', 'GET'],
      ['update', 'PATCH'],
      ['capture', 'POST'],
    ]);
    const approve = created.result.links?.find((link) => link.rel === 'approve')?.href;
    expect(approve).toBe(`${sim.url}/checkoutnow?token=${created.result.id}`);

    const replay = await orders.createOrder({ body: donation, paypalRequestId: 'create-1' });
    expect(replay.statusCode).toBe(200);
    expect(replay.result.id).toBe(created.result.id);
    expect(JSON.parse(replay.body as string)).toEqual(JSON.parse(created.body as string));
  });

  it('answers PAYER_ACTION_REQUIRED with a payer-action link when an experience context is given', async () => {
    const created = await orders.createOrder({
      body: {
        ...donation,
        paymentSource: {
          paypal: {
            experienceContext: {
              brandName: 'From Sun to Sanctuary',
              shippingPreference: PaypalWalletContextShippingPreference.NoShipping,
              userAction: PaypalExperienceUserAction.PayNow,
              returnUrl: 'http://localhost:4200/thanks',
              cancelUrl: 'http://localhost:4200/donate',
            },
          },
        },
      },
    });
    const id = created.result.id as string;
    expect(created.statusCode).toBe(201);
    expect(created.result.status).toBe(OrderStatus.PayerActionRequired);
    expect(created.result.links?.map((link) => [link.rel, link.method])).toEqual([
      ['self', 'GET'],
      ['payer-action', 'GET'],
    ]);
    expect(created.result.links?.[1]?.href).toBe(`${sim.url}/checkoutnow?token=${id}`);
    expect(sim.store.orders.get(id)).toMatchObject({
      returnUrl: 'http://localhost:4200/thanks',
      cancelUrl: 'http://localhost:4200/donate',
      context: { brand_name: 'From Sun to Sanctuary', shipping_preference: 'NO_SHIPPING', user_action: 'PAY_NOW' },
    });
    expect((await orders.getOrder({ id })).result.status).toBe(OrderStatus.PayerActionRequired);

    const early = await orders.captureOrder({ id }).catch((caught: unknown) => caught);
    expect(issueOf(early)).toBe('ORDER_NOT_APPROVED');
    const approved = await fetch(`${sim.url}/checkoutnow/${id}/approve`, { method: 'POST', redirect: 'manual' });
    expect(approved.status).toBe(303);
    expect(new URL(approved.headers.get('location') as string).searchParams.get('token')).toBe(id);
    expect((await orders.getOrder({ id })).result.status).toBe(OrderStatus.Approved);
    expect((await orders.captureOrder({ id })).result.status).toBe(OrderStatus.Completed);
  });

  it('answers CREATED with an approve link, and no payer-action, for the deprecated application_context', async () => {
    const created = await orders.createOrder({
      body: { ...donation, applicationContext: { returnUrl: 'http://localhost:4200/thanks' } },
    });
    expect(created.result.status).toBe(OrderStatus.Created);
    const rels = created.result.links?.map((link) => link.rel);
    expect(rels).toContain('approve');
    expect(rels).not.toContain('payer-action');
    expect(sim.store.orders.get(created.result.id as string)?.context).toEqual({
      return_url: 'http://localhost:4200/thanks',
    });
  });

  it('refuses amounts without two decimals as PayPal does, with a 422 the SDK raises', async () => {
    const error = await orders
      .createOrder({ body: { ...donation, purchaseUnits: [{ amount: { currencyCode: 'GBP', value: '25' } }] } })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CustomError);
    expect((error as CustomError).statusCode).toBe(422);
    expect(issueOf(error)).toBe('DECIMAL_PRECISION');
  });

  it('captures only after approval, once, and replays a capture for the same request id', async () => {
    const { result: order } = await orders.createOrder({ body: donation, paypalRequestId: 'create-2' });
    const id = order.id as string;

    const early = await orders
      .captureOrder({ id, paypalRequestId: 'capture-early' })
      .catch((caught: unknown) => caught);
    expect(early).toBeInstanceOf(CustomError);
    expect((early as CustomError).statusCode).toBe(422);
    expect(issueOf(early)).toBe('ORDER_NOT_APPROVED');
    expect((early as CustomError).result).toMatchObject({
      name: 'UNPROCESSABLE_ENTITY',
      debug_id: (early as CustomError).headers['paypal-debug-id'],
    });

    const approved = await fetch(`${sim.url}/__sim/orders/${id}/approve`, { method: 'POST' });
    expect(approved.status).toBe(200);
    const { payer_id: payerId } = (await approved.json()) as { payer_id: string };

    const captured = await orders.captureOrder({ id, paypalRequestId: 'capture-1' });
    expect(captured.statusCode).toBe(201);
    expect(captured.result.status).toBe(OrderStatus.Completed);
    const capture = captured.result.purchaseUnits?.[0]?.payments?.captures?.[0];
    expect(capture).toMatchObject({
      status: 'COMPLETED',
      amount: { currencyCode: 'GBP', value: '25.00' },
      finalCapture: true,
      customId: 'project-7',
    });
    expect(capture?.createTime).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(captured.result.paymentSource?.paypal?.accountId).toBe(payerId);
    expect(captured.result.payer?.payerId).toBe(payerId);
    expect(captured.result.purchaseUnits?.[0]?.referenceId).toBe('donation');

    const replay = await orders.captureOrder({ id, paypalRequestId: 'capture-1' });
    expect(replay.statusCode).toBe(200);
    expect(replay.body).toBe(captured.body);

    const again = await orders.captureOrder({ id, paypalRequestId: 'capture-2' }).catch((caught: unknown) => caught);
    expect((again as CustomError).statusCode).toBe(422);
    expect(issueOf(again)).toBe('ORDER_ALREADY_CAPTURED');

    const read = await orders.getOrder({ id });
    expect(read.result.status).toBe(OrderStatus.Completed);
    expect(read.result.purchaseUnits?.[0]?.payments?.captures?.[0]?.id).toBe(capture?.id);
  });

  it('answers a capture read with its status, amount and order, and a test hook moves its status as PayPal would later', async () => {
    const payments = new PaymentsController(sim.client());
    const { result: order } = await orders.createOrder({ body: donation });
    const id = order.id as string;
    await fetch(`${sim.url}/__sim/orders/${id}/approve`, { method: 'POST' });
    const captureId = (await orders.captureOrder({ id })).result.purchaseUnits?.[0]?.payments?.captures?.[0]
      ?.id as string;

    const read = await payments.getCapturedPayment({ captureId });
    expect(read.result).toMatchObject({
      id: captureId,
      status: CaptureStatus.Completed,
      amount: { currencyCode: 'GBP', value: '25.00' },
      supplementaryData: { relatedIds: { orderId: id } },
    });

    const forced = await fetch(`${sim.url}/__sim/captures/${captureId}/status`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ status: 'REFUNDED' }),
    });
    expect(forced.status).toBe(200);
    expect((await payments.getCapturedPayment({ captureId })).result.status).toBe(CaptureStatus.Refunded);
    expect((await orders.getOrder({ id })).result.purchaseUnits?.[0]?.payments?.captures?.[0]?.status).toBe(
      CaptureStatus.Refunded,
    );

    const refused = await fetch(`${sim.url}/__sim/captures/${captureId}/status`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ status: 'REVERSED' }),
    });
    expect(refused.status).toBe(400);
    const missing = await payments
      .getCapturedPayment({ captureId: 'NOSUCHCAPTURE0000' })
      .catch((caught: unknown) => caught);
    expect((missing as ApiError).statusCode).toBe(404);
  });

  it('answers 404 RESOURCE_NOT_FOUND for an unknown order', async () => {
    const error = await orders.getOrder({ id: 'NOSUCHORDER000000' }).catch((caught: unknown) => caught);
    expect((error as CustomError).statusCode).toBe(404);
    expect((error as CustomError).result).toMatchObject({ name: 'RESOURCE_NOT_FOUND' });
  });

  it('declines a capture on request through PayPal-Mock-Response', async () => {
    const { result: order } = await orders.createOrder({ body: donation });
    await fetch(`${sim.url}/__sim/orders/${order.id}/approve`, { method: 'POST' });
    const error = await orders
      .captureOrder({
        id: order.id as string,
        paypalMockResponse: JSON.stringify({ mock_application_codes: 'INSTRUMENT_DECLINED' }),
      })
      .catch((caught: unknown) => caught);
    expect(issueOf(error)).toBe('INSTRUMENT_DECLINED');
  });

  it('rejects REST calls without a token it issued', async () => {
    const response = await fetch(`${sim.url}/v2/checkout/orders`, {
      method: 'POST',
      headers: { Authorization: 'Bearer forged' },
    });
    expect(response.status).toBe(401);
    const generate = await fetch(`${sim.url}/v1/identity/generate-token`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${await accessToken(sim)}` },
    });
    expect(await generate.json()).toEqual({
      client_token: expect.stringMatching(/^sim-client-token-/),
      expires_in: 3600,
    });
  });
});
