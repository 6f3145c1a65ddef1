import {
  NEWSLETTER_CONFIRMATION_PERIOD,
  NEWSLETTER_CONFIRMATION_RESEND_MINUTES,
  NEWSLETTER_CONSENT_CHANGED_MESSAGE,
  NEWSLETTER_CONSENT_VERSION,
  periodAfter,
} from '@solar/shared-contracts';
import { countRows, driverName, oversizeJson, formEndpointSuite, fromSite } from './test-app';

const path = '/api/newsletter/subscribe';
const valid = (overrides: Record<string, unknown> = {}) => ({
  email: 'amina@example.org',
  firstName: 'Amina',
  lastName: 'Khan',
  isActive: true,
  subscriptionSource: 'website',
  consentGiven: true,
  ...overrides,
});

describe(`POST ${path}: a double opt-in sign-up (${driverName})`, () => {
  const { suite, post, messagesOf } = formEndpointSuite(path);
  const requestsOf = (email: string) =>
    suite.app.dataSource.query('SELECT * FROM newsletter_sign_up_requests WHERE email = ?', [email]);
  const emailsTo = (email: string, template = 'newsletter-confirmation') =>
    countRows(suite.app.dataSource, 'outbox_emails', 'template = ? AND recipient = ?', [template, email]);
  const subscribersOf = (email: string) => countRows(suite.app.dataSource, 'newsletters', 'email = ?', [email]);

  it('answers 201 "confirmation sent", records one request and one confirmation email, and adds no subscriber', async () => {
    const before = Date.now() - 1000;
    const response = await post(
      valid({
        email: '  Amina@Example.ORG ',
        firstName: '  Amina ',
        consentVersion: NEWSLETTER_CONSENT_VERSION,
        sourcePage: '/',
      }),
    ).expect(201);
    expect(response.body).toEqual({ status: 'confirmation-sent' });
    const [request, ...more] = await requestsOf('amina@example.org');
    expect(more).toEqual([]);
    expect(request).toMatchObject({
      firstName: 'Amina',
      lastName: 'Khan',
      subscriptionSource: 'website',
      sourcePage: '/',
      consentVersion: NEWSLETTER_CONSENT_VERSION,
      confirmedAt: null,
    });
    const week = periodAfter(Number(request.requestedAt), NEWSLETTER_CONFIRMATION_PERIOD) - Number(request.requestedAt);
    expect(Number(request.requestedAt)).toBeGreaterThanOrEqual(before);
    expect(Number(request.expiresAt) - Number(request.requestedAt)).toBeGreaterThan(week - 1000);
    expect(Number(request.expiresAt) - Number(request.requestedAt)).toBeLessThanOrEqual(week);
    expect(await emailsTo('amina@example.org')).toBe(1);
    expect(await emailsTo('amina@example.org', 'newsletter-welcome')).toBe(0);
    expect(await subscribersOf('amina@example.org')).toBe(0);
  });

  it('gives a subscribed address exactly the answer a new one gets, and sends it nothing more', async () => {
    await suite.app.dataSource.query(
      "INSERT INTO newsletters (email, isActive, consentGiven, basis, subscriptionSource) VALUES ('listed@example.org', 1, 1, 'consent', 'website')",
    );
    const listed = await post(valid({ email: 'listed@example.org' })).expect(201);
    const unknown = await post(valid({ email: 'unknown.reader@example.org' })).expect(201);
    expect(listed.body).toEqual(unknown.body);
    expect(await subscribersOf('listed@example.org')).toBe(1);
    expect(await emailsTo('listed@example.org', 'newsletter-welcome')).toBe(0);
  });

  it('sends one email for ten parallel sign-ups of one address, all answered alike, with no 5xx', async () => {
    const body = valid({ email: 'parallel@example.org' });
    const responses = await Promise.all(Array.from({ length: 10 }, () => post(body)));
    expect(responses.map((response) => response.status)).toEqual(Array(10).fill(201));
    expect(new Set(responses.map((response) => JSON.stringify(response.body)))).toEqual(
      new Set(['{"status":"confirmation-sent"}']),
    );
    expect(await requestsOf('parallel@example.org')).toHaveLength(1);
    expect(await emailsTo('parallel@example.org')).toBe(1);
  });

  it(`sends the email again only ${NEWSLETTER_CONFIRMATION_RESEND_MINUTES} minutes after the last, with a new link`, async () => {
    await post(valid({ email: 'again@example.org' })).expect(201);
    await post(valid({ email: 'again@example.org', firstName: 'Aisha' })).expect(201);
    expect(await emailsTo('again@example.org')).toBe(1);
    const [first] = await requestsOf('again@example.org');
    expect(first.firstName).toBe('Amina');

    const earlier = Number(first.requestedAt) - NEWSLETTER_CONFIRMATION_RESEND_MINUTES * 60_000;
    await suite.app.dataSource.query('UPDATE newsletter_sign_up_requests SET requestedAt = ? WHERE id = ?', [
      earlier,
      first.id,
    ]);
    await post(valid({ email: 'again@example.org', firstName: 'Aisha' })).expect(201);
    expect(await emailsTo('again@example.org')).toBe(2);
    const [renewed, ...more] = await requestsOf('again@example.org');
    expect(more).toEqual([]);
    expect(renewed).toMatchObject({ id: first.id, firstName: 'Aisha', confirmedAt: null });
    expect(Number(renewed.expiresAt)).toBeGreaterThanOrEqual(Number(first.expiresAt));
  });

  it('stores names as null when omitted or blank, whatever isActive says, and the current words when none are named', async () => {
    await post({ email: 'bare@example.org', firstName: '   ', isActive: false, consentGiven: true }).expect(201);
    expect(await requestsOf('bare@example.org')).toEqual([
      expect.objectContaining({
        firstName: null,
        lastName: null,
        subscriptionSource: 'website',
        sourcePage: null,
        consentVersion: NEWSLETTER_CONSENT_VERSION,
      }),
    ]);
  });

  it('keeps an allowed subscriptionSource and refuses any other', async () => {
    await post(valid({ email: 'donor@example.org', subscriptionSource: 'donation' })).expect(201);
    expect(await requestsOf('donor@example.org')).toEqual([
      expect.objectContaining({ subscriptionSource: 'donation' }),
    ]);
    expect(await messagesOf(valid({ email: 'x1@example.org', subscriptionSource: 'admin' }))).toEqual([
      'subscriptionSource must be one of: website, donation',
    ]);
  });

  it('refuses a form that showed older words, and a page that is not a path on the site', async () => {
    expect(await messagesOf(valid({ email: 'old@example.org', consentVersion: '2020-01-01' }))).toEqual([
      NEWSLETTER_CONSENT_CHANGED_MESSAGE,
    ]);
    expect(await messagesOf(valid({ email: 'page@example.org', sourcePage: 'https://evil.example/' }))).toEqual([
      'sourcePage must be a path on this site, such as /',
    ]);
    expect(await requestsOf('old@example.org')).toEqual([]);
  });

  it.each([
    ['missing email', { email: undefined }, 'Email is required'],
    ['blank email', { email: '   ' }, 'Email is required'],
    ['invalid email', { email: 'not-an-email' }, 'Please enter a valid email address'],
    ['numeric email', { email: 42 }, 'Please enter a valid email address'],
    [
      'email over 254 characters',
      { email: `${'a'.repeat(60)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.org` },
      'Please enter a valid email address',
    ],
    ['consent false', { consentGiven: false }, 'You must consent to receive our newsletter'],
    ['consent missing', { consentGiven: undefined }, 'You must consent to receive our newsletter'],
    ['consent as a string', { consentGiven: 'true' }, 'You must consent to receive our newsletter'],
    ['first name over 100', { firstName: 'a'.repeat(101) }, 'First name must be at most 100 characters'],
    ['last name not text', { lastName: 7 }, 'Last name must be text'],
    ['isActive not a boolean', { isActive: 'yes' }, 'isActive must be a boolean'],
  ])('refuses %s with 400', async (_name, overrides, message) => {
    expect(await messagesOf(valid({ email: 'rule@example.org', ...overrides }))).toContain(message);
  });

  it('accepts names of exactly the column length', async () => {
    await post(valid({ email: 'long@example.org', firstName: 'a'.repeat(100), lastName: 'b'.repeat(100) })).expect(201);
  });

  it('refuses unknown fields and stores nothing', async () => {
    expect(await messagesOf(valid({ email: 'unknown@example.org', id: 99, isAdmin: true }))).toEqual(
      expect.arrayContaining(['property id should not exist', 'property isAdmin should not exist']),
    );
    expect(await requestsOf('unknown@example.org')).toEqual([]);
  });

  it('refuses a body over 100 KB with 413 JSON', async () => {
    const response = await fromSite(suite.app.http)
      .post(path)
      .set('Content-Type', 'application/json')
      .send(oversizeJson(valid({ email: 'big@example.org' })))
      .expect(413);
    expect(response.body).toEqual({
      statusCode: 413,
      error: 'Payload Too Large',
      message: 'Request body is larger than 100 KB',
    });
    expect(await requestsOf('big@example.org')).toEqual([]);
  });
});
