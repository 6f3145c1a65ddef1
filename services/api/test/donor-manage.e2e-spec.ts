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
import { manageLinkExpiry, signManageToken } from '../src/mail/manage-token';
import { countRows, driverName, fromSite, SITE_ORIGIN, startTestApp, type TestApp } from './test-app';
import { approveSubscription, signWebhook, startPaymentsTestApp, type PaymentsTestApp } from './test-paypal';

const DONOR = 'amina.manage@example.org';

type OutboxRow = { template: string; recipient: string; payload: string };

async function outbox(t: TestApp, template: string): Promise<OutboxRow[]> {
  return t.dataSource.query('SELECT template, recipient, payload FROM outbox_emails WHERE template = ? ORDER BY id', [
    template,
  ]);
}

const secretOf = (t: TestApp) => t.app.get<ApiConfig>(API_CONFIG).mail.unsubscribeSecret;

/** The latest lifecycle webhook PayPal would have sent for the subscription, signed and delivered to the API. */
async function deliverLatestEvent(t: PaymentsTestApp, paypalId: string, eventType: string): Promise<void> {
  const events = (await request(t.sim.url).get(`/__sim/subscriptions/${paypalId}/events`)).body.events as {
    event_type: string;
  }[];
  const event = events.at(-1);
  expect(event?.event_type).toBe(eventType);
  const signed = await signWebhook(t.sim, event as Record<string, unknown>);
  await request(t.http).post('/paypal/webhook').set(signed.headers).send(signed.body).expect(200);
}

/** Plays the payer at PayPal's approval page: follows the approve link and approves; answers where PayPal sends them. */
async function approveAtPaypal(t: PaymentsTestApp, approvalUrl: string): Promise<URL> {
  const link = new URL(approvalUrl);
  const page = await request(t.sim.url).get(`${link.pathname}${link.search}`).expect(200);
  const action = /action="([^"]*revise\/approve[^"]*)"/.exec(page.text)?.[1]?.replaceAll('&amp;', '&');
  const approved = await request(t.sim.url)
    .post(action as string)
    .expect(303);
  return new URL(approved.headers['location'] as string);
}

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

  it('asks PayPal for £15, keeps billing £10 until the donor approves at PayPal, and the used link explains itself', async () => {
    const changed = await post('amount', { token, amount: 15 }).expect(200);
    expect(changed.headers['cache-control']).toBe('no-store');
    const answer = changed.body as ManagedMonthlyGift;
    expect(answer).toMatchObject({ amount: 10, status: 'active', awaitingApproval: { amount: 15 } });
    expect(answer.awaitingApproval?.approvalUrl).toMatch(
      new RegExp(`^${t.sim.url}/webapps/billing/subscriptions/update\\?ba_token=BA-`),
    );
    expect(answer.token).not.toBe(token);
    expect((await atPaypal()).plan?.billingCycles?.[0]?.pricingScheme?.fixedPrice?.value).toBe('10.00');
    expect(Number((await row()).amount)).toBe(10);
    expect(await outbox(t, 'monthly-gift-change')).toHaveLength(0);
    expect(await countRows(t.dataSource, 'audit_log', "action = 'monthly-gift.amount-requested'")).toBe(1);
    expect(await countRows(t.dataSource, 'audit_log', "action = 'monthly-gift.amount'")).toBe(0);
    // Opening the page again still says it waits: PayPal bills £10.
    expect((await post('view', { token: answer.token }).expect(200)).body).toMatchObject({
      amount: 10,
      awaitingApproval: { amount: 15 },
    });

    const back = await approveAtPaypal(t, answer.awaitingApproval?.approvalUrl as string);
    expect(`${back.origin}${back.pathname}`).toBe(`${SITE_ORIGIN}/donate/manage`);
    expect(back.searchParams.get('approval')).toBe('approved');
    expect((await atPaypal()).plan?.billingCycles?.[0]?.pricingScheme?.fixedPrice?.value).toBe('15.00');
    await deliverLatestEvent(t, paypalId, 'BILLING.SUBSCRIPTION.UPDATED');
    await deliverLatestEvent(t, paypalId, 'BILLING.SUBSCRIPTION.UPDATED'); // PayPal delivers at least once
    expect(Number((await row()).amount)).toBe(15);
    expect((await post('view', { token: answer.token }).expect(200)).body).toMatchObject({
      amount: 15,
      awaitingApproval: null,
    });
    const emails = await outbox(t, 'monthly-gift-change');
    expect(emails).toHaveLength(1);
    expect(JSON.parse(emails[0]?.payload ?? '{}')).toMatchObject({
      change: 'amount',
      amount: '15.00',
      previousAmount: '10.00',
    });
    expect(await countRows(t.dataSource, 'audit_log', "action = 'monthly-gift.amount'")).toBe(1);

    const replayed = await post('pause', { token }).expect(410);
    expect(replayed.body).toMatchObject({ error: 'LINK_USED', message: expect.stringMatching(/already been used/) });
    expect(replayed.headers['cache-control']).toBe('no-store');
    expect((await atPaypal()).status).toBe('ACTIVE');
    await post('amount', { token: answer.token, amount: 'fifteen' }).expect(400);
    token = answer.token;
  });

  it('shows a new amount approved at PayPal when the donor comes back, before the webhook, and records it once', async () => {
    const changed = await post('amount', { token, amount: 20 }).expect(200);
    token = changed.body.token;
    expect(changed.body).toMatchObject({ amount: 15, awaitingApproval: { amount: 20 } });
    await request(t.sim.url).post(`/__sim/subscriptions/${paypalId}/revise/approve`).expect(200);
    const back = await post('view', { token }).expect(200);
    expect(back.body).toMatchObject({ amount: 20, awaitingApproval: null });
    await deliverLatestEvent(t, paypalId, 'BILLING.SUBSCRIPTION.UPDATED');
    expect(Number((await row()).amount)).toBe(20);
    expect(await countRows(t.dataSource, 'audit_log', "action = 'monthly-gift.amount'")).toBe(2);
    expect(await outbox(t, 'monthly-gift-change')).toHaveLength(2);
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
    expect(changes).toEqual(['amount', 'amount', 'paused', 'resumed', 'cancelled']);
    const events = await request(t.sim.url).get(`/__sim/subscriptions/${paypalId}/events`);
    expect(events.body.events.map((event: { event_type: string }) => event.event_type)).toEqual([
      'BILLING.SUBSCRIPTION.ACTIVATED',
      'PAYMENT.SALE.COMPLETED',
      'BILLING.SUBSCRIPTION.UPDATED',
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

  it('emails a giving statement for a UK tax year: each gift, its Gift Aid claimed or to be claimed, and the totals', async () => {
    const gift = await row();
    const year = taxYearOf(new Date());
    const inYear = Date.UTC(year, 5, 1, 9);
    const day = 86_400_000;
    const declare = async (cancelledAt: number | null) => {
      await t.dataSource.query(
        'INSERT INTO gift_aid_declarations (firstName, lastName, houseNameOrNumber, postcode, donorEmail, scope, wordingVersion, declaredAt, cancelledAt) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
        ['Amina', 'Khan', '12', 'LS1 4AP', DONOR, 'enduring', GIFT_AID_WORDING_VERSION, inYear - 1000, cancelledAt],
      );
      const [{ id }] = await t.dataSource.query('SELECT MAX(id) AS id FROM gift_aid_declarations');
      return Number(id);
    };
    const declaration = await declare(null);
    const cancelledBefore = await declare(inYear + 40 * day);
    const insert = (amount: number, paidAt: number, status: string, declared: number | null, payment: string) =>
      t.dataSource.query(
        'INSERT INTO donations (donorEmail, amount, currency, paymentStatus, paypalPaymentId, paidAt, giftAidDeclarationId, subscriptionId) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
        [DONOR, amount, 'GBP', status, payment, paidAt, declared, gift.id],
      );
    await insert(10, inYear, 'completed', declaration, 'SALE-STATEMENT-1');
    await insert(12, inYear + 10 * day, 'completed', declaration, 'SALE-STATEMENT-2');
    await insert(15, inYear + 30 * day, 'completed', null, 'SALE-STATEMENT-3');
    await insert(8, inYear + 45 * day, 'completed', cancelledBefore, 'SALE-STATEMENT-4'); // declaration cancelled before it
    await insert(15, inYear + 60 * day, 'refunded', declaration, 'SALE-STATEMENT-5');
    await insert(99, Date.UTC(year, 3, 5, 22), 'completed', declaration, 'SALE-STATEMENT-OLD'); // 5 April, 23:00 UK: the year before
    // The first gift is in a claim already made to HMRC (as a claim marks its gifts, decision 025).
    await t.dataSource.query(
      'INSERT INTO gift_aid_claims (reference, periodFrom, periodTo, donationCount, total, giftAidTotal) VALUES (?, ?, ?, ?, ?, ?)',
      ['GA-TEST-0001', `${year}-06-01`, `${year}-06-01`, 1, 10, 2.5],
    );
    const [{ id: claimId }] = await t.dataSource.query('SELECT MAX(id) AS id FROM gift_aid_claims');
    await t.dataSource.query("UPDATE donations SET giftAidClaimId = ? WHERE paypalPaymentId = 'SALE-STATEMENT-1'", [
      Number(claimId),
    ]);
    const fresh = await linkFromEmail(t, 'monthly-gift-link');
    const asked = await post('statement', { token: fresh, taxYear: year }).expect(202);
    expect(asked.headers['cache-control']).toBe('no-store');
    await post('statement', { token: fresh, taxYear: 1999 }).expect(400);
    const [statement] = await outbox(t, 'giving-statement');
    const data = JSON.parse(statement?.payload ?? '{}');
    expect(statement?.recipient).toBe(DONOR);
    expect(data).toMatchObject({
      taxYear: year,
      total: '45.00',
      giftAidClaimed: '2.50',
      giftAidToBeClaimed: '3.00',
    });
    expect(
      data.gifts.map((entry: { amount: string; giftAid: string | null; giftAidStatus: string }) => [
        entry.amount,
        entry.giftAid,
        entry.giftAidStatus,
      ]),
    ).toEqual([
      ['10.00', '2.50', 'claimed'],
      ['12.00', '3.00', 'to-be-claimed'],
      ['15.00', null, 'none'],
      ['8.00', null, 'none'],
    ]);
  });

  it('changes a card-funded gift at once: PayPal asks no approval', async () => {
    const cardDonor = 'card.manage@example.org';
    const created = await fromSite(t.http)
      .post('/api/subscription')
      .send({ amount: 10, currency: 'GBP', frequency: 'monthly', donorEmail: cardDonor })
      .expect(201);
    await request(t.sim.url)
      .post(`/__sim/subscriptions/${created.body.id}/approve`)
      .send({ funding_source: 'card' })
      .expect(200);
    await fromSite(t.http).post(`/api/subscription/${created.body.id}/activate`).expect(200);
    const cardToken = await linkFromEmail(t, 'monthly-gift-confirmation');
    const changed = await post('amount', { token: cardToken, amount: 15 }).expect(200);
    expect(changed.body).toMatchObject({ amount: 15, awaitingApproval: null });
    const read = await new SubscriptionsController(t.sim.client()).getSubscription({ id: created.body.id });
    expect(read.result.plan?.billingCycles?.[0]?.pricingScheme?.fixedPrice?.value).toBe('15.00');
    const emails = await outbox(t, 'monthly-gift-change');
    expect(emails.at(-1)?.recipient).toBe(cardDonor);
    expect(JSON.parse(emails.at(-1)?.payload ?? '{}')).toMatchObject({ change: 'amount', amount: '15.00' });
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

describe(`A PayPal approval link off the configured PayPal origin (${driverName})`, () => {
  let t: PaymentsTestApp;
  let token: string;

  beforeAll(async () => {
    // Browsers are sent to PayPal's own sandbox pages; the simulator answers links to itself instead.
    t = await startPaymentsTestApp({ sdkBaseUrl: 'https://www.sandbox.paypal.com/sdk/js' });
    const created = await fromSite(t.http)
      .post('/api/subscription')
      .send({ amount: 10, currency: 'GBP', frequency: 'monthly', donorEmail: DONOR })
      .expect(201);
    await approveSubscription(t.sim, created.body.id);
    await fromSite(t.http).post(`/api/subscription/${created.body.id}/activate`).expect(200);
    token = await linkFromEmail(t, 'monthly-gift-confirmation');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is never handed to the page: nothing is recorded and the link still works', async () => {
    const refused = await fromSite(t.http)
      .post('/api/monthly-gift/manage/amount')
      .send({ token, amount: 15 })
      .expect(503);
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(JSON.stringify(refused.body)).not.toContain(t.sim.url);
    const view = await fromSite(t.http).post('/api/monthly-gift/manage/view').send({ token }).expect(200);
    expect(view.body).toMatchObject({ amount: 10, awaitingApproval: null });
    expect(await countRows(t.dataSource, 'audit_log', "action LIKE 'monthly-gift.amount%'")).toBe(0);
  });
});
