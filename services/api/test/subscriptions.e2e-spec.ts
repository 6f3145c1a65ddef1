import request from 'supertest';
import { CHARITY_EMAIL_NOTICE_VERSION } from '@solar/shared-contracts';
import { countRows, driverName, startTestApp, fromSite } from './test-app';
import { approveSubscription, paypalConfigFor, startPaymentsTestApp, type PaymentsTestApp } from './test-paypal';

const path = '/api/subscription';
const valid = (overrides: Record<string, unknown> = {}) => ({
  amount: 25,
  currency: 'GBP',
  frequency: 'monthly',
  ...overrides,
});

describe(`POST ${path} and /activate (${driverName})`, () => {
  let t: PaymentsTestApp;

  beforeAll(async () => {
    t = await startPaymentsTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const create = (body: unknown) =>
    fromSite(t.app.getHttpServer())
      .post(path)
      .send(body as object);
  const activate = (id: string) => fromSite(t.app.getHttpServer()).post(`${path}/${id}/activate`);
  const rowOf = async (id: string) => {
    const [row] = await t.dataSource.query('SELECT * FROM subscriptions WHERE paypalSubscriptionId = ?', [id]);
    return row as Record<string, unknown> | undefined;
  };
  const createOk = async (overrides: Record<string, unknown> = {}) =>
    (await create(valid(overrides)).expect(201)).body as {
      id: string;
      status: string;
      links: { href: string; rel: string }[];
    };

  describe('create', () => {
    it('creates a PayPal subscription for the amount and stores it pending (201)', async () => {
      const response = await create(
        valid({
          amount: 42.5,
          projectId: 1,
          donorEmail: '  Amina@Example.ORG ',
          donorName: ' Amina Khan ',
          emailNoticeVersion: CHARITY_EMAIL_NOTICE_VERSION,
        }),
      )
        .expect(201)
        .expect('Content-Type', /application\/json/);
      expect(response.body).toEqual({
        id: expect.stringMatching(/^I-[A-Z0-9]{12}$/),
        status: 'APPROVAL_PENDING',
        links: expect.any(Array),
      });
      const approve = response.body.links.find((link: { rel: string }) => link.rel === 'approve');
      expect(approve).toMatchObject({
        href: expect.stringMatching(new RegExp(`^${t.sim.url}/webapps/billing/subscriptions\\?ba_token=BA-`)),
        method: 'GET',
      });

      const row = await rowOf(response.body.id);
      expect(row).toMatchObject({
        projectId: 1,
        donorEmail: 'amina@example.org',
        donorName: 'Amina Khan',
        currency: 'GBP',
        frequency: 'monthly',
        status: 'pending',
        paymentMethod: 'paypal',
      });
      expect(Number(row?.['amount'])).toBe(42.5);
      expect(Boolean(Number(row?.['newsletterOptIn']))).toBe(true);
      expect(row?.['nextBillingDate']).toBeNull();

      const atPaypal = t.sim.store.subscriptions.get(response.body.id);
      expect(atPaypal).toMatchObject({
        status: 'APPROVAL_PENDING',
        planOverridden: true,
        returnUrl: 'http://localhost:4200/donate?subscribed=true',
        cancelUrl: 'http://localhost:4200/donate?cancelled=true',
        userAction: 'SUBSCRIBE_NOW',
        customId: 'monthly-gift:1',
      });
      expect(atPaypal?.billingCycles[0]).toMatchObject({
        pricing_scheme: { fixed_price: { currency_code: 'GBP', value: '42.50' } },
        frequency: { interval_unit: 'MONTH' },
      });
    });

    it('creates one product and one active monthly plan for many parallel first requests', async () => {
      const fresh = await startPaymentsTestApp();
      try {
        const responses = await Promise.all(
          Array.from({ length: 5 }, () => fromSite(fresh.app.getHttpServer()).post(path).send(valid())),
        );
        expect(responses.map((response) => response.status)).toEqual(Array(5).fill(201));
        expect(fresh.sim.store.products.size).toBe(1);
        expect(fresh.sim.store.plans.size).toBe(1);
        const [plan] = [...fresh.sim.store.plans.values()];
        expect(plan).toMatchObject({
          status: 'ACTIVE',
          billing_cycles: [
            expect.objectContaining({ frequency: { interval_unit: 'MONTH', interval_count: 1 }, total_cycles: 0 }),
          ],
        });
        expect(await countRows(fresh.dataSource, 'subscriptions')).toBe(5);
        expect(new Set([...fresh.sim.store.subscriptions.values()].map((subscription) => subscription.planId))).toEqual(
          new Set([plan.id]),
        );
      } finally {
        await fresh.close();
      }
    });

    it('lets another API replica converge on the same product and plan (deterministic PayPal-Request-Ids)', async () => {
      await createOk();
      const replica = await startTestApp({ paypal: paypalConfigFor(t.sim) });
      try {
        const { body } = await fromSite(replica.http).post(path).send(valid()).expect(201);
        expect(t.sim.store.products.size).toBe(1);
        expect(t.sim.store.plans.size).toBe(1);
        expect(t.sim.store.subscriptions.get(body.id)?.planId).toBe([...t.sim.store.plans.keys()][0]);
      } finally {
        await replica.close();
      }
    });

    it('stores a general gift with no project, email or name', async () => {
      const { id } = await createOk({ amount: 1, projectId: null, donorEmail: '  ', donorName: '' });
      expect(await rowOf(id)).toMatchObject({ projectId: null, donorEmail: null, donorName: null, status: 'pending' });
      expect(t.sim.store.subscriptions.get(id)?.customId).toBe('monthly-gift:general');
    });

    it.each([
      ['amount 0', { amount: 0 }, 'amount must be at least'],
      ['amount below £1', { amount: 0.99 }, 'amount must be at least'],
      ['amount over the maximum', { amount: 50_000.01 }, 'amount must be at most'],
      ['three decimals', { amount: 10.001 }, 'two decimal'],
      ['amount as a string', { amount: '25' }, 'amount must be a number'],
      ['missing amount', { amount: undefined }, 'amount is required'],
      ['currency USD', { currency: 'USD' }, 'currency must be GBP'],
      ['lower-case currency', { currency: 'gbp' }, 'currency must be GBP'],
      ['weekly frequency', { frequency: 'weekly' }, 'frequency must be monthly'],
      ['missing frequency', { frequency: undefined }, 'frequency must be monthly'],
      ['projectId 0', { projectId: 0 }, 'projectId must be a positive whole number or null'],
      ['projectId 1.5', { projectId: 1.5 }, 'projectId must be a positive whole number or null'],
      ['projectId as a string', { projectId: '1' }, 'projectId must be a positive whole number or null'],
      ['invalid email', { donorEmail: 'not-an-email' }, 'Please enter a valid email address'],
      ['name over 255', { donorName: 'a'.repeat(256) }, 'Name must be at most 255 characters'],
      ['emailOptOut as a string', { emailOptOut: 'yes' }, 'emailOptOut must be a boolean'],
      ['an unknown field', { intent: 'CAPTURE' }, 'property intent should not exist'],
    ])('refuses %s with 400 JSON and writes nothing', async (_name, overrides, message) => {
      const before = { rows: await countRows(t.dataSource, 'subscriptions'), atPaypal: t.sim.store.subscriptions.size };
      const response = await create(valid(overrides))
        .expect(400)
        .expect('Content-Type', /application\/json/);
      expect(response.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
      expect(JSON.stringify(response.body.message)).toContain(message);
      expect(await countRows(t.dataSource, 'subscriptions')).toBe(before.rows);
      expect(t.sim.store.subscriptions.size).toBe(before.atPaypal);
    });

    it('answers 404 for a project that does not exist, writing nothing', async () => {
      const before = await countRows(t.dataSource, 'subscriptions');
      const response = await create(valid({ projectId: 99 })).expect(404);
      expect(response.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'Project 99 was not found' });
      expect(await countRows(t.dataSource, 'subscriptions')).toBe(before);
    });

    it('passes PayPal refusing the subscription on as JSON and stores no row', async () => {
      const broken = await startPaymentsTestApp({ planId: 'P-DOESNOTEXIST0000000000000' });
      try {
        const response = await fromSite(broken.app.getHttpServer())
          .post(path)
          .send(valid())
          .expect(422)
          .expect('Content-Type', /application\/json/);
        expect(response.body).toMatchObject({
          statusCode: 422,
          error: 'RESOURCE_NOT_FOUND',
          message: expect.stringContaining('Could not create the PayPal subscription'),
        });
        expect(await countRows(broken.dataSource, 'subscriptions')).toBe(0);
        // The configured plan is used as it is: no product or plan was created.
        expect(broken.sim.store.plans.size).toBe(0);
      } finally {
        await broken.close();
      }
    });

    it('answers 502 JSON when PayPal cannot be reached, storing nothing', async () => {
      const unreachable = await startPaymentsTestApp();
      await unreachable.sim.close();
      try {
        const response = await fromSite(unreachable.app.getHttpServer()).post(path).send(valid()).expect(502);
        expect(response.body).toMatchObject({
          statusCode: 502,
          message: expect.stringContaining('Could not create the PayPal subscription'),
        });
        expect(await countRows(unreachable.dataSource, 'subscriptions')).toBe(0);
      } finally {
        await unreachable.app.close();
        await unreachable.database.drop();
      }
    });

    it('answers 503 JSON when PayPal is not configured', async () => {
      const bare = await startTestApp();
      try {
        const response = await fromSite(bare.http).post(path).send(valid()).expect(503);
        expect(response.body).toMatchObject({ statusCode: 503, error: 'PayPal is not configured' });
        expect(await countRows(bare.dataSource, 'subscriptions')).toBe(0);
      } finally {
        await bare.close();
      }
    });
  });

  describe('activate', () => {
    it('answers 409 before the donor approved, leaving the gift pending', async () => {
      const { id } = await createOk();
      const response = await activate(id)
        .expect(409)
        .expect('Content-Type', /application\/json/);
      expect(response.body).toEqual({
        statusCode: 409,
        error: 'SUBSCRIPTION_NOT_APPROVED',
        message: expect.stringContaining('not approved yet'),
      });
      expect(await rowOf(id)).toMatchObject({ status: 'pending' });
    });

    it('activates an approved gift (200) with its next billing date, and answers the same again', async () => {
      const { id } = await createOk({ amount: 30, projectId: 2 });
      await approveSubscription(t.sim, id);
      const first = await activate(id)
        .expect(200)
        .expect('Content-Type', /application\/json/);
      expect(first.body).toEqual({
        id,
        status: 'active',
        amount: 30,
        currency: 'GBP',
        nextBillingDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.000Z$/),
      });
      expect(new Date(first.body.nextBillingDate).getTime()).toBeGreaterThan(Date.now() + 25 * 24 * 3600 * 1000);
      expect(await rowOf(id)).toMatchObject({ status: 'active' });
      const second = await activate(id).expect(200);
      expect(second.body).toEqual(first.body);
    });

    it('activates at PayPal a gift the donor approved without starting it (APPROVED)', async () => {
      const { id } = await createOk();
      await approveSubscription(t.sim, id);
      const atPaypal = t.sim.store.subscriptions.get(id);
      if (!atPaypal) throw new Error('subscription missing at the simulator');
      atPaypal.status = 'APPROVED';
      const response = await activate(id).expect(200);
      expect(response.body).toMatchObject({ id, status: 'active', nextBillingDate: expect.any(String) });
      expect(t.sim.store.subscriptions.get(id)?.status).toBe('ACTIVE');
    });

    it('answers 502 when PayPal starts the gift but cannot then be read, and activates it when the donor tries again', async () => {
      const { id } = await createOk({ donorEmail: 'outage.start@example.org' });
      await approveSubscription(t.sim, id);
      const atPaypal = t.sim.store.subscriptions.get(id);
      if (!atPaypal) throw new Error('subscription missing at the simulator');
      atPaypal.status = 'APPROVED';
      const outage = (body: Record<string, unknown>) =>
        request(t.sim.url).post(`/__sim/subscriptions/${id}/outage`).send(body).expect(200);
      // The read (APPROVED) and the activation are answered, then PayPal's outage starts: the read after them fails.
      await outage({ status: 503, after: 2 });
      const refused = await activate(id).expect(502);
      await outage({ status: null });
      expect(refused.body).toMatchObject({ statusCode: 502, error: 'PayPal is unavailable' });
      expect(refused.body.message).toContain('try again in a few minutes');
      expect(t.sim.store.subscriptions.get(id)?.status).toBe('ACTIVE');
      expect(await rowOf(id)).toMatchObject({ status: 'pending' });

      const again = await activate(id).expect(200);
      expect(again.body).toMatchObject({ id, status: 'active', nextBillingDate: expect.any(String) });
      expect(
        await countRows(t.dataSource, 'outbox_emails', 'template = ? AND recipient = ?', [
          'monthly-gift-confirmation',
          'outage.start@example.org',
        ]),
      ).toBe(1);
    });

    it.each([
      ['CANCELLED', 'cancelled'],
      ['SUSPENDED', 'suspended'],
      ['EXPIRED', 'expired'],
    ] as const)('stores %s at PayPal as %s and answers 409', async (paypalStatus, ours) => {
      const { id } = await createOk();
      await approveSubscription(t.sim, id);
      const atPaypal = t.sim.store.subscriptions.get(id);
      if (!atPaypal) throw new Error('subscription missing at the simulator');
      atPaypal.status = paypalStatus;
      const response = await activate(id).expect(409);
      expect(response.body).toEqual({
        statusCode: 409,
        error: `SUBSCRIPTION_${paypalStatus}`,
        message: expect.stringContaining(ours),
      });
      expect(await rowOf(id)).toMatchObject({ status: ours });
    });

    it('answers 409 for a gift that already ended here, even if PayPal still reports it active', async () => {
      const { id } = await createOk();
      await approveSubscription(t.sim, id);
      await t.dataSource.query("UPDATE subscriptions SET status = 'cancelled' WHERE paypalSubscriptionId = ?", [id]);
      const response = await activate(id).expect(409);
      expect(response.body).toMatchObject({ statusCode: 409, error: 'SUBSCRIPTION_ENDED' });
      expect(await rowOf(id)).toMatchObject({ status: 'cancelled' });
    });

    it('is harmless in parallel: every call answers 200 active and the newsletter gets one row', async () => {
      const { id } = await createOk({
        donorEmail: 'parallel.donor@example.org',
        donorName: 'Bilal Ahmed',
        emailNoticeVersion: CHARITY_EMAIL_NOTICE_VERSION,
      });
      await approveSubscription(t.sim, id);
      const responses = await Promise.all(Array.from({ length: 5 }, () => activate(id)));
      expect(responses.map((response) => response.status)).toEqual(Array(5).fill(200));
      expect(new Set(responses.map((response) => response.body.status))).toEqual(new Set(['active']));
      const rows = await t.dataSource.query('SELECT * FROM newsletters WHERE email = ?', [
        'parallel.donor@example.org',
      ]);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        firstName: 'Bilal',
        subscriptionSource: 'monthly-gift',
        basis: 'charity-soft-opt-in',
        sourcePage: '/donate',
        noticeVersion: CHARITY_EMAIL_NOTICE_VERSION,
      });
    });

    it('subscribes an opted-in donor to the newsletter on activation, and nobody who did not opt in', async () => {
      const optedIn = await createOk({
        donorEmail: 'monthly.yes@example.org',
        emailNoticeVersion: CHARITY_EMAIL_NOTICE_VERSION,
      });
      const optedOut = await createOk({
        donorEmail: 'monthly.no@example.org',
        emailNoticeVersion: CHARITY_EMAIL_NOTICE_VERSION,
        emailOptOut: true,
      });
      expect(await countRows(t.dataSource, 'newsletters', 'email = ?', ['monthly.yes@example.org'])).toBe(0);
      for (const { id } of [optedIn, optedOut]) {
        await approveSubscription(t.sim, id);
        await activate(id).expect(200);
      }
      expect(await countRows(t.dataSource, 'newsletters', 'email = ?', ['monthly.yes@example.org'])).toBe(1);
      expect(await countRows(t.dataSource, 'newsletters', 'email = ?', ['monthly.no@example.org'])).toBe(0);
    });

    it('answers 404 for a well-formed id we never created', async () => {
      const response = await activate('I-AAAAAAAAAAAA')
        .expect(404)
        .expect('Content-Type', /application\/json/);
      expect(response.body).toEqual({
        statusCode: 404,
        error: 'Not Found',
        message: 'Subscription I-AAAAAAAAAAAA was not found',
      });
    });

    it.each(['abc', 'I-abc', 'i-AAAAAAAAAAAA', 'P-AAAAAAAAAAAA', `I-${'A'.repeat(40)}`, 'I-AAAA%20AAAAAAA'])(
      'answers 400 for the malformed id %p',
      async (id) => {
        const response = await activate(id)
          .expect(400)
          .expect('Content-Type', /application\/json/);
        expect(response.body).toMatchObject({
          statusCode: 400,
          error: 'Bad Request',
          message: expect.stringContaining('subscriptionId must be a PayPal subscription id'),
        });
      },
    );
  });
});
