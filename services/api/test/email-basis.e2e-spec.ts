import {
  CHARITY_EMAIL_NOTICE_CHANGED_MESSAGE,
  CHARITY_EMAIL_NOTICE_VERSION,
  ONE_CLICK_UNSUBSCRIBE_API_PATH,
} from '@solar/shared-contracts';
import request from 'supertest';
import type { ApiConfig } from '../src/app/api-config';
import { API_CONFIG } from '../src/app/api-config.token';
import { signUnsubscribeToken } from '../src/mail/unsubscribe-token';
import { signInAs } from './support/staff-session';
import { countRows, driverName, fromSite } from './test-app';
import { approveOrder, approveSubscription, startPaymentsTestApp, type PaymentsTestApp } from './test-paypal';

type ListRow = {
  id: number;
  email: string;
  isActive: number | boolean;
  basis: string;
  subscriptionSource: string;
  sourcePage: string | null;
  noticeVersion: string | null;
  basisRecordedAt: string | Date | null;
  objectedAt: string | Date | null;
  objectionChannel: string | null;
  firstName: string | null;
};

const NOTICE = { emailNoticeVersion: CHARITY_EMAIL_NOTICE_VERSION };

const application = (email: string, overrides: Record<string, unknown> = {}) => ({
  firstName: 'Hamza',
  lastName: 'Yusuf',
  email,
  phone: '+44 7700 900123',
  address: '4 Park Lane',
  city: 'Lahore',
  province: 'Punjab',
  postalCode: '54000',
  dateOfBirth: '1990-02-03',
  occupation: 'Electrician',
  skills: 'Wiring',
  interests: 'Schools',
  availability: 'Weekends',
  motivation: 'To bring light to classrooms.',
  emergencyContactName: 'Sara Yusuf',
  emergencyContactPhone: '+44 7700 900456',
  emergencyContactRelation: 'Sister',
  hasTransportation: false,
  backgroundCheckConsent: true,
  agreesToTerms: true,
  ...overrides,
});

describe(`Why we may email each address: consent and the charity soft opt-in (${driverName})`, () => {
  let t: PaymentsTestApp;
  let cookie: string;

  beforeAll(async () => {
    t = await startPaymentsTestApp();
    ({ cookie } = await signInAs(t, 'staff'));
  });
  afterAll(async () => {
    await t?.close();
  });

  const rowsOf = async (email: string): Promise<ListRow[]> =>
    t.dataSource.query('SELECT * FROM newsletters WHERE email = ?', [email]);
  const give = async (body: Record<string, unknown>) => {
    const order = { amount: 20, currency: 'GBP', intent: 'CAPTURE', projectId: 1, donorName: 'Maryam Ali', ...body };
    const { body: created } = await fromSite(t.http).post('/paypal/order').send(order).expect(201);
    await approveOrder(t.sim, created.id);
    await fromSite(t.http).post(`/paypal/order/${created.id}/capture`).expect(200);
  };
  const signUp = (email: string) =>
    fromSite(t.http).post('/api/newsletter/subscribe').send({ email, firstName: 'Maryam', consentGiven: true });
  const objectByPhone = (id: number) =>
    fromSite(t.http)
      .post(`/api/staff/subscribers/${id}/objection`)
      .set('Cookie', cookie)
      .send({ channel: 'phone' })
      .expect(200);

  it('records a soft opt-in with the notice version, form, page and time when a donor leaves the box unticked', async () => {
    const before = Date.now() - 1000;
    await give({ donorEmail: 'Maryam@Example.org', ...NOTICE, emailOptOut: false });
    const [row, ...others] = await rowsOf('maryam@example.org');
    expect(others).toEqual([]);
    expect(row).toMatchObject({
      basis: 'charity-soft-opt-in',
      subscriptionSource: 'donation',
      sourcePage: '/projects/1/donate',
      noticeVersion: CHARITY_EMAIL_NOTICE_VERSION,
      firstName: 'Maryam',
      objectedAt: null,
    });
    expect(Boolean(Number(row?.isActive))).toBe(true);
    expect(new Date(row?.basisRecordedAt as string).getTime()).toBeGreaterThanOrEqual(before);
    // The soft opt-in sends no newsletter welcome: only mail about our work goes to this list.
    expect(
      await countRows(t.dataSource, 'outbox_emails', 'template = ? AND recipient = ?', [
        'newsletter-welcome',
        'maryam@example.org',
      ]),
    ).toBe(0);
  });

  it('records nothing when the donor ticks “No thanks”, or when the form showed no notice', async () => {
    await give({ donorEmail: 'no.thanks@example.org', ...NOTICE, emailOptOut: true });
    await give({ donorEmail: 'no.notice@example.org' });
    expect(await rowsOf('no.thanks@example.org')).toEqual([]);
    expect(await rowsOf('no.notice@example.org')).toEqual([]);
  });

  it('records the PayPal payer’s soft opt-in from a project page’s panel, which asks for no address', async () => {
    // The panel sends no address or name: PayPal's answer at capture names the payer (the simulator's buyer).
    const payer = 'sb-buyer@personal.example.com';
    const panel = { donorName: undefined, ...NOTICE };
    await t.dataSource.query('DELETE FROM newsletters WHERE email = ?', [payer]);
    await give({ ...panel, emailOptOut: true });
    expect(await rowsOf(payer)).toEqual([]);

    const before = Date.now() - 1000;
    await give({ ...panel, emailOptOut: false });
    const [row, ...others] = await rowsOf(payer);
    expect(others).toEqual([]);
    expect(row).toMatchObject({
      basis: 'charity-soft-opt-in',
      subscriptionSource: 'donation',
      sourcePage: '/projects/1/donate',
      noticeVersion: CHARITY_EMAIL_NOTICE_VERSION,
      firstName: null,
      objectedAt: null,
    });
    expect(new Date(row?.basisRecordedAt as string).getTime()).toBeGreaterThanOrEqual(before);

    // Once they object, a later gift through the panel never puts them back on the list.
    await objectByPhone(row?.id as number);
    await give({ ...panel, emailOptOut: false });
    const [suppressed, ...more] = await rowsOf(payer);
    expect(more).toEqual([]);
    expect(Boolean(Number(suppressed?.isActive))).toBe(false);
    expect(suppressed).toMatchObject({ objectionChannel: 'phone', basis: 'charity-soft-opt-in' });
  });

  it('refuses a gift whose page showed an older notice, with a clear 400 and nothing written', async () => {
    const before = await countRows(t.dataSource, 'donations');
    const response = await fromSite(t.http)
      .post('/paypal/order')
      .send({
        amount: 20,
        currency: 'GBP',
        intent: 'CAPTURE',
        donorEmail: 'old@example.org',
        emailNoticeVersion: '2020-01-01',
      })
      .expect(400);
    expect(response.body.message).toEqual([CHARITY_EMAIL_NOTICE_CHANGED_MESSAGE]);
    expect(await countRows(t.dataSource, 'donations')).toBe(before);
  });

  it('records a monthly donor’s soft opt-in once the gift is active, from the general donate page', async () => {
    const { body } = await fromSite(t.http)
      .post('/api/subscription')
      .send({ amount: 10, currency: 'GBP', frequency: 'monthly', donorEmail: 'monthly@example.org', ...NOTICE })
      .expect(201);
    await approveSubscription(t.sim, body.id);
    await fromSite(t.http).post(`/api/subscription/${body.id}/activate`).expect(200);
    expect(await rowsOf('monthly@example.org')).toEqual([
      expect.objectContaining({
        basis: 'charity-soft-opt-in',
        subscriptionSource: 'monthly-gift',
        sourcePage: '/donate',
      }),
    ]);
  });

  it('records a volunteer’s soft opt-in from the volunteer page, and none when they tick the box', async () => {
    await fromSite(t.http).post('/api/volunteers').send(application('hamza@example.org', NOTICE)).expect(201);
    await fromSite(t.http)
      .post('/api/volunteers')
      .send(application('quiet.volunteer@example.org', { ...NOTICE, emailOptOut: true }))
      .expect(201);
    expect(await rowsOf('hamza@example.org')).toEqual([
      expect.objectContaining({
        basis: 'charity-soft-opt-in',
        subscriptionSource: 'volunteer',
        sourcePage: '/get-involved/volunteer',
        noticeVersion: CHARITY_EMAIL_NOTICE_VERSION,
      }),
    ]);
    expect(await rowsOf('quiet.volunteer@example.org')).toEqual([]);
    const stale = await fromSite(t.http)
      .post('/api/volunteers')
      .send(application('stale@example.org', { emailNoticeVersion: 'old' }))
      .expect(400);
    expect(stale.body.message).toEqual([CHARITY_EMAIL_NOTICE_CHANGED_MESSAGE]);
  });

  it('keeps a consent subscriber’s basis when they later give', async () => {
    await signUp('reader@example.org').expect(201);
    await give({ donorEmail: 'reader@example.org', ...NOTICE });
    expect(await rowsOf('reader@example.org')).toEqual([
      expect.objectContaining({
        basis: 'consent',
        subscriptionSource: 'website',
        sourcePage: null,
        noticeVersion: null,
      }),
    ]);
  });

  it('never re-adds an address that objected, by gift or application; only their own newsletter sign-up does', async () => {
    await give({ donorEmail: 'objector@example.org', ...NOTICE });
    const [first] = await rowsOf('objector@example.org');
    await objectByPhone(first?.id as number);
    await give({ donorEmail: 'objector@example.org', ...NOTICE });
    await fromSite(t.http).post('/api/volunteers').send(application('objector@example.org', NOTICE)).expect(201);
    const [suppressed, ...more] = await rowsOf('objector@example.org');
    expect(more).toEqual([]);
    expect(Boolean(Number(suppressed?.isActive))).toBe(false);
    expect(suppressed).toMatchObject({ objectionChannel: 'phone', firstName: null });
    expect(suppressed?.objectedAt).not.toBeNull();

    await signUp('objector@example.org').expect(201);
    const [consented] = await rowsOf('objector@example.org');
    expect(Boolean(Number(consented?.isActive))).toBe(true);
    expect(consented).toMatchObject({
      basis: 'consent',
      objectedAt: null,
      objectionChannel: null,
      noticeVersion: null,
      sourcePage: null,
    });
  });

  it('turns a soft opt-in into consent when the person signs up to the newsletter themselves', async () => {
    await give({ donorEmail: 'upgrade@example.org', ...NOTICE });
    await signUp('upgrade@example.org').expect(201);
    expect(await rowsOf('upgrade@example.org')).toEqual([expect.objectContaining({ basis: 'consent' })]);
    await signUp('upgrade@example.org').expect(409);
  });

  it('keeps the one-click unsubscribe of a soft opt-in as an objection dated by the link', async () => {
    await give({ donorEmail: 'clicker@example.org', ...NOTICE });
    const [row] = await rowsOf('clicker@example.org');
    const secret = t.app.get<ApiConfig>(API_CONFIG).mail.unsubscribeSecret;
    const token = signUnsubscribeToken(secret, row?.id as number, 'clicker@example.org');
    await request(t.http)
      .post(`${ONE_CLICK_UNSUBSCRIBE_API_PATH}?t=${encodeURIComponent(token)}`)
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(200);
    const [after] = await rowsOf('clicker@example.org');
    expect(after).toMatchObject({ objectionChannel: 'link', firstName: null });
    expect(after?.objectedAt).not.toBeNull();
    await give({ donorEmail: 'clicker@example.org', ...NOTICE });
    expect(Boolean(Number((await rowsOf('clicker@example.org'))[0]?.isActive))).toBe(false);
  });
});
