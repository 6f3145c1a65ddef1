import request from 'supertest';
import { expectDocumented, schemaValidator } from './openapi-documents.testing';
import { accessToken, monthlyPlan, startSim, type RunningSim } from './test-sim';

const SUBSCRIPTIONS = 'billing_subscriptions_v1';
const REVISE = '/v1/billing/subscriptions/{id}/revise';

/**
 * The rest of what the site asks of PayPal for monthly gifts (services/api monthly-plan.service.ts,
 * subscriptions.service.ts, monthly-gift-manage.service.ts, erasure-monthly-gifts.ts): the product and plan it makes
 * when PAYPAL_PLAN_ID is unset, a revise of the amount, and a suspend, activate or cancel, with the errors each
 * operation lists. Subscriptions, their capture, orders, captures, sales and webhook verification are in the other
 * openapi-*.spec.ts files.
 */
describe('the simulator’s product, plan and subscription-change answers validate against PayPal’s OpenAPI documents', () => {
  let sim: RunningSim;
  let token: string;
  let planId: string;
  const api = (method: 'get' | 'post', path: string) =>
    request(sim.url)[method](path).set('Authorization', `Bearer ${token}`);

  /** A £10 monthly gift as the site creates it, approved by the buyer (PayPal-funded unless `card`). */
  async function activeGift(card = false): Promise<string> {
    const created = await api('post', '/v1/billing/subscriptions')
      .send({
        plan_id: planId,
        plan: {
          billing_cycles: [{ sequence: 1, pricing_scheme: { fixed_price: { currency_code: 'GBP', value: '10.00' } } }],
          payment_preferences: { auto_bill_outstanding: false, payment_failure_threshold: 3 },
        },
      })
      .expect(201);
    await request(sim.url)
      .post(`/__sim/subscriptions/${created.body.id}/approve`)
      .send(card ? { funding_source: 'card' } : {})
      .expect(200);
    return created.body.id as string;
  }

  beforeAll(async () => {
    sim = await startSim();
    token = await accessToken(sim);
  });
  afterAll(() => sim.close());

  it('creates the monthly gift’s product (catalog products v1), as the site sends it', async () => {
    const product = await api('post', '/v1/catalogs/products')
      .set('PayPal-Request-Id', 'solar-monthly-gift-product')
      .send({ name: 'Monthly gift', type: 'SERVICE', category: 'CHARITY' })
      .expect(201);
    expectDocumented('catalogs_products_v1', 'post', '/v1/catalogs/products', product);
    const again = await api('post', '/v1/catalogs/products')
      .set('PayPal-Request-Id', 'solar-monthly-gift-product')
      .send({ name: 'Monthly gift', type: 'SERVICE', category: 'CHARITY' })
      .expect(200);
    expect(again.body.id).toBe(product.body.id);
    expectDocumented('catalogs_products_v1', 'post', '/v1/catalogs/products', again);

    const plan = await api('post', '/v1/billing/plans')
      .set('Prefer', 'return=representation')
      .send({ ...monthlyPlan(product.body.id), name: 'Monthly gift (GBP)', status: 'ACTIVE' })
      .expect(201);
    expectDocumented(SUBSCRIPTIONS, 'post', '/v1/billing/plans', plan);
    planId = plan.body.id as string;
    expectDocumented(SUBSCRIPTIONS, 'get', '/v1/billing/plans/{id}', await api('get', `/v1/billing/plans/${planId}`));
    // The site activates a plan only when PayPal answers one not active yet (a replayed creation).
    const created = await api('post', '/v1/billing/plans')
      .send({ ...plan.body, id: undefined, links: undefined, status: 'CREATED' })
      .expect(201);
    expect(created.body.status).toBe('CREATED');
    const activatePath = '/v1/billing/plans/{id}/activate';
    expect((await api('post', `/v1/billing/plans/${created.body.id}/activate`).send({})).status).toBe(204);
    const twice = await api('post', `/v1/billing/plans/${created.body.id}/activate`).send({}).expect(422);
    expectDocumented(SUBSCRIPTIONS, 'post', activatePath, twice);
  });

  it('revises a gift’s amount (an approve link for a PayPal-funded gift, none for a card), and refuses one ended', async () => {
    const revision = {
      plan_id: planId,
      plan: {
        billing_cycles: [{ sequence: 1, pricing_scheme: { fixed_price: { currency_code: 'GBP', value: '15.00' } } }],
      },
      application_context: {
        brand_name: 'From Sun to Sanctuary',
        shipping_preference: 'NO_SHIPPING',
        return_url: 'http://localhost:4200/donate/manage?approval=approved',
        cancel_url: 'http://localhost:4200/donate/manage?approval=cancelled',
      },
    };
    const paypalFunded = await activeGift();
    const revised = await api('post', `/v1/billing/subscriptions/${paypalFunded}/revise`).send(revision).expect(200);
    expect(revised.body.links.map((link: { rel: string }) => link.rel)).toContain('approve');
    expectDocumented(SUBSCRIPTIONS, 'post', REVISE, revised);
    const byCard = await api('post', `/v1/billing/subscriptions/${await activeGift(true)}/revise`)
      .send(revision)
      .expect(200);
    expect((byCard.body.links ?? []).map((link: { rel: string }) => link.rel)).not.toContain('approve');
    expectDocumented(SUBSCRIPTIONS, 'post', REVISE, byCard);

    // PayPal's document lists no issue for revising a subscription that has ended (the site never asks: it revises
    // only gifts it holds as active or suspended); the simulator answers SUBSCRIPTION_STATUS_INVALID, as the
    // operation's siblings do, in PayPal's general 422 shape.
    await api('post', `/v1/billing/subscriptions/${paypalFunded}/cancel`).send({ reason: 'Asked by the donor' });
    const ended = await api('post', `/v1/billing/subscriptions/${paypalFunded}/revise`).send(revision).expect(422);
    expect(ended.body.details[0].issue).toBe('SUBSCRIPTION_STATUS_INVALID');
    expect(schemaValidator(SUBSCRIPTIONS, 'error_422')(ended.body)).toBe(true);
  });

  it('suspends, activates and cancels a gift (204), and answers each change its status does not allow as listed', async () => {
    const id = await activeGift();
    const change = (action: 'suspend' | 'activate' | 'cancel') =>
      api('post', `/v1/billing/subscriptions/${id}/${action}`).send({ reason: 'Asked by the donor' });
    const path = (action: string) => `/v1/billing/subscriptions/{id}/${action}`;

    expect((await change('suspend')).status).toBe(204);
    const suspendedTwice = await change('suspend');
    expect(suspendedTwice.status).toBe(422);
    expectDocumented(SUBSCRIPTIONS, 'post', path('suspend'), suspendedTwice);
    expect((await change('activate')).status).toBe(204);
    const activeTwice = await change('activate');
    expect(activeTwice.status).toBe(422);
    expectDocumented(SUBSCRIPTIONS, 'post', path('activate'), activeTwice);
    expect((await change('cancel')).status).toBe(204);
    const cancelledTwice = await change('cancel');
    expect(cancelledTwice.status).toBe(422);
    expectDocumented(SUBSCRIPTIONS, 'post', path('cancel'), cancelledTwice);
    const unknown = await api('post', '/v1/billing/subscriptions/I-BW452GLLEP1G/suspend').send({ reason: 'x' });
    expect(unknown.status).toBe(404);
    expectDocumented(SUBSCRIPTIONS, 'post', path('suspend'), unknown);
  });

  it('refuses to activate a gift PayPal suspended after failed payments while money is owed, as listed', async () => {
    const id = await activeGift();
    await request(sim.url).post(`/__sim/subscriptions/${id}/fail`).send({ reason_code: 'PAYMENT_DENIED' }).expect(200);
    await request(sim.url).post('/__sim/clock/advance').send({ days: 110 }).expect(200);
    expect((await api('get', `/v1/billing/subscriptions/${id}`)).body.status).toBe('SUSPENDED');
    const refused = await api('post', `/v1/billing/subscriptions/${id}/activate`).send({ reason: 'Card updated' });
    expect(refused.status).toBe(422);
    expect(refused.body.details[0].issue).toBe('SUBSCRIPTION_CANNOT_BE_ACTIVATED');
    expectDocumented(SUBSCRIPTIONS, 'post', '/v1/billing/subscriptions/{id}/activate', refused);
  });
});
