import { ONE_CLICK_UNSUBSCRIBE_API_PATH } from '@solar/shared-contracts';
import request from 'supertest';
import type { ApiConfig } from '../src/app/api-config';
import { API_CONFIG } from '../src/app/api-config.token';
import { signUnsubscribeToken } from '../src/mail/unsubscribe-token';
import { MALFORMED_TOKEN_MESSAGE, UNKNOWN_TOKEN_MESSAGE } from '../src/newsletter/unsubscribe.service';
import { confirm, confirmationTokenFor, signUpAndConfirm } from './support/newsletter-sign-up';
import { countRows, driverName, fromSite, startTestApp, type TestApp } from './test-app';

const SUBSCRIBE = '/api/newsletter/subscribe';
const UNSUBSCRIBE = '/api/newsletter/unsubscribe';
const ONE_CLICK_BODY = 'List-Unsubscribe=One-Click';

type SubscriberRow = {
  id: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  isActive: number | boolean;
  subscriptionSource: string;
};

describe(`Newsletter unsubscribe (${driverName})`, () => {
  let t: TestApp;
  let secret: string;

  beforeAll(async () => {
    t = await startTestApp();
    secret = t.app.get<ApiConfig>(API_CONFIG).mail.unsubscribeSecret;
  });
  afterAll(async () => {
    await t?.close();
  });

  const subscribe = (email: string, overrides: Record<string, unknown> = {}) =>
    fromSite(t.http)
      .post(SUBSCRIBE)
      .send({ email, firstName: 'Amina', lastName: 'Khan', consentGiven: true, ...overrides });
  /** A subscriber by the double opt-in: signed up and confirmed from the emailed link. */
  const subscribed = async (email: string) => {
    await signUpAndConfirm(t, email, { firstName: 'Amina', lastName: 'Khan' });
    const [{ id }] = await t.dataSource.query('SELECT id FROM newsletters WHERE email = ?', [email]);
    return { id: Number(id), token: signUnsubscribeToken(secret, Number(id), email) };
  };
  const rowOf = async (id: number): Promise<SubscriberRow> =>
    (await t.dataSource.query('SELECT * FROM newsletters WHERE id = ?', [id]))[0];
  const welcomesTo = (email: string) =>
    countRows(t.dataSource, 'outbox_emails', 'template = ? AND recipient = ?', ['newsletter-welcome', email]);
  const unsubscribeJson = (token: unknown) => fromSite(t.http).post(UNSUBSCRIBE).send({ token });
  /** As a mail provider's server posts it: no Origin, no cookies, form-encoded. */
  const oneClick = (token: string, body: string = ONE_CLICK_BODY, type = 'form') =>
    request(t.http)
      .post(`${ONE_CLICK_UNSUBSCRIBE_API_PATH}?t=${encodeURIComponent(token)}`)
      .type(type)
      .send(body);
  const expectUnsubscribed = async (id: number, email: string) => {
    const row = await rowOf(id);
    expect({ ...row, isActive: Boolean(Number(row.isActive)) }).toMatchObject({
      email,
      isActive: false,
      firstName: null,
      lastName: null,
    });
  };

  it('unsubscribes with the confirm button’s JSON: isActive false, names erased, the address kept; twice is fine', async () => {
    const { id, token } = await subscribed('json@example.org');
    const emailsBefore = await countRows(t.dataSource, 'outbox_emails');
    expect((await unsubscribeJson(token).expect(200)).body).toEqual({ unsubscribed: true });
    await expectUnsubscribed(id, 'json@example.org');
    expect((await unsubscribeJson(token).expect(200)).body).toEqual({ unsubscribed: true });
    await expectUnsubscribed(id, 'json@example.org');
    // Unsubscribing sends nothing.
    expect(await countRows(t.dataSource, 'outbox_emails')).toBe(emailsBefore);
  });

  it('refuses a malformed token with 400, and a tampered or unknown one with one 404 answer', async () => {
    const { id, token } = await subscribed('tamper@example.org');
    expect((await unsubscribeJson('not-a-token').expect(400)).body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: MALFORMED_TOKEN_MESSAGE,
    });
    await unsubscribeJson(42).expect(400);
    await unsubscribeJson('').expect(400);
    const tampered = `${id}.${token.charAt(token.indexOf('.') + 1) === 'A' ? 'B' : 'A'}${token.slice(token.indexOf('.') + 2)}`;
    const otherAddress = signUnsubscribeToken(secret, id, 'someone-else@example.org');
    const unknownId = signUnsubscribeToken(secret, 999_999, 'tamper@example.org');
    const otherSecret = signUnsubscribeToken(`${secret}-old`, id, 'tamper@example.org');
    const answers = await Promise.all(
      [tampered, otherAddress, unknownId, otherSecret].map(
        async (wrong) => (await unsubscribeJson(wrong).expect(404)).body,
      ),
    );
    for (const body of answers)
      expect(body).toEqual({ statusCode: 404, error: 'Not Found', message: UNKNOWN_TOKEN_MESSAGE });
    expect(Boolean(Number((await rowOf(id)).isActive))).toBe(true);
  });

  it('takes the JSON unsubscribe only from the site’s own pages (403 cross-site or without an Origin)', async () => {
    const { id, token } = await subscribed('origin@example.org');
    await request(t.http).post(UNSUBSCRIBE).set('Origin', 'https://evil.example').send({ token }).expect(403);
    await request(t.http).post(UNSUBSCRIBE).send({ token }).expect(403);
    await fromSite(t.http).post(UNSUBSCRIBE).type('form').send(`token=${token}`).expect(415);
    expect(Boolean(Number((await rowOf(id)).isActive))).toBe(true);
  });

  it('takes a mail provider’s one-click form post with no Origin, and again without harm (RFC 8058)', async () => {
    const { id, token } = await subscribed('one-click@example.org');
    const response = await oneClick(token)
      .expect(200)
      .expect('Content-Type', /application\/json/);
    expect(response.body).toEqual({ unsubscribed: true });
    await expectUnsubscribed(id, 'one-click@example.org');
    await oneClick(token).expect(200);
    // From another site's page it is the same request: the signed token is the guard.
    const second = await subscribed('one-click-2@example.org');
    await oneClick(second.token).set('Origin', 'https://mail.example').expect(200);
    await expectUnsubscribed(second.id, 'one-click-2@example.org');
  });

  it('takes the one-click post as multipart/form-data too, the encoding RFC 8058 prefers', async () => {
    const { id, token } = await subscribed('multipart@example.org');
    const post = () => request(t.http).post(`${ONE_CLICK_UNSUBSCRIBE_API_PATH}?t=${token}`);
    await post().field('List-Unsubscribe', 'One-Click').field('x', '1').expect(400);
    await post().field('List-Unsubscribe', 'Yes').expect(400);
    await post().attach('List-Unsubscribe', Buffer.from('One-Click'), 'one-click.txt').expect(400);
    expect(Boolean(Number((await rowOf(id)).isActive))).toBe(true);
    expect((await post().field('List-Unsubscribe', 'One-Click').expect(200)).body).toEqual({ unsubscribed: true });
    await expectUnsubscribed(id, 'multipart@example.org');
  });

  it('refuses a one-click post that is not exactly the form List-Unsubscribe=One-Click, or lacks a good token', async () => {
    const { id, token } = await subscribed('strict@example.org');
    const refusals: [string, request.Test, number][] = [
      ['a JSON body', oneClick(token, JSON.stringify({ 'List-Unsubscribe': 'One-Click' }), 'json'), 400],
      ['another value', oneClick(token, 'List-Unsubscribe=Yes'), 400],
      ['another field beside it', oneClick(token, `${ONE_CLICK_BODY}&x=1`), 400],
      ['the field twice', oneClick(token, `${ONE_CLICK_BODY}&${ONE_CLICK_BODY}`), 400],
      ['an empty form', oneClick(token, ''), 400],
      ['a text body', oneClick(token, ONE_CLICK_BODY, 'text/plain'), 415],
      ['a form over 100 KB', oneClick(token, `${ONE_CLICK_BODY}&pad=${'x'.repeat(101 * 1024)}`), 413],
      ['too many fields', oneClick(token, `${ONE_CLICK_BODY}&a=1&b=2&c=3&d=4&e=5`), 413],
      ['no token', request(t.http).post(ONE_CLICK_UNSUBSCRIBE_API_PATH).type('form').send(ONE_CLICK_BODY), 400],
      ['a malformed token', oneClick('42.short'), 400],
      ['a wrong signature', oneClick(signUnsubscribeToken(`${secret}-old`, id, 'strict@example.org')), 404],
    ];
    for (const [name, pending, status] of refusals) {
      const response = await pending;
      expect({ name, status: response.status, type: response.headers['content-type'] }).toEqual({
        name,
        status,
        type: expect.stringMatching(/^application\/json/),
      });
      expect(response.body).toMatchObject({
        statusCode: status,
        error: expect.any(String),
        message: expect.anything(),
      });
    }
    expect(Boolean(Number((await rowOf(id)).isActive))).toBe(true);
  });

  it('keeps the form exception to the one-click path: other routes still refuse forms and foreign origins', async () => {
    await request(t.http).post(SUBSCRIBE).type('form').send('email=x%40example.org&consentGiven=true').expect(403);
    await fromSite(t.http).post(SUBSCRIBE).type('form').send('email=x%40example.org&consentGiven=true').expect(415);
    await request(t.http).post(`${ONE_CLICK_UNSUBSCRIBE_API_PATH}/`).type('form').send(ONE_CLICK_BODY).expect(403);
  });

  it('re-activates an unsubscribed address only once a new sign-up is confirmed (names and source from it, a new welcome)', async () => {
    const { id, token } = await subscribed('again@example.org');
    expect(await welcomesTo('again@example.org')).toBe(1);
    await unsubscribeJson(token).expect(200);
    await t.dataSource.query("UPDATE newsletters SET createdAt = '2020-01-01 00:00:00' WHERE id = ?", [id]);
    await subscribe('again@example.org', {
      firstName: 'Nadia',
      lastName: undefined,
      subscriptionSource: 'donation',
    }).expect(201, { status: 'confirmation-sent' });
    await expectUnsubscribed(id, 'again@example.org');
    await confirm(t, await confirmationTokenFor(t, 'again@example.org')).expect(200, { status: 'confirmed' });
    const row = await rowOf(id);
    expect({ ...row, isActive: Boolean(Number(row.isActive)) }).toMatchObject({
      email: 'again@example.org',
      firstName: 'Nadia',
      lastName: null,
      isActive: true,
      subscriptionSource: 'donation',
    });
    // The consent is new, and so is its date.
    const [{ createdAt }] = await t.dataSource.query('SELECT createdAt FROM newsletters WHERE id = ?', [id]);
    expect(new Date(createdAt).getUTCFullYear()).toBeGreaterThan(2020);
    expect(await welcomesTo('again@example.org')).toBe(2);
    const [welcome] = await t.dataSource.query(
      "SELECT payload FROM outbox_emails WHERE recipient = ? AND template = 'newsletter-welcome' ORDER BY id DESC",
      ['again@example.org'],
    );
    expect(JSON.parse(welcome.payload)).toEqual({ firstName: 'Nadia', subscriberId: id });
    expect(await countRows(t.dataSource, 'newsletters', 'email = ?', ['again@example.org'])).toBe(1);
  });

  it('re-activates once when two sign-ups of an unsubscribed address race and the link is confirmed: one welcome', async () => {
    for (const [round, email] of ['race-1@example.org', 'race-2@example.org', 'race-3@example.org'].entries()) {
      const { token } = await subscribed(email);
      await oneClick(token).expect(200);
      const statuses = (
        await Promise.all([subscribe(email, { firstName: `A${round}` }), subscribe(email, { firstName: `B${round}` })])
      ).map((r) => r.status);
      expect(statuses).toEqual([201, 201]);
      expect(
        await countRows(t.dataSource, 'outbox_emails', 'template = ? AND recipient = ?', [
          'newsletter-confirmation',
          email,
        ]),
      ).toBe(2);
      const link = await confirmationTokenFor(t, email);
      await Promise.all([confirm(t, link).expect(200), confirm(t, link).expect(200)]);
      expect(await welcomesTo(email)).toBe(2);
    }
  });

  it('rate-limits the JSON unsubscribe like the other public forms', async () => {
    const limited = await startTestApp({ rateLimitPerMinute: 2 });
    try {
      const post = () => fromSite(limited.http).post(UNSUBSCRIBE).send({ token: '1.short' });
      await post().expect(400);
      await post().expect(400);
      await post().expect(429);
    } finally {
      await limited.close();
    }
  });
});
