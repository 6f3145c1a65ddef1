import { countRows, driverName, longestEmail, oversizeJson, formEndpointSuite, fromSite } from './test-app';

const path = '/api/contact';
const valid = (overrides: Record<string, unknown> = {}) => ({
  name: 'Amina Khan',
  email: 'amina@example.org',
  subject: 'School partnership',
  message: 'We would like to talk about solar for our school.',
  ...overrides,
});

describe(`POST ${path} (${driverName})`, () => {
  const { suite, post, messagesOf } = formEndpointSuite(path);

  it('stores the message unread, trimmed, email lower-cased, and answers 201 {id, createdAt}', async () => {
    const response = await post(valid({ name: '  Amina Khan ', email: ' Amina@Example.org' })).expect(201);
    expect(response.body).toEqual({
      id: expect.any(Number),
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
    });
    const [row] = await suite.app.dataSource.query('SELECT * FROM contact_messages WHERE id = ?', [response.body.id]);
    expect(row).toMatchObject({ name: 'Amina Khan', email: 'amina@example.org', subject: 'School partnership' });
    expect(Boolean(Number(row.isRead))).toBe(false);
  });

  it('accepts the same sender twice (no uniqueness on messages)', async () => {
    await post(valid()).expect(201);
    expect(await countRows(suite.app.dataSource, 'contact_messages', 'email = ?', ['amina@example.org'])).toBe(2);
  });

  it('accepts every field at its maximum length', async () => {
    await post(
      valid({ name: 'n'.repeat(255), subject: 's'.repeat(255), message: 'm'.repeat(5000), email: longestEmail }),
    ).expect(201);
  });

  it.each(['name', 'email', 'subject', 'message'])('requires %s (missing, empty or blank)', async (field) => {
    const label = { name: 'Name', email: 'Email', subject: 'Subject', message: 'Message' }[field];
    for (const value of [undefined, '', '   ']) {
      expect(await messagesOf(valid({ [field]: value }))).toEqual([`${label} is required`]);
    }
  });

  it.each([
    ['name over 255', { name: 'n'.repeat(256) }, 'Name must be at most 255 characters'],
    ['subject over 255', { subject: 's'.repeat(256) }, 'Subject must be at most 255 characters'],
    ['message over 5000', { message: 'm'.repeat(5001) }, 'Message must be at most 5000 characters'],
    ['invalid email', { email: 'amina@' }, 'Please enter a valid email address'],
    ['name not text', { name: ['Amina'] }, 'Name must be text'],
  ])('refuses %s with 400', async (_name, overrides, message) => {
    expect(await messagesOf(valid(overrides))).toContain(message);
  });

  it('names the field of each refusal (fieldErrors), so the form can show it beside that field', async () => {
    const response = await post(valid({ email: 'amina@', message: ' ' })).expect(400);
    expect(response.body.fieldErrors).toEqual({
      email: ['Please enter a valid email address'],
      message: ['Message is required'],
    });
  });

  it('refuses unknown fields and stores nothing', async () => {
    const before = await countRows(suite.app.dataSource, 'contact_messages');
    expect(await messagesOf(valid({ isRead: true }))).toEqual(['property isRead should not exist']);
    expect(await countRows(suite.app.dataSource, 'contact_messages')).toBe(before);
  });

  it('refuses a body over 100 KB with 413 JSON', async () => {
    const response = await fromSite(suite.app.http)
      .post(path)
      .set('Content-Type', 'application/json')
      .send(oversizeJson(valid()))
      .expect(413);
    expect(response.body).toMatchObject({ statusCode: 413, error: 'Payload Too Large' });
  });
});
