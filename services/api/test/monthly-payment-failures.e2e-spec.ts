import { Logger } from '@nestjs/common';
import request from 'supertest';
import { SubscriptionsController } from '@paypal/paypal-server-sdk';
import type {
  ManagedMonthlyGift,
  ManageLinkData,
  PayAndRestartResponse,
  StaffMonthlyGift,
} from '@solar/shared-contracts';
import type { ApiConfig } from '../src/app/api-config';
import { API_CONFIG } from '../src/app/api-config.token';
import { signManageToken } from '../src/mail/manage-token';
import { metricValue } from './support/metrics';
import { countRows, driverName, fromSite } from './test-app';
import { signWebhook, startPaymentsTestApp, type PaymentsTestApp } from './test-paypal';
import { signInAs } from './support/staff-session';

type Row = Record<string, unknown>;

describe(`Monthly gifts when a payment fails, billed by the simulator like PayPal (${driverName})`, () => {
  let t: PaymentsTestApp;
  const delivered = new Map<string, number>();

  beforeAll(async () => {
    t = await startPaymentsTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const sim = (path: string, body: Record<string, unknown> = {}) =>
    request(t.sim.url)
      .post(path)
      .send(body)
      .expect((res) => expect(res.status).toBeLessThan(300));
  const advance = (days: number) => sim('/__sim/clock/advance', { days });
  const row = async (id: string): Promise<Row> =>
    (await t.dataSource.query('SELECT * FROM subscriptions WHERE paypalSubscriptionId = ?', [id]))[0] as Row;
  const donations = async (subscriptionId: number) =>
    Number(await countRows(t.dataSource, 'donations', 'subscriptionId = ?', [subscriptionId]));
  const failureEmails = (recipient: string) =>
    t.dataSource.query('SELECT payload FROM outbox_emails WHERE template = ? AND recipient = ? ORDER BY id', [
      'monthly-gift-payment-failed',
      recipient,
    ]) as Promise<{ payload: string }[]>;

  /** The operator's count of failed monthly payments (decision 074). */
  const failedPayments = () => metricValue('api_payments_total', { kind: 'monthly', outcome: 'failed' });

  /**
   * The monthly-gift confirmations queued for the donor: which change each says, the amount taken, and whether it is
   * held for later (due now, or claimed by a worker for its two-minute lease, is not held).
   */
  const confirmations = async (recipient: string) =>
    (
      (await t.dataSource.query(
        'SELECT payload, nextAttemptAt FROM outbox_emails WHERE template = ? AND recipient = ? ORDER BY id',
        ['monthly-gift-change', recipient],
      )) as { payload: string; nextAttemptAt: string | number }[]
    ).map(({ payload, nextAttemptAt }) => {
      const data = JSON.parse(payload) as { change: string; previousAmount?: string };
      const held = Number(nextAttemptAt) > Date.now() + 3 * 60_000;
      return { change: data.change, previousAmount: data.previousAmount, held };
    });

  /** Every webhook PayPal has sent for the subscription since the last call, each delivered twice. */
  async function deliverNew(paypalId: string): Promise<string[]> {
    const events = (await request(t.sim.url).get(`/__sim/subscriptions/${paypalId}/events`)).body.events as Row[];
    const fresh = events.slice(delivered.get(paypalId) ?? 0);
    delivered.set(paypalId, events.length);
    for (const event of fresh) {
      for (let time = 0; time < 2; time += 1) {
        const signed = await signWebhook(t.sim, event);
        await request(t.http).post('/paypal/webhook').set(signed.headers).send(signed.body).expect(200);
      }
    }
    return fresh.map((event) => String(event['event_type']));
  }

  async function newGift(email: string, approval: Record<string, unknown> = {}): Promise<string> {
    const created = await fromSite(t.http)
      .post('/api/subscription')
      .send({
        amount: 10,
        currency: 'GBP',
        frequency: 'monthly',
        projectId: 2,
        donorEmail: email,
        donorName: 'Idris Farah',
      })
      .expect(201);
    await sim(`/__sim/subscriptions/${created.body.id}/approve`, approval);
    await fromSite(t.http).post(`/api/subscription/${created.body.id}/activate`).expect(200);
    return created.body.id as string;
  }

  async function manageToken(email: string): Promise<string> {
    const [email1] = await failureEmails(email);
    const link = (JSON.parse(email1?.payload ?? '{}') as { manageLink: ManageLinkData }).manageLink;
    const secret = t.app.get<ApiConfig>(API_CONFIG).mail.unsubscribeSecret;
    return signManageToken(secret, link, email);
  }

  it('takes the first month at activation, and asks PayPal never to bill a missed month unasked', async () => {
    const id = await newGift('first.month@example.org');
    expect(await deliverNew(id)).toEqual(['BILLING.SUBSCRIPTION.ACTIVATED', 'PAYMENT.SALE.COMPLETED']);
    const gift = await row(id);
    expect(await donations(Number(gift['id']))).toBe(1);
    expect(gift['lastPaymentDate']).not.toBeNull();
    // The ACTIVATED event, sent before the first month was taken, does not make that month look due again.
    const daysToNext =
      (new Date(gift['nextBillingDate'] as string).getTime() - new Date(gift['lastPaymentDate'] as string).getTime()) /
      86_400_000;
    expect(daysToNext).toBeGreaterThanOrEqual(28);
    const atPaypal = await new SubscriptionsController(t.sim.client()).getSubscription({ id });
    expect(atPaypal.result.plan?.paymentPreferences).toMatchObject({
      autoBillOutstanding: false,
      paymentFailureThreshold: 3,
    });
  });

  it('records a failure with its reason, retry date and count once, emails once a cycle, and clears it when a retry pays', async () => {
    const email = 'retry.works@example.org';
    const id = await newGift(email);
    await deliverNew(id);
    const failedBefore = await failedPayments();
    await sim(`/__sim/subscriptions/${id}/fail`, { reason_code: 'PAYMENT_DENIED' });
    await advance(31);
    expect(await deliverNew(id)).toEqual(['BILLING.SUBSCRIPTION.PAYMENT.FAILED']);
    // The operator's count (decision 074) moves once for the failure, though PayPal delivered it twice.
    expect((await failedPayments()) - failedBefore).toBe(1);
    const failed = await row(id);
    expect(failed).toMatchObject({ status: 'active', paymentFailureReason: 'PAYMENT_DENIED' });
    expect(Number(failed['nextPaymentRetryAt']) - Number(failed['paymentFailedAt'])).toBe(5 * 86_400_000);
    expect(Number(failed['paymentFailureEmails'])).toBe(1);
    const emails = await failureEmails(email);
    expect(emails).toHaveLength(1);
    expect(JSON.parse(emails[0]?.payload ?? '{}')).toMatchObject({
      reasonCode: 'PAYMENT_DENIED',
      suspended: false,
      nextRetryDate: new Date(Number(failed['nextPaymentRetryAt'])).toISOString(),
      manageLink: { subscriptionId: failed['id'] },
    });
    const view = await fromSite(t.http)
      .post('/api/monthly-gift/manage/view')
      .send({ token: await manageToken(email) })
      .expect(200);
    expect((view.body as ManagedMonthlyGift).paymentProblem).toMatchObject({
      reasonCode: 'PAYMENT_DENIED',
      suspended: false,
      outstandingAmount: null,
    });

    await advance(5);
    expect(await deliverNew(id)).toEqual(['BILLING.SUBSCRIPTION.PAYMENT.FAILED']);
    expect(await failureEmails(email)).toHaveLength(1);
    // The retry's failure is another payment failed.
    expect((await failedPayments()) - failedBefore).toBe(2);

    await sim(`/__sim/subscriptions/${id}/payment-method`);
    await advance(5);
    expect(await deliverNew(id)).toEqual(['PAYMENT.SALE.COMPLETED']);
    const paid = await row(id);
    expect(await donations(Number(paid['id']))).toBe(2);
    expect(paid).toMatchObject({ paymentFailureReason: null, paymentFailedAt: null, nextPaymentRetryAt: null });
  });

  it('suspends after three failed months as its own state, staff see it, and the missed months are taken only on request', async () => {
    const email = 'card.fails@example.org';
    const id = await newGift(email, { funding_source: 'card', fail_with: 'PAYER_CANNOT_PAY' });
    await deliverNew(id);
    for (let month = 0; month < 3; month += 1) {
      await advance(month === 0 ? 10 : 31);
      await deliverNew(id);
    }
    const suspended = await row(id);
    expect(suspended).toMatchObject({ status: 'suspended', suspensionCause: 'payment_failures' });
    expect(Number(suspended['failedPaymentsCount'])).toBe(3);
    expect(Number(suspended['outstandingAmount'])).toBe(30);
    expect(await donations(Number(suspended['id']))).toBe(0);
    // The third month's failure came with the suspension: its own on-hold email tells the donor, not a failure email.
    expect(await failureEmails(email)).toHaveLength(2);
    expect(
      await countRows(t.dataSource, 'outbox_emails', 'template = ? AND recipient = ?', ['monthly-gift-on-hold', email]),
    ).toBe(1);

    const { cookie } = await signInAs(t, 'staff');
    const staffGet = (path: string) => fromSite(t.http).get(path).set('Cookie', cookie).expect(200);
    const list = await staffGet('/api/staff/monthly-gifts?problem=payment');
    const listed = (list.body.items as StaffMonthlyGift[]).find((gift) => gift.paypalSubscriptionId === id);
    expect(listed?.paymentProblem).toMatchObject({
      reasonCode: 'PAYER_CANNOT_PAY',
      suspended: true,
      nextRetryDate: null,
      emailsSent: 3,
      outstandingAmount: 30,
    });
    const attention = await staffGet('/api/staff/attention');
    const item = (attention.body.items as Row[]).find((entry) => entry['key'] === 'monthly-gifts.payment-problems');
    expect(Number(item?.['count'])).toBeGreaterThanOrEqual(1);

    // Nothing is taken while it waits, however long.
    await advance(62);
    expect(await deliverNew(id)).toEqual([]);

    let token = await manageToken(email);
    const view = await fromSite(t.http).post('/api/monthly-gift/manage/view').send({ token }).expect(200);
    expect((view.body as ManagedMonthlyGift).paymentProblem).toMatchObject({ suspended: true, outstandingAmount: 30 });
    token = view.body.token;
    const declined = await fromSite(t.http)
      .post('/api/monthly-gift/manage/pay-outstanding')
      .send({ token, confirm: true })
      .expect(422);
    expect(declined.body.error).toBe('PAYMENT_DECLINED');

    // The donor updates the card in PayPal, pays the missed months on request, then restarts.
    await sim(`/__sim/subscriptions/${id}/payment-method`);
    const paidOff = await fromSite(t.http)
      .post('/api/monthly-gift/manage/pay-outstanding')
      .send({ token, confirm: true })
      .expect(200);
    expect((paidOff.body as ManagedMonthlyGift).paymentProblem).toMatchObject({ outstandingAmount: null });
    expect(await deliverNew(id)).toEqual(['PAYMENT.SALE.COMPLETED']);
    const gift = await row(id);
    expect(await donations(Number(gift['id']))).toBe(1);

    const restarted = await fromSite(t.http)
      .post('/api/monthly-gift/manage/resume')
      .send({ token: paidOff.body.token })
      .expect(200);
    expect(restarted.body).toMatchObject({ status: 'active', paymentProblem: null });
    await deliverNew(id);
    await advance(31);
    expect(await deliverNew(id)).toEqual(['PAYMENT.SALE.COMPLETED']);
    expect(await donations(Number(gift['id']))).toBe(2);
    expect(await row(id)).toMatchObject({ status: 'active', suspensionCause: null });
  });

  it('tells the donor once that the gift is on hold, though a failure was emailed earlier in the same cycle', async () => {
    const email = 'on.hold.told@example.org';
    const id = await newGift(email, { funding_source: 'card', fail_with: 'PAYMENT_DENIED' });
    await deliverNew(id);
    const onHoldEmails = () =>
      t.dataSource.query('SELECT payload FROM outbox_emails WHERE template = ? AND recipient = ? ORDER BY id', [
        'monthly-gift-on-hold',
        email,
      ]) as Promise<{ payload: string }[]>;
    // PayPal's pace: a step of 5 days at a time, each event delivered as it comes; the suspension four times at once.
    let suspendedDeliveries = 0;
    for (let day = 0; day < 80 && (await row(id))['status'] !== 'suspended'; day += 5) {
      await advance(5);
      const events = (await request(t.sim.url).get(`/__sim/subscriptions/${id}/events`)).body.events as Row[];
      const fresh = events.slice(delivered.get(id) ?? 0);
      delivered.set(id, events.length);
      for (const event of fresh) {
        if (event['event_type'] !== 'BILLING.SUBSCRIPTION.SUSPENDED') {
          for (let time = 0; time < 2; time += 1) {
            const signed = await signWebhook(t.sim, event);
            await request(t.http).post('/paypal/webhook').set(signed.headers).send(signed.body).expect(200);
          }
          continue;
        }
        // The cycle's failure was emailed already (its first attempt): the one-email-a-cycle rule holds.
        const failures = await failureEmails(email);
        expect(failures).toHaveLength(3);
        const lastFailure = JSON.parse(failures.at(-1)?.payload ?? '{}') as Row;
        expect(lastFailure).toMatchObject({ suspended: false });
        expect(lastFailure['nextRetryDate']).not.toBeNull();
        expect(await onHoldEmails()).toHaveLength(0);
        const signed = await Promise.all([0, 1, 2, 3].map(() => signWebhook(t.sim, event)));
        const answers = await Promise.all(
          signed.map((one) => request(t.http).post('/paypal/webhook').set(one.headers).send(one.body)),
        );
        expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
        const again = await signWebhook(t.sim, event);
        await request(t.http).post('/paypal/webhook').set(again.headers).send(again.body).expect(200);
        suspendedDeliveries += 5;
      }
    }
    expect(suspendedDeliveries).toBe(5);
    const gift = await row(id);
    expect(gift).toMatchObject({ status: 'suspended', suspensionCause: 'payment_failures' });
    expect(await failureEmails(email)).toHaveLength(3);
    const onHold = await onHoldEmails();
    expect(onHold).toHaveLength(1);
    expect(JSON.parse(onHold[0]?.payload ?? '{}')).toMatchObject({
      reasonCode: 'PAYMENT_DENIED',
      failedPaymentsCount: 3,
      outstandingAmount: '30.00',
      manageLink: { subscriptionId: gift['id'] },
    });
    // Staff count every email the donor was sent about it.
    expect(Number(gift['paymentFailureEmails'])).toBe(4);
    const { cookie } = await signInAs(t, 'staff');
    const list = await fromSite(t.http)
      .get('/api/staff/monthly-gifts?problem=payment')
      .set('Cookie', cookie)
      .expect(200);
    const listed = (list.body.items as StaffMonthlyGift[]).find((one) => one.paypalSubscriptionId === id);
    expect(listed?.paymentProblem).toMatchObject({ suspended: true, emailsSent: 4 });
  });

  it("moves the next billing date on with each month's payment, as PayPal gives it; unread, the payment still counts once", async () => {
    const id = await newGift('next.date@example.org');
    await deliverNew(id);
    const first = await row(id);
    const dayOf = (gift: Row) => new Date(gift['nextBillingDate'] as string).getTime();
    await advance(31);
    expect(await deliverNew(id)).toEqual(['PAYMENT.SALE.COMPLETED']);
    const second = await row(id);
    expect(await donations(Number(second['id']))).toBe(2);
    const atPaypal = await new SubscriptionsController(t.sim.client()).getSubscription({ id });
    expect(dayOf(second)).toBe(Date.parse(atPaypal.result.billingInfo?.nextBillingTime ?? ''));
    const moved = (dayOf(second) - dayOf(first)) / 86_400_000;
    expect(moved).toBeGreaterThanOrEqual(28);
    expect(moved).toBeLessThanOrEqual(31);

    // PayPal cannot be read after the third month's sale: recorded once all the same, the webhook answered 200.
    const warn = jest.spyOn(Logger.prototype, 'warn');
    await sim(`/__sim/subscriptions/${id}/outage`, { status: 503 });
    try {
      await advance(31);
      expect(await deliverNew(id)).toEqual(['PAYMENT.SALE.COMPLETED']);
    } finally {
      await sim(`/__sim/subscriptions/${id}/outage`, { status: null });
    }
    const third = await row(id);
    expect(await donations(Number(third['id']))).toBe(3);
    expect(dayOf(third)).toBe(dayOf(second));
    const warned = warn.mock.calls.map((call) => String(call[0])).filter((line) => line.includes('left as it was'));
    warn.mockRestore();
    expect(warned).toEqual([
      `Subscription ${id}: PayPal could not be read after a monthly payment (status 503); its next billing date is left as it was`,
      `Subscription ${id}: PayPal could not be read after a monthly payment (status 503); its next billing date is left as it was`,
    ]);
    expect(warned.join('\n')).not.toMatch(/next\.date@|example\.org/);
  });

  /** A new gift whose next month failed at PayPal: its PAYMENT.FAILED event, not yet delivered. */
  async function failedMonth(email: string): Promise<{ id: string; failure: Row }> {
    const id = await newGift(email);
    await deliverNew(id);
    await sim(`/__sim/subscriptions/${id}/fail`, { reason_code: 'PAYER_CANNOT_PAY' });
    await advance(31);
    const events = (await request(t.sim.url).get(`/__sim/subscriptions/${id}/events`)).body.events as Row[];
    delivered.set(id, events.length);
    const failure = events.at(-1) as Row;
    expect(failure['event_type']).toBe('BILLING.SUBSCRIPTION.PAYMENT.FAILED');
    return { id, failure };
  }

  it('answers 502 to a failed payment PayPal cannot confirm just now, and records it once PayPal redelivers it', async () => {
    const email = 'outage.failure@example.org';
    const { id, failure } = await failedMonth(email);
    const failedBefore = await failedPayments();
    const deliver = async () => {
      const signed = await signWebhook(t.sim, failure);
      return request(t.http).post('/paypal/webhook').set(signed.headers).send(signed.body);
    };

    // The failure is only taken from PayPal's own record, which cannot be read: a 5xx, so PayPal delivers it again.
    await sim(`/__sim/subscriptions/${id}/outage`, { status: 503 });
    const refused = await deliver();
    await sim(`/__sim/subscriptions/${id}/outage`, { status: null });
    expect(refused.status).toBe(502);
    expect(refused.body).toEqual({
      statusCode: 502,
      error: 'PayPal is unavailable',
      message: 'Could not read the PayPal subscription: PayPal answered 503. Please try again in a few minutes.',
    });
    expect(await row(id)).toMatchObject({ paymentFailureReason: null, paymentFailedAt: null });
    expect(await failureEmails(email)).toHaveLength(0);
    expect((await failedPayments()) - failedBefore).toBe(0);

    // PayPal's redeliveries, once it answers again: recorded once, one email.
    expect((await deliver()).status).toBe(200);
    expect((await deliver()).status).toBe(200);
    expect(await row(id)).toMatchObject({ status: 'active', paymentFailureReason: 'PAYER_CANNOT_PAY' });
    expect(await failureEmails(email)).toHaveLength(1);
    expect((await failedPayments()) - failedBefore).toBe(1);
  });

  it('records a failure delivered four times at once once, and emails once', async () => {
    const email = 'parallel.failure@example.org';
    const { id, failure } = await failedMonth(email);
    const failedBefore = await failedPayments();
    const signed = await Promise.all([0, 1, 2, 3].map(() => signWebhook(t.sim, failure)));
    const answers = await Promise.all(
      signed.map((one) => request(t.http).post('/paypal/webhook').set(one.headers).send(one.body)),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(await failureEmails(email)).toHaveLength(1);
    expect((await failedPayments()) - failedBefore).toBe(1);
    const gift = await row(id);
    expect(gift).toMatchObject({ paymentFailureReason: 'PAYER_CANNOT_PAY' });
    expect(Number(gift['paymentFailureEmails'])).toBe(1);
  });

  it('answers 400 for paying a missed month when nothing is owed', async () => {
    const email = 'nothing.owed@example.org';
    const id = await newGift(email);
    await deliverNew(id);
    await sim(`/__sim/subscriptions/${id}/fail`, { reason_code: 'PAYMENT_DENIED' });
    await advance(31);
    await deliverNew(id);
    const token = await manageToken(email);
    await fromSite(t.http).post('/api/monthly-gift/manage/pay-outstanding').send({ token, confirm: true }).expect(400);
    await fromSite(t.http).post('/api/monthly-gift/manage/pay-outstanding').send({ token }).expect(400);
  });

  /** A £10 gift whose card fails until PayPal puts it on hold after three missed months (£30 owed), and its link. */
  async function onHoldGift(email: string): Promise<{ id: string; token: string }> {
    const id = await newGift(email, { funding_source: 'card', fail_with: 'PAYMENT_DENIED' });
    await deliverNew(id);
    for (let month = 0; month < 3; month += 1) {
      await advance(month === 0 ? 10 : 31);
      await deliverNew(id);
    }
    expect(await row(id)).toMatchObject({ status: 'suspended', suspensionCause: 'payment_failures' });
    return { id, token: await manageToken(email) };
  }
  const auditOf = async (giftId: unknown): Promise<string[]> =>
    (
      (await t.dataSource.query(
        "SELECT action FROM audit_log WHERE entityType = 'subscription' AND entityId = ? ORDER BY id",
        [String(giftId)],
      )) as { action: string }[]
    ).map((entry) => entry.action);
  const capturesAtPaypal = async (id: string): Promise<number> =>
    ((await request(t.sim.url).get(`/__sim/subscriptions/${id}/events`)).body.events as Row[]).filter(
      (event) => event['event_type'] === 'PAYMENT.SALE.COMPLETED',
    ).length;

  it('answers a plain restart PayPal refuses while money is owed with RESTART_NEEDS_PAYMENT in plain words, and writes nothing', async () => {
    const email = 'restart.refused@example.org';
    const { id, token } = await onHoldGift(email);
    await sim(`/__sim/subscriptions/${id}/payment-method`);
    const before = await row(id);
    const refused = await fromSite(t.http).post('/api/monthly-gift/manage/resume').send({ token }).expect(409);
    expect(refused.body).toMatchObject({ statusCode: 409, error: 'RESTART_NEEDS_PAYMENT' });
    expect(refused.body.message).toContain('will not restart it until the missed £30 is paid');
    expect(refused.body.message).toContain('Nothing has been changed');
    expect(refused.body.message).not.toMatch(/payment failure threshold/);
    const after = await row(id);
    expect(after).toMatchObject({ status: 'suspended', suspensionCause: 'payment_failures' });
    expect(after['manageLinkVersion']).toEqual(before['manageLinkVersion']);
    expect(await auditOf(after['id'])).toEqual([]);
    expect(await deliverNew(id)).toEqual([]);
    // The link was given back: it still opens the gift.
    await fromSite(t.http).post('/api/monthly-gift/manage/view').send({ token }).expect(200);
  });

  it('pays the missed months and restarts on the donor’s confirmed request; two clicks at once take the money once', async () => {
    const email = 'pay.and.restart@example.org';
    const { id, token } = await onHoldGift(email);
    await fromSite(t.http).post('/api/monthly-gift/manage/pay-and-restart').send({ token }).expect(400);
    const declined = await fromSite(t.http)
      .post('/api/monthly-gift/manage/pay-and-restart')
      .send({ token, confirm: true })
      .expect(422);
    expect(declined.body.error).toBe('PAYMENT_DECLINED');
    expect(await capturesAtPaypal(id)).toBe(0);

    await sim(`/__sim/subscriptions/${id}/payment-method`);
    const answers = await Promise.all(
      [0, 1].map(() =>
        fromSite(t.http).post('/api/monthly-gift/manage/pay-and-restart').send({ token, confirm: true }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 410]);
    const done = answers.find((answer) => answer.status === 200)?.body as PayAndRestartResponse;
    expect(done).toMatchObject({ restarted: true, status: 'active', paymentProblem: null });
    expect(done.message).toContain('PayPal has taken the missed £30 and your gift has restarted');
    expect(await capturesAtPaypal(id)).toBe(1);
    expect(await deliverNew(id)).toEqual(['PAYMENT.SALE.COMPLETED', 'BILLING.SUBSCRIPTION.ACTIVATED']);
    const gift = await row(id);
    expect(gift).toMatchObject({ status: 'active', suspensionCause: null, outstandingAmount: null });
    expect(await donations(Number(gift['id']))).toBe(1);
    expect(await auditOf(gift['id'])).toEqual(['monthly-gift.outstanding-paid', 'monthly-gift.resumed']);
    // One email for both steps: the payment's held receipt was taken back for it.
    expect(await confirmations(email)).toEqual([
      { change: 'paid-and-restarted', previousAmount: '30.00', held: false },
    ]);

    // The next month is taken once, £10.
    await advance(31);
    expect(await deliverNew(id)).toEqual(['PAYMENT.SALE.COMPLETED']);
    expect(await donations(Number(gift['id']))).toBe(2);
  });

  it('keeps the missed payment recorded once when PayPal takes it but does not restart, and says Restart works now', async () => {
    const email = 'paid.not.restarted@example.org';
    const { id, token } = await onHoldGift(email);
    await sim(`/__sim/subscriptions/${id}/payment-method`);
    // PayPal answers the read of what is owed and takes it, then its outage starts: the restart fails.
    await sim(`/__sim/subscriptions/${id}/outage`, { status: 503, after: 2 });
    const quiet = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    try {
      const answer = await fromSite(t.http)
        .post('/api/monthly-gift/manage/pay-and-restart')
        .send({ token, confirm: true })
        .expect(200);
      await sim(`/__sim/subscriptions/${id}/outage`, { status: null });
      const paid = answer.body as PayAndRestartResponse;
      expect(paid).toMatchObject({ restarted: false, status: 'suspended' });
      expect(paid.paymentProblem).toMatchObject({ suspended: true, outstandingAmount: null });
      expect(paid.message).toContain('PayPal has taken the missed £30, and we have recorded it');
      expect(paid.message).toContain('press “Restart my monthly gift” now');
      expect(await deliverNew(id)).toEqual(['PAYMENT.SALE.COMPLETED']);
      const gift = await row(id);
      expect(await donations(Number(gift['id']))).toBe(1);
      expect(await auditOf(gift['id'])).toEqual(['monthly-gift.outstanding-paid']);
      // The payment's receipt, held for a restart that did not come, goes at once.
      expect(await confirmations(email)).toEqual([
        { change: 'outstanding-paid', previousAmount: '30.00', held: false },
      ]);

      const restarted = await fromSite(t.http)
        .post('/api/monthly-gift/manage/resume')
        .send({ token: paid.token })
        .expect(200);
      expect(restarted.body).toMatchObject({ status: 'active', paymentProblem: null });
      expect(await deliverNew(id)).toEqual(['BILLING.SUBSCRIPTION.ACTIVATED']);
      expect(await donations(Number(gift['id']))).toBe(1);
      expect(await capturesAtPaypal(id)).toBe(1);
      expect((await confirmations(email)).map(({ change }) => change)).toEqual(['outstanding-paid', 'resumed']);
    } finally {
      quiet.mockRestore();
    }
  });

  it('says the gift restarted when PayPal restarts it but then cannot be read, and takes the next date from its webhook', async () => {
    const email = 'restarted.unread@example.org';
    const { id, token } = await onHoldGift(email);
    await sim(`/__sim/subscriptions/${id}/payment-method`);
    const warn = jest.spyOn(Logger.prototype, 'warn');
    // PayPal answers the read of what is owed, the capture and the restart, then its outage starts: the restart's
    // read-back of the date fails.
    await sim(`/__sim/subscriptions/${id}/outage`, { status: 503, after: 3 });
    let done: PayAndRestartResponse;
    try {
      const answer = await fromSite(t.http)
        .post('/api/monthly-gift/manage/pay-and-restart')
        .send({ token, confirm: true })
        .expect(200);
      done = answer.body as PayAndRestartResponse;
    } finally {
      await sim(`/__sim/subscriptions/${id}/outage`, { status: null });
    }
    const warned = warn.mock.calls.map((call) => String(call[0]));
    warn.mockRestore();
    expect(done).toMatchObject({ restarted: true, status: 'active', paymentProblem: null });
    expect(done.message).toContain('your gift has restarted');
    expect(warned.filter((line) => line.includes('did not answer the read'))).toHaveLength(1);
    expect(warned.join('\n')).not.toContain(email);
    const gift = await row(id);
    expect(await auditOf(gift['id'])).toEqual(['monthly-gift.outstanding-paid', 'monthly-gift.resumed']);
    expect(await confirmations(email)).toEqual([
      { change: 'paid-and-restarted', previousAmount: '30.00', held: false },
    ]);

    // The date PayPal would have given comes with its ACTIVATED webhook, and the next month is taken once.
    expect(await deliverNew(id)).toEqual(['PAYMENT.SALE.COMPLETED', 'BILLING.SUBSCRIPTION.ACTIVATED']);
    const atPaypal = await new SubscriptionsController(t.sim.client()).getSubscription({ id });
    expect(new Date(String((await row(id))['nextBillingDate'])).getTime()).toBe(
      Date.parse(atPaypal.result.billingInfo?.nextBillingTime ?? ''),
    );
    await advance(31);
    expect(await deliverNew(id)).toEqual(['PAYMENT.SALE.COMPLETED']);
    expect(await donations(Number(gift['id']))).toBe(2);
  });
});
