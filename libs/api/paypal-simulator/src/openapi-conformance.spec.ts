import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import request from 'supertest';
import { accessToken, monthlyPlan, startSim, type RunningSim } from './test-sim';

type Json = Record<string, unknown>;

/** PayPal's Subscriptions v1 document (openapi/README.md), with each schema reachable by `#/components/schemas/…`. */
const DOCUMENT = JSON.parse(
  readFileSync(join(__dirname, '..', 'openapi', 'billing_subscriptions_v1.json'), 'utf8'),
) as Json;

function validatorFor(schema: string) {
  // OpenAPI 3.0 keywords Ajv does not know (nullable, example…) are annotations here; formats are PayPal's own names;
  // PayPal's e-mail pattern is a plain (non-Unicode) regular expression.
  const ajv = new Ajv({ strict: false, validateFormats: false, allErrors: true, unicodeRegExp: false });
  ajv.addSchema({ ...DOCUMENT, $id: 'paypal-subscriptions' });
  return ajv.getSchema(`paypal-subscriptions#/components/schemas/${schema}`) as ReturnType<Ajv['compile']>;
}

function expectValid(schema: string, answer: unknown) {
  const validate = validatorFor(schema);
  const valid = validate(answer);
  expect({ schema, errors: valid ? [] : validate.errors }).toEqual({ schema, errors: [] });
}

/** The issue names an operation's 422 lists in PayPal's document, e.g. subscriptions.capture-422. */
function listedIssues(operation: string): string[] {
  const schemas = (DOCUMENT['components'] as Json)['schemas'] as Json;
  const details = ((schemas[`${operation}-422`] as Json)['properties'] as Json)['details'] as Json;
  return ((details['items'] as Json)['anyOf'] as Json[]).map((item) => String(item['title']));
}

describe('the simulator’s subscription answers validate against PayPal’s OpenAPI document', () => {
  let sim: RunningSim;
  let token: string;
  let planId: string;
  const api = (method: 'get' | 'post', path: string) =>
    request(sim.url)[method](path).set('Authorization', `Bearer ${token}`);

  async function subscription(failWith?: string): Promise<string> {
    const created = await api('post', '/v1/billing/subscriptions')
      .send({
        plan_id: planId,
        plan: {
          billing_cycles: [{ sequence: 1, pricing_scheme: { fixed_price: { currency_code: 'GBP', value: '10.00' } } }],
          payment_preferences: { auto_bill_outstanding: false, payment_failure_threshold: 1 },
        },
      })
      .expect(201);
    expectValid('subscription', created.body);
    await request(sim.url)
      .post(`/__sim/subscriptions/${created.body.id}/approve`)
      .send(failWith ? { fail_with: failWith } : {})
      .expect(200);
    return created.body.id as string;
  }

  beforeAll(async () => {
    sim = await startSim();
    token = await accessToken(sim);
    const product = await api('post', '/v1/catalogs/products').send({ name: 'Monthly gift', type: 'SERVICE' });
    const plan = await api('post', '/v1/billing/plans').send(monthlyPlan(product.body.id)).expect(201);
    expectValid('plan', plan.body);
    planId = plan.body.id;
  });
  afterAll(() => sim.close());

  it('refuses answers PayPal’s document does not allow, so a pass means something', () => {
    expect(validatorFor('transaction')({ status: 'COMPLETED' })).toBe(false);
    expect(validatorFor('subscription')({ id: 'I-X', status: 'PAUSED' })).toBe(false);
    expect(
      validatorFor('subscription')({
        id: 'I-ABCDEFGHJKLM',
        status: 'ACTIVE',
        billing_info: { outstanding_balance: { currency_code: 'GBP', value: '0.00' }, failed_payments_count: -1 },
      }),
    ).toBe(false);
  });

  it('an active subscription, its first payment taken', async () => {
    const id = await subscription();
    expectValid('subscription', (await api('get', `/v1/billing/subscriptions/${id}`)).body);
  });

  it('a subscription whose payments fail, then suspended with a balance owed, and its capture', async () => {
    const id = await subscription('PAYMENT_DENIED');
    const failing = (await api('get', `/v1/billing/subscriptions/${id}`)).body;
    expect(failing.billing_info.last_failed_payment.next_payment_retry_time).toBeDefined();
    expectValid('subscription', failing);
    await request(sim.url).post('/__sim/clock/advance').send({ days: 11 }).expect(200);
    const suspended = (await api('get', `/v1/billing/subscriptions/${id}`)).body;
    expect(suspended.status).toBe('SUSPENDED');
    expectValid('subscription', suspended);

    const body = { note: 'Asked by the donor', capture_type: 'OUTSTANDING_BALANCE' };
    const tooMuch = await api('post', `/v1/billing/subscriptions/${id}/capture`)
      .send({ ...body, amount: { currency_code: 'GBP', value: '99.00' } })
      .expect(422);
    expectValid('error_422', tooMuch.body);
    expect(listedIssues('subscriptions.capture')).toContain(tooMuch.body.details[0].issue);

    await request(sim.url).post(`/__sim/subscriptions/${id}/payment-method`).expect(200);
    const taken = await api('post', `/v1/billing/subscriptions/${id}/capture`)
      .send({ ...body, amount: { currency_code: 'GBP', value: '10.00' } })
      .expect(200);
    expectValid('transaction', taken.body);

    const none = await api('post', `/v1/billing/subscriptions/${id}/capture`)
      .send({ ...body, amount: { currency_code: 'GBP', value: '10.00' } })
      .expect(422);
    expect(listedIssues('subscriptions.capture')).toContain(none.body.details[0].issue);
  });
});
