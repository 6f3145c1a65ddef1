import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { CheckoutPaymentIntent, OrdersController } from '@paypal/paypal-server-sdk';
import request from 'supertest';
import { readSimConfig } from './config';
import { listenSim } from './listen';
import { startSim, type RunningSim } from './test-sim';

const TEST_HOOKS = [
  ['POST', '/__sim/webhooks/sign'],
  ['POST', '/__sim/reset'],
  ['POST', '/__sim/captures/ANYCAPTURE0000000/status'],
  ['POST', '/__sim/subscriptions/I-ANYSUBSCRIPT/charge'],
  ['POST', '/__sim/sales/ANYSALE0000000000/state'],
  ['POST', '/__sim/subscriptions/I-ANYSUBSCRIPT/fail'],
  ['POST', '/__sim/subscriptions/I-ANYSUBSCRIPT/outage'],
  ['POST', '/__sim/clock/advance'],
  ['POST', '/__sim/clock/reset'],
] as const;

const event = { id: 'WH-1', event_type: 'PAYMENT.CAPTURE.COMPLETED', resource: { id: 'CAPTURE' } };

/** The simulator as `npm start` runs it: its variables read from an environment, on a free port. */
function simFrom(env: NodeJS.ProcessEnv): Promise<RunningSim> {
  return startSim({ ...readSimConfig(env), port: 0 });
}

describe('the simulator as npm start runs it (no PAYPAL_SIM_TEST_HOOKS)', () => {
  let sim: RunningSim;

  beforeAll(async () => {
    sim = await simFrom({});
  });
  afterAll(() => sim.close());

  it.each(TEST_HOOKS)(
    'answers %s %s with 404, so nobody who reaches it can sign webhooks or force states',
    async (_method, path) => {
      const response = await request(sim.url).post(path).send({ event, status: 'COMPLETED', state: 'completed' });
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ name: 'NOT_FOUND' });
    },
  );

  it('still serves the buyer: the checkout page, the browser SDK stand-in and its approve and read hooks', async () => {
    const { result: order } = await new OrdersController(sim.client()).createOrder({
      body: {
        intent: CheckoutPaymentIntent.Capture,
        purchaseUnits: [{ amount: { currencyCode: 'GBP', value: '10.00' } }],
      },
    });
    const id = order.id as string;
    expect((await request(sim.url).get(`/checkoutnow?token=${id}`)).status).toBe(200);
    expect((await request(sim.url).get('/sdk/js?client-id=sim-client-id&currency=GBP')).status).toBe(200);
    expect((await request(sim.url).post(`/__sim/orders/${id}/approve`)).body).toMatchObject({ id, status: 'APPROVED' });
    expect((await request(sim.url).get(`/__sim/orders/${id}`)).body).toMatchObject({ id, status: 'APPROVED' });
  });
});

describe('the simulator with PAYPAL_SIM_TEST_HOOKS=true', () => {
  let sim: RunningSim;

  beforeAll(async () => {
    sim = await simFrom({ PAYPAL_SIM_TEST_HOOKS: 'true' });
  });
  afterAll(() => sim.close());

  it('signs webhooks and resets its state', async () => {
    const signed = await request(sim.url).post('/__sim/webhooks/sign').send({ event });
    expect(signed.status).toBe(200);
    expect(signed.body).toMatchObject({
      body: JSON.stringify(event),
      headers: { 'paypal-auth-algo': 'SHA256withHMAC' },
    });
    expect((await request(sim.url).post('/__sim/reset')).status).toBe(204);
  });
});

describe('the address it listens on', () => {
  it('is loopback unless PAYPAL_SIM_HOST says otherwise', async () => {
    const server = listenSim({ ...readSimConfig({}), port: 0 });
    try {
      await once(server, 'listening');
      expect((server.address() as AddressInfo).address).toBe('127.0.0.1');
    } finally {
      server.close();
    }
  });
});
