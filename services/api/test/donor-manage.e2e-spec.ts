import request from 'supertest';
import { SubscriptionsController } from '@paypal/paypal-server-sdk';
import {
  FRESH_LINK_MESSAGE,
  GIFT_AID_WORDING_VERSION,
  type ManagedMonthlyGift,
  type ManageLinkData,
  taxYearOf,
} from '@solar/shared-contracts';
import type { ApiConfig } from '../src/app/api-config';
import { API_CONFIG } from '../src/app/api-config.token';
import { manageLinkExpiry, signManageToken } from '../src/monthly-gift-manage/manage-token';
import { countRows, driverName, fromSite, startTestApp, type TestApp } from './test-app';
import { approveSubscription, startPaymentsTestApp, type PaymentsTestApp } from './test-paypal';

const DONOR = 'amina.manage@example.org';

type OutboxRow = { template: string; recipient: string; payload: string };

async function outbox(t: TestApp, template: string): Promise<OutboxRow[]> {
  return t.dataSource.query('SELECT template, recipient, payload FROM outbox_emails WHERE template = ? ORDER BY id', [
    template,
  ]);
}

const secretOf = (t: TestApp) => t.app.get<ApiConfig>(API_CONFIG).mail.unsubscribeSecret;

/** The token of the link in the latest email of this template, as the outbox would sign it. */
async function linkFromEmail(t: TestApp, template: string): Promise<string> {
  const rows = await outbox(t, template);
  const row = rows.at(-1);
  if (!row) throw new Error(`no ${template} email was queued`);
  const link = (JSON.parse(row.payload) as { manageLink: ManageLinkData }).manageLink;
  return signManageToken(secretOf(t), link, row.recipient);
}

describe(`A donor manages their monthly gift from a link (${driverName})`, () => {
  let t: PaymentsTestApp;
  let paypalId: string;
  let token: string;

  const post = (path: string, body: Record<string, unknown>) =>
    fromSite(t.http).post(`/api/monthly-gift/manage/${path}`).send(body);
  const atPaypal = async () =>
    (await new SubscriptionsController(t.sim.client()).getSubscription({ id: paypalId })).result;
  const row = async () =>
    (
      await t.dataSource.query(
        'SELECT id, amount, status, manageLinkVersion FROM subscriptions WHERE paypalSubscriptionId = ?',
        [paypalId],
      )
    )[0] as { id: number; amount: number | string; status: string; manageLinkVersion: number };

  beforeAll(async () => {
    t = await startPaymentsTestApp();
    const created = await fromSite(t.http)
      .post('/api/subscription')
      .send({ amount: 10, currency: 'GBP', frequency: 'monthly', donorEmail: DONOR, donorName: 'Amina Khan' })
      .expect(201);
    paypalId = created.body.id;
    await approveSubscription(t.sim, paypalId);
    await fromSite(t.http).post(`/api/subscription/${paypalId}/activate`).expect(200);
    token = await linkFromEmail(t, 'monthly-gift-confirmation');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('the confirmation email carries the link, which shows the gift and is never stored by a cache', async () => {
    const response = await post('view', { token }).expect(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const gift = response.body as ManagedMonthlyGift;
    expect(gift).toMatchObject({ amount: 10, currency: 'GBP', status: 'active', giftAid: { status: 'none' } });
    expect(gift.statementYears[0]).toBe(taxYearOf(new Date()));
    expect(JSON.stringify(gift)).not.toContain(DONOR);
  });

  it('refuses a tampered link, and an expired one, changing nothing', async () => {
    const [id, version, expires, mac] = token.split('.') as [string, string, string, string];
    const flipped = `${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [
      `${id}.${version}.${expires}.${flipped}`,
      `${id}.${version}.${Number(expires) + 86_400}.${mac}`,
      `${Number(id) + 1}.${version}.${expires}.${mac}`,
      'not-a-token',
    ]) {
      const refused = await post('pause', { token: bad }).expect(403);
      expect(refused.body).toMatchObject({
        error: 'LINK_INVALID',
        message: expect.stringMatching(/nothing has been changed/),
      });
    }
    const gift = await row();
    const expired = signManageToken(
      secretOf(t),
      {
        subscriptionId: gift.id,
        version: gift.manageLinkVersion,
        expiresAt: new Date(Date.now() - 1000).toISOString(),
      },
      DONOR,
    );
    const refused = await post('view', { token: expired }).expect(410);
    expect(refused.body).toMatchObject({
      error: 'LINK_EXPIRED',
      message: expect.stringMatching(/more than 30 days old/),
    });
    expect((await atPaypal()).status).toBe('ACTIVE');
    expect((await row()).status).toBe('active');
  });

  it('changes £10 to £15 through PayPal, answers the next link, and the used link explains itself', async () => {
    const changed = await post('amount', { token, amount: 15 }).expect(200);
    expect(changed.body).toMatchObject({ amount: 15, status: 'active' });
    expect(changed.body.token).not.toBe(token);
    expect((await atPaypal()).plan?.billingCycles?.[0]?.pricingScheme?.fixedPrice?.value).toBe('15.00');
    expect(Number((await row()).amount)).toBe(15);
    const emails = await outbox(t, 'monthly-gift-change');
    expect(JSON.parse(emails.at(-1)?.payload ?? '{}')).toMatchObject({
      change: 'amount',
      amount: '15.00',
      previousAmount: '10.00',
    });
    expect(await countRows(t.dataSource, 'audit_log', "action = 'monthly-gift.amount'")).toBe(1);

    const replayed = await post('pause', { token }).expect(410);
    expect(replayed.body).toMatchObject({ error: 'LINK_USED', message: expect.stringMatching(/already been used/) });
    expect((await atPaypal()).status).toBe('ACTIVE');
    await post('amount', { token: changed.body.token, amount: 'fifteen' }).expect(400);
    token = changed.body.token;
  });

  it('one link makes one change when two requests race with it', async () => {
    const results = await Promise.all([post('pause', { token }), post('pause', { token })]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 410]);
    token = (results.find((result) => result.status === 200)?.body as ManagedMonthlyGift).token;
    expect((await atPaypal()).status).toBe('SUSPENDED');
    expect(await countRows(t.dataSource, 'audit_log', "action = 'monthly-gift.paused'")).toBe(1);
  });

  it('resumes, then cancels only once confirmed, each at PayPal, audited and emailed', async () => {
    const resumed = await post('resume', { token }).expect(200);
    expect(resumed.body.status).toBe('active');
    expect((await atPaypal()).status).toBe('ACTIVE');
    token = resumed.body.token;
    const unconfirmed = await post('cancel', { token }).expect(400);
    expect(unconfirmed.body.message).toEqual(['Please confirm that you want to cancel your monthly gift']);
    const cancelled = await post('cancel', { token, confirm: true }).expect(200);
    expect(cancelled.body.status).toBe('cancelled');
    expect((await atPaypal()).status).toBe('CANCELLED');
    const changes = (await outbox(t, 'monthly-gift-change')).map((email) => JSON.parse(email.payload).change);
    expect(changes).toEqual(['amount', 'paused', 'resumed', 'cancelled']);
    const events = await request(t.sim.url).get(`/__sim/subscriptions/${paypalId}/events`);
    expect(events.body.events.map((event: { event_type: string }) => event.event_type)).toEqual([
      'BILLING.SUBSCRIPTION.ACTIVATED',
      'BILLING.SUBSCRIPTION.UPDATED',
      'BILLING.SUBSCRIPTION.SUSPENDED',
      'BILLING.SUBSCRIPTION.ACTIVATED',
      'BILLING.SUBSCRIPTION.CANCELLED',
    ]);
    token = cancelled.body.token;
  });

  it('answers a fresh-link request the same for an address with a gift and one without', async () => {
    const gift = await row();
    await t.dataSource.query("UPDATE subscriptions SET status = 'active' WHERE id = ?", [gift.id]);
    const before = (await outbox(t, 'monthly-gift-link')).length;
    const known = await fromSite(t.http).post('/api/monthly-gift/manage/fresh-link').send({ email: DONOR }).expect(202);
    const unknown = await fromSite(t.http)
      .post('/api/monthly-gift/manage/fresh-link')
      .send({ email: 'nobody.here@example.org' })
      .expect(202);
    expect(known.body).toEqual({ message: FRESH_LINK_MESSAGE });
    expect(unknown.body).toEqual(known.body);
    expect(unknown.headers['content-length']).toBe(known.headers['content-length']);
    await fromSite(t.http).post('/api/monthly-gift/manage/fresh-link').send({ email: 'not an email' }).expect(400);
    // The look-up happens after the answer: wait for it.
    for (let tries = 0; tries < 50 && (await outbox(t, 'monthly-gift-link')).length === before; tries += 1)
      await new Promise((resolve) => setTimeout(resolve, 20));
    const links = await outbox(t, 'monthly-gift-link');
    expect(links).toHaveLength(before + 1);
    expect(links.at(-1)?.recipient).toBe(DONOR);
    await post('view', { token: await linkFromEmail(t, 'monthly-gift-link') }).expect(200);
  });

  it('emails a giving statement for a UK tax year with each gift, the Gift Aid and the totals', async () => {
    const gift = await row();
    const year = taxYearOf(new Date());
    const inYear = Date.UTC(year, 5, 1, 9);
    await t.dataSource.query(
      'INSERT INTO gift_aid_declarations (firstName, lastName, houseNameOrNumber, postcode, donorEmail, scope, wordingVersion, declaredAt) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      ['Amina', 'Khan', '12', 'LS1 4AP', DONOR, 'enduring', GIFT_AID_WORDING_VERSION, inYear - 1000],
    );
    const [{ id: declarationId }] = await t.dataSource.query('SELECT MAX(id) AS id FROM gift_aid_declarations');
    const insert = (amount: number, paidAt: number, status: string, declaration: number | null, payment: string) =>
      t.dataSource.query(
        'INSERT INTO donations (donorEmail, amount, currency, paymentStatus, paypalPaymentId, paidAt, giftAidDeclarationId, subscriptionId) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
        [DONOR, amount, 'GBP', status, payment, paidAt, declaration, gift.id],
      );
    await insert(10, inYear, 'completed', Number(declarationId), 'SALE-STATEMENT-1');
    await insert(15, inYear + 30 * 86_400_000, 'completed', null, 'SALE-STATEMENT-2');
    await insert(15, inYear + 60 * 86_400_000, 'refunded', null, 'SALE-STATEMENT-3');
    await insert(99, Date.UTC(year, 3, 5, 22), 'completed', null, 'SALE-STATEMENT-OLD'); // 5 April, 23:00 UK: the year before
    const fresh = await linkFromEmail(t, 'monthly-gift-link');
    await post('statement', { token: fresh, taxYear: year }).expect(202);
    await post('statement', { token: fresh, taxYear: 1999 }).expect(400);
    const [statement] = await outbox(t, 'giving-statement');
    const data = JSON.parse(statement?.payload ?? '{}');
    expect(statement?.recipient).toBe(DONOR);
    expect(data).toMatchObject({ taxYear: year, total: '25.00', giftAidTotal: '2.50' });
    expect(
      data.gifts.map((entry: { amount: string; giftAid: string | null }) => [entry.amount, entry.giftAid]),
    ).toEqual([
      ['10.00', '2.50'],
      ['15.00', null],
    ]);
  });
});

describe(`Managing a monthly gift with PayPal switched off (${driverName})`, () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await startTestApp();
    await t.dataSource.query(
      "INSERT INTO subscriptions (paypalSubscriptionId, donorEmail, donorName, amount, currency, frequency, status) VALUES ('I-OFFLINE00001', ?, 'Amina Khan', 10, 'GBP', 'monthly', 'active')",
      [DONOR],
    );
    const [{ id }] = await t.dataSource.query(
      "SELECT id FROM subscriptions WHERE paypalSubscriptionId = 'I-OFFLINE00001'",
    );
    token = signManageToken(
      secretOf(t),
      { subscriptionId: Number(id), version: 1, expiresAt: manageLinkExpiry().toISOString() },
      DONOR,
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  it('says clearly that a change needs PayPal, and keeps the link working', async () => {
    const refused = await fromSite(t.http).post('/api/monthly-gift/manage/pause').send({ token }).expect(503);
    expect(refused.body.message).toMatch(/goes through PayPal.*Nothing has been changed/);
    await fromSite(t.http).post('/api/monthly-gift/manage/view').send({ token }).expect(200);
  });

  it('still cancels the Gift Aid declaration and sends a statement without PayPal', async () => {
    await fromSite(t.http).post('/api/monthly-gift/manage/gift-aid').send({ token, cancel: true }).expect(400);
    const updated = await fromSite(t.http)
      .post('/api/monthly-gift/manage/gift-aid')
      .send({
        token,
        declaration: {
          confirmed: true,
          scope: 'enduring',
          wordingVersion: GIFT_AID_WORDING_VERSION,
          firstName: 'Amina',
          lastName: 'Khan',
          houseNameOrNumber: '12',
          postcode: 'ls1 4ap',
        },
      })
      .expect(200);
    expect(updated.body.giftAid).toMatchObject({ status: 'active', postcode: 'LS1 4AP' });
    const cancelled = await fromSite(t.http)
      .post('/api/monthly-gift/manage/gift-aid')
      .send({ token: updated.body.token, cancel: true })
      .expect(200);
    expect(cancelled.body.giftAid).toMatchObject({ status: 'cancelled' });
    await fromSite(t.http)
      .post('/api/monthly-gift/manage/statement')
      .send({ token: cancelled.body.token, taxYear: taxYearOf(new Date()) })
      .expect(202);
  });
});
