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

describe(`POST ${path} (${driverName})`, () => {
  const { suite, post, messagesOf } = formEndpointSuite(path);

  it('subscribes with 201, trims names and lower-cases the email, stored active', async () => {
    const response = await post(valid({ email: '  Amina@Example.ORG ', firstName: '  Amina ' })).expect(201);
    expect(response.body).toEqual({
      id: expect.any(Number),
      email: 'amina@example.org',
      firstName: 'Amina',
      lastName: 'Khan',
      isActive: true,
      subscriptionSource: 'website',
      consentGiven: true,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/),
    });
    const [row] = await suite.app.dataSource.query('SELECT * FROM newsletters WHERE id = ?', [response.body.id]);
    expect(row).toMatchObject({ email: 'amina@example.org', firstName: 'Amina' });
    expect(Boolean(Number(row.isActive))).toBe(true);
    expect(Boolean(Number(row.consentGiven))).toBe(true);
  });

  it('answers 409 "already subscribed" for the same email in another case, keeping one row', async () => {
    const response = await post(valid({ email: 'AMINA@example.org ' }))
      .expect(409)
      .expect('Content-Type', /application\/json/);
    expect(response.body).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: 'This email is already subscribed to our newsletter',
    });
    expect(response.body.message).toContain('already subscribed');
    expect(await countRows(suite.app.dataSource, 'newsletters', 'email = ?', ['amina@example.org'])).toBe(1);
  });

  it('creates exactly one row for ten identical parallel requests, the rest 409 and no 5xx', async () => {
    const body = valid({ email: 'parallel@example.org' });
    const responses = await Promise.all(Array.from({ length: 10 }, () => post(body)));
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([201, ...Array(9).fill(409)]);
    expect(await countRows(suite.app.dataSource, 'newsletters', 'email = ?', ['parallel@example.org'])).toBe(1);
  });

  it('stores names as null when omitted or blank, and isActive true whatever is sent', async () => {
    const response = await post({
      email: 'bare@example.org',
      firstName: '   ',
      isActive: false,
      consentGiven: true,
    }).expect(201);
    expect(response.body).toMatchObject({
      firstName: null,
      lastName: null,
      isActive: true,
      subscriptionSource: 'website',
    });
  });

  it('keeps an allowed subscriptionSource and refuses any other', async () => {
    await post(valid({ email: 'donor@example.org', subscriptionSource: 'donation' }))
      .expect(201)
      .expect((r) => expect(r.body.subscriptionSource).toBe('donation'));
    expect(await messagesOf(valid({ email: 'x1@example.org', subscriptionSource: 'admin' }))).toEqual([
      'subscriptionSource must be one of: website, donation',
    ]);
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
    expect(await countRows(suite.app.dataSource, 'newsletters', 'email = ?', ['unknown@example.org'])).toBe(0);
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
    expect(await countRows(suite.app.dataSource, 'newsletters', 'email = ?', ['big@example.org'])).toBe(0);
  });
});
