import request from 'supertest';
import type { ManagedMonthlyGift, ManageLinkData, Page, StaffMonthlyGift } from '@solar/shared-contracts';
import type { ApiConfig } from '../src/app/api-config';
import { API_CONFIG } from '../src/app/api-config.token';
import { signManageToken } from '../src/mail/manage-token';
import { AMOUNT_REQUEST_LAPSED, AmountRequestLapses } from '../src/subscriptions/amount-request-lapses';
import { countRows, driverName, fromSite } from './test-app';
import { approveSubscription, signWebhook, startPaymentsTestApp, type PaymentsTestApp } from './test-paypal';
import { signInAs } from './support/staff-session';

const DONOR = 'noor.lapse@example.org';
const HOUR = 3_600_000;

type OutboxRow = { recipient: string; payload: string };

describe(`A new monthly amount not approved at PayPal in time lapses (${driverName})`, () => {
  let t: PaymentsTestApp;
  let paypalId: string;
  let token: string;

  const post = (path: string, body: Record<string, unknown>) =>
    fromSite(t.http).post(`/api/monthly-gift/manage/${path}`).send(body);
  const view = async () => (await post('view', { token }).expect(200)).body as ManagedMonthlyGift;
  const audits = (action: string) => countRows(t.dataSource, 'audit_log', `action = '${action}'`);
  const changeEmails = async () =>
    (await t.dataSource.query("SELECT payload FROM outbox_emails WHERE template = 'monthly-gift-change'")) as {
      payload: string;
    }[];
  /** Moves the request's time back past MONTHLY_AMOUNT_APPROVAL_HOURS (3), as if the donor had waited that long. */
  const ageRequest = (hours = 3) =>
    t.dataSource.query('UPDATE subscriptions SET pendingRequestedAt = ? WHERE paypalSubscriptionId = ?', [
      Date.now() - hours * HOUR - 1000,
      paypalId,
    ]);
  const ask = async (amount: number) => {
    const answer = (await post('amount', { token, amount }).expect(200)).body as ManagedMonthlyGift;
    token = answer.token;
    return answer;
  };
  /** The donor approves the revision at PayPal (PayPal still honours its link), and PayPal sends UPDATED. */
  const approveLateAtPaypal = () =>
    request(t.sim.url).post(`/__sim/subscriptions/${paypalId}/revise/approve`).expect(200);
  const deliverUpdated = async () => {
    const events = (await request(t.sim.url).get(`/__sim/subscriptions/${paypalId}/events`)).body.events as {
      event_type: string;
    }[];
    const event = events.at(-1);
    expect(event?.event_type).toBe('BILLING.SUBSCRIPTION.UPDATED');
    const signed = await signWebhook(t.sim, event as Record<string, unknown>);
    await request(t.http).post('/paypal/webhook').set(signed.headers).send(signed.body).expect(200);
  };
  const staffList = async () => {
    const { cookie } = await signInAs(t, 'staff');
    const page = (await request(t.http).get('/api/staff/monthly-gifts').set('Cookie', cookie).expect(200))
      .body as Page<StaffMonthlyGift>;
    return page.items.find((gift) => gift.paypalSubscriptionId === paypalId);
  };

  beforeAll(async () => {
    t = await startPaymentsTestApp();
    expect(t.app.get<ApiConfig>(API_CONFIG).monthlyAmountApprovalHours).toBe(3);
    const created = await fromSite(t.http)
      .post('/api/subscription')
      .send({ amount: 10, currency: 'GBP', frequency: 'monthly', donorEmail: DONOR, donorName: 'Noor Ali' })
      .expect(201);
    paypalId = created.body.id;
    await approveSubscription(t.sim, paypalId);
    await fromSite(t.http).post(`/api/subscription/${paypalId}/activate`).expect(200);
    const [row] = (await t.dataSource.query(
      "SELECT recipient, payload FROM outbox_emails WHERE template = 'monthly-gift-confirmation'",
    )) as OutboxRow[];
    const link = (JSON.parse(row?.payload ?? '{}') as { manageLink: ManageLinkData }).manageLink;
    token = signManageToken(t.app.get<ApiConfig>(API_CONFIG).mail.unsubscribeSecret, link, DONOR);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('keeps offering the approval within the time, then stops: the page and staff say it lapsed, recorded once', async () => {
    await ask(15);
    await ageRequest(2);
    expect(await view()).toMatchObject({ amount: 10, awaitingApproval: { amount: 15 }, lapsedRequest: null });
    expect(await staffList()).toMatchObject({ awaitingApprovalAmount: 15, lapsedRequestAmount: null });

    await ageRequest();
    expect(await staffList()).toMatchObject({ amount: 10, awaitingApprovalAmount: null, lapsedRequestAmount: 15 });
    const lapsed = await view();
    expect(lapsed).toMatchObject({ amount: 10, awaitingApproval: null, lapsedRequest: { amount: 15 } });
    expect(JSON.stringify(lapsed)).not.toContain('ba_token');
    expect(await view()).toMatchObject({ lapsedRequest: { amount: 15 } });
    expect(await audits(AMOUNT_REQUEST_LAPSED)).toBe(1);
    const [row] = (await t.dataSource.query(
      'SELECT pendingAmount, pendingApprovalUrl, lapsedAmount, amount FROM subscriptions WHERE paypalSubscriptionId = ?',
      [paypalId],
    )) as { pendingAmount: unknown; pendingApprovalUrl: unknown; lapsedAmount: unknown; amount: unknown }[];
    expect(row).toMatchObject({ pendingAmount: null, pendingApprovalUrl: null });
    expect(Number(row?.lapsedAmount)).toBe(15);
    expect(Number(row?.amount)).toBe(10);
    expect(await staffList()).toMatchObject({ awaitingApprovalAmount: null, lapsedRequestAmount: 15 });
    expect(await changeEmails()).toHaveLength(0);
  });

  it('asking again replaces the lapsed request with a new one waiting', async () => {
    const again = await ask(20);
    expect(again).toMatchObject({ amount: 10, awaitingApproval: { amount: 20 }, lapsedRequest: null });
    expect(await staffList()).toMatchObject({ awaitingApprovalAmount: 20, lapsedRequestAmount: null });
  });

  it('records a lapse once when two page reads and two passes notice it at the same moment', async () => {
    await ageRequest();
    const lapses = t.app.get(AmountRequestLapses);
    const results = await Promise.all([
      post('view', { token }).expect(200),
      post('view', { token }).expect(200),
      lapses.lapseDue(Date.now()),
      lapses.lapseDue(Date.now()),
    ]);
    for (const answer of results.slice(0, 2))
      expect((answer as request.Response).body).toMatchObject({
        awaitingApproval: null,
        lapsedRequest: { amount: 20 },
      });
    expect(await audits(AMOUNT_REQUEST_LAPSED)).toBe(2);
    expect(await lapses.lapseDue(Date.now())).toBe(0);
  });

  it('follows PayPal when the donor approved after the lapse: recorded, audited and emailed once', async () => {
    await approveLateAtPaypal();
    await deliverUpdated();
    await deliverUpdated(); // PayPal delivers at least once
    expect(await view()).toMatchObject({ amount: 20, awaitingApproval: null, lapsedRequest: null });
    expect(await audits('monthly-gift.amount')).toBe(1);
    const [audit] = (await t.dataSource.query(
      "SELECT `after` AS afterState FROM audit_log WHERE action = 'monthly-gift.amount'",
    )) as { afterState: string }[];
    expect(JSON.parse(audit?.afterState ?? '{}')).toMatchObject({ amount: 20, approvedAt: 'paypal', afterLapse: true });
    const emails = await changeEmails();
    expect(emails).toHaveLength(1);
    expect(JSON.parse(emails[0]?.payload ?? '{}')).toMatchObject({ amount: '20.00', previousAmount: '10.00' });
    expect(await staffList()).toMatchObject({ amount: 20, awaitingApprovalAmount: null, lapsedRequestAmount: null });
  });

  it('finds a late approval when the donor opens the page, before PayPal’s webhook', async () => {
    await ask(25);
    await ageRequest();
    expect(await t.app.get(AmountRequestLapses).lapseDue(Date.now())).toBe(1);
    await approveLateAtPaypal();
    expect(await view()).toMatchObject({ amount: 25, awaitingApproval: null, lapsedRequest: null });
    await deliverUpdated();
    expect(await audits('monthly-gift.amount')).toBe(2);
    expect(await changeEmails()).toHaveLength(2);
  });
});
