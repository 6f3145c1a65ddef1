import { accessToken, startSim, TEST_CONFIG, type RunningSim } from './test-sim';
import { crc32, webhookSignature } from './webhook-signature';

const event = {
  id: 'WH-7YX49823S2290830K-0JE13296W68552352',
  event_type: 'PAYMENT.CAPTURE.COMPLETED',
  resource_type: 'capture',
  resource: { id: '2GG279541U471931P', status: 'COMPLETED', amount: { currency_code: 'GBP', value: '25.00' } },
};

type Signed = { body: string; webhook_id: string; headers: Record<string, string> };

describe('webhook signatures', () => {
  let sim: RunningSim;
  let token: string;

  beforeAll(async () => {
    sim = await startSim();
    token = await accessToken(sim);
  });
  afterAll(() => sim.close());

  async function sign(): Promise<Signed> {
    const response = await fetch(`${sim.url}/__sim/webhooks/sign`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ event, webhook_id: 'WH-SITE' }),
    });
    return (await response.json()) as Signed;
  }

  async function verify(signed: Signed, overrides: Record<string, unknown> = {}) {
    const response = await fetch(`${sim.url}/v1/notifications/verify-webhook-signature`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        auth_algo: signed.headers['paypal-auth-algo'],
        cert_url: signed.headers['paypal-cert-url'],
        transmission_id: signed.headers['paypal-transmission-id'],
        transmission_sig: signed.headers['paypal-transmission-sig'],
        transmission_time: signed.headers['paypal-transmission-time'],
        webhook_id: signed.webhook_id,
        webhook_event: JSON.parse(signed.body),
        ...overrides,
      }),
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { verification_status: string }).verification_status;
  }

  it('computes the standard CRC-32', () => {
    expect(crc32('123456789')).toBe(0xcbf43926);
  });

  it('signs transmission id, time, webhook id and the body checksum with HMAC-SHA256', async () => {
    const signed = await sign();
    expect(signed.body).toBe(JSON.stringify(event));
    expect(signed.headers['paypal-transmission-sig']).toBe(
      webhookSignature(TEST_CONFIG.webhookSecret, {
        transmissionId: signed.headers['paypal-transmission-id'],
        transmissionTime: signed.headers['paypal-transmission-time'],
        webhookId: 'WH-SITE',
        body: signed.body,
      }),
    );
  });

  it('answers SUCCESS for an untouched event and FAILURE for any change', async () => {
    const signed = await sign();
    expect(await verify(signed)).toBe('SUCCESS');
    expect(await verify(signed, { webhook_id: 'WH-OTHER' })).toBe('FAILURE');
    expect(await verify(signed, { webhook_event: { ...event, event_type: 'PAYMENT.CAPTURE.DENIED' } })).toBe('FAILURE');
    expect(await verify(signed, { transmission_sig: 'forged' })).toBe('FAILURE');
  });

  it('needs a bearer token, as PayPal does', async () => {
    const response = await fetch(`${sim.url}/v1/notifications/verify-webhook-signature`, { method: 'POST' });
    expect(response.status).toBe(401);
  });
});
