import {
  NEWSLETTER_CONFIRM_EXPIRED_MESSAGE,
  NEWSLETTER_CONFIRM_INVALID_MESSAGE,
  NEWSLETTER_CONFIRM_MALFORMED_MESSAGE,
  NEWSLETTER_CONSENT_VERSION,
} from '@solar/shared-contracts';
import type { ApiConfig } from '../src/app/api-config';
import { API_CONFIG } from '../src/app/api-config.token';
import { signConfirmationToken } from '../src/mail/confirmation-token';
import { confirm, confirmationTokenFor, signUp } from './support/newsletter-sign-up';
import { countRows, driverName, fromSite, startTestApp, type TestApp } from './test-app';

type ListRow = {
  isActive: number | boolean;
  basis: string;
  sourcePage: string | null;
  noticeVersion: string | null;
  basisRecordedAt: string | Date;
  firstName: string | null;
  objectedAt: unknown;
};

describe(`POST /api/newsletter/confirm: the double opt-in's second step (${driverName})`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const rowsOf = (email: string): Promise<ListRow[]> =>
    t.dataSource.query('SELECT * FROM newsletters WHERE email = ?', [email]);
  const welcomesTo = (email: string) =>
    countRows(t.dataSource, 'outbox_emails', 'template = ? AND recipient = ?', ['newsletter-welcome', email]);
  const requestOf = async (email: string) =>
    (await t.dataSource.query('SELECT * FROM newsletter_sign_up_requests WHERE email = ?', [email]))[0] as {
      id: number;
      expiresAt: string | number;
      confirmedAt: string | number | null;
    };
  const secret = () => t.app.get<ApiConfig>(API_CONFIG).mail.unsubscribeSecret;
  /** Asks for the newsletter and answers the token its email carries. */
  const asked = async (email: string) => {
    await signUp(t, email, { firstName: 'Kwame', sourcePage: '/projects/3' }).expect(201);
    return confirmationTokenFor(t, email);
  };

  it('makes the address a consent subscriber from the time of confirmation, and sends one welcome', async () => {
    const token = await asked('kwame@example.org');
    expect(await rowsOf('kwame@example.org')).toEqual([]);
    const before = Date.now() - 1000;
    const response = await confirm(t, token)
      .expect(200)
      .expect('Content-Type', /application\/json/);
    expect(response.body).toEqual({ status: 'confirmed' });
    const [row, ...more] = await rowsOf('kwame@example.org');
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      basis: 'consent',
      firstName: 'Kwame',
      sourcePage: '/projects/3',
      noticeVersion: NEWSLETTER_CONSENT_VERSION,
      objectedAt: null,
    });
    expect(Boolean(Number(row?.isActive))).toBe(true);
    expect(new Date(row?.basisRecordedAt as string).getTime()).toBeGreaterThanOrEqual(before);
    expect(Number((await requestOf('kwame@example.org')).confirmedAt)).toBeGreaterThanOrEqual(before);
    expect(await welcomesTo('kwame@example.org')).toBe(1);
  });

  it('answers a link used again with 200 "already confirmed", and welcomes no one twice', async () => {
    const token = await confirmationTokenFor(t, 'kwame@example.org');
    await confirm(t, token).expect(200, { status: 'already-confirmed' });
    expect(await welcomesTo('kwame@example.org')).toBe(1);
    expect(await rowsOf('kwame@example.org')).toHaveLength(1);
  });

  it('lets a subscriber sign up again: a new link, which changes nothing and sends no second welcome', async () => {
    await signUp(t, 'kwame@example.org', { firstName: 'Kwabena' }).expect(201, { status: 'confirmation-sent' });
    const questions = await countRows(t.dataSource, 'outbox_emails', 'template = ? AND recipient = ?', [
      'newsletter-confirmation',
      'kwame@example.org',
    ]);
    expect(questions).toBe(2);
    await confirm(t, await confirmationTokenFor(t, 'kwame@example.org')).expect(200, { status: 'already-confirmed' });
    expect(await rowsOf('kwame@example.org')).toEqual([expect.objectContaining({ firstName: 'Kwame' })]);
    expect(await welcomesTo('kwame@example.org')).toBe(1);
  });

  it('welcomes once when the same link is confirmed twice at the same moment', async () => {
    const token = await asked('racing@example.org');
    const responses = await Promise.all([confirm(t, token), confirm(t, token), confirm(t, token)]);
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200]);
    expect(responses.map((response) => response.body.status).sort()).toEqual([
      'already-confirmed',
      'already-confirmed',
      'confirmed',
    ]);
    expect(await welcomesTo('racing@example.org')).toBe(1);
    expect(await rowsOf('racing@example.org')).toHaveLength(1);
  });

  it('refuses a changed link with 404 JSON, one answer however it was changed, and subscribes no one', async () => {
    const token = await asked('tampered@example.org');
    const [id, expires, mac] = token.split('.') as [string, string, string];
    const changedMac = `${id}.${expires}.${mac.slice(0, -2)}${mac.at(-2) === 'A' ? 'B' : 'A'}${mac.at(-1)}`;
    const laterExpiry = `${id}.${Number(expires) + 86_400}.${mac}`;
    const otherRequest = `${Number(id) + 1000}.${expires}.${mac}`;
    for (const wrong of [changedMac, laterExpiry, otherRequest]) {
      const response = await confirm(t, wrong)
        .expect(404)
        .expect('Content-Type', /application\/json/);
      expect(response.body).toEqual({
        statusCode: 404,
        error: 'Not Found',
        message: NEWSLETTER_CONFIRM_INVALID_MESSAGE,
      });
    }
    // Signed for another address: the link names this request, but not for its owner.
    const request = await requestOf('tampered@example.org');
    const forged = signConfirmationToken(
      secret(),
      { requestId: request.id, expiresAt: Number(request.expiresAt) },
      'attacker@example.org',
    );
    await confirm(t, forged).expect(404);
    expect(await rowsOf('tampered@example.org')).toEqual([]);
    expect(await welcomesTo('tampered@example.org')).toBe(0);
  });

  it('refuses an incomplete link or a body without one with 400 JSON', async () => {
    const token = await confirmationTokenFor(t, 'tampered@example.org');
    const response = await confirm(t, token.slice(0, -3))
      .expect(400)
      .expect('Content-Type', /application\/json/);
    expect(response.body.message).toBe(NEWSLETTER_CONFIRM_MALFORMED_MESSAGE);
    for (const body of [{}, { token: 42 }, { token: 'x'.repeat(101) }, { token, extra: true }])
      await fromSite(t.http)
        .post('/api/newsletter/confirm')
        .send(body)
        .expect(400)
        .expect('Content-Type', /application\/json/);
  });

  it('answers an expired link with 410 JSON, and the request cannot be confirmed then', async () => {
    await signUp(t, 'late@example.org').expect(201);
    const request = await requestOf('late@example.org');
    const expired = signConfirmationToken(
      secret(),
      { requestId: request.id, expiresAt: Date.now() - 1000 },
      'late@example.org',
    );
    const response = await confirm(t, expired)
      .expect(410)
      .expect('Content-Type', /application\/json/);
    expect(response.body).toEqual({ statusCode: 410, error: 'Gone', message: NEWSLETTER_CONFIRM_EXPIRED_MESSAGE });

    // Once the retention pass has deleted it, its expired link still says "expired" rather than "not ours".
    await t.dataSource.query('DELETE FROM newsletter_sign_up_requests WHERE id = ?', [request.id]);
    await confirm(t, expired).expect(410);
    expect(await rowsOf('late@example.org')).toEqual([]);
    expect(await welcomesTo('late@example.org')).toBe(0);
  });
});
