import { countRows, driverName, longestEmail, oversizeJson, formEndpointSuite, fromSite } from './test-app';

const path = '/api/volunteers';
const iso = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
const yearsAgo = (years: number, dayOffset = 0) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate() + dayOffset))
    .toISOString()
    .slice(0, 10);
};

const valid = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Amina',
  lastName: 'Khan',
  email: 'amina@example.org',
  phone: '+92 300 1234567',
  address: '12 Mall Road',
  city: 'Lahore',
  province: 'Punjab',
  postalCode: '54000',
  dateOfBirth: '1995-04-12',
  occupation: 'Electrical engineer',
  skills: 'Wiring, teaching',
  interests: 'Schools',
  availability: 'Weekends',
  experience: '',
  motivation: 'I want to help bring power to rural schools.',
  emergencyContactName: 'Bilal Khan',
  emergencyContactPhone: '+92 300 7654321',
  emergencyContactRelation: 'Brother',
  hasTransportation: true,
  backgroundCheckConsent: false,
  agreesToTerms: true,
  ...overrides,
});

const requiredFields: [string, string][] = [
  ['firstName', 'First name'],
  ['lastName', 'Last name'],
  ['phone', 'Phone'],
  ['address', 'Address'],
  ['city', 'City'],
  ['postalCode', 'Postal code'],
  ['occupation', 'Occupation'],
  ['skills', 'Skills'],
  ['interests', 'Areas of interest'],
  ['availability', 'Availability'],
  ['motivation', 'Motivation'],
  ['emergencyContactName', 'Emergency contact name'],
  ['emergencyContactPhone', 'Emergency contact phone'],
  ['emergencyContactRelation', 'Emergency contact relationship'],
];
const maxLengths: [string, string, number][] = [
  ['firstName', 'First name', 100],
  ['lastName', 'Last name', 100],
  ['phone', 'Phone', 50],
  ['address', 'Address', 255],
  ['city', 'City', 100],
  ['postalCode', 'Postal code', 20],
  ['occupation', 'Occupation', 255],
  ['skills', 'Skills', 2000],
  ['interests', 'Areas of interest', 2000],
  ['availability', 'Availability', 2000],
  ['experience', 'Previous experience', 5000],
  ['motivation', 'Motivation', 5000],
  ['emergencyContactName', 'Emergency contact name', 255],
  ['emergencyContactPhone', 'Emergency contact phone', 50],
  ['emergencyContactRelation', 'Emergency contact relationship', 100],
];

describe(`POST ${path} (${driverName})`, () => {
  const { suite, post, messagesOf } = formEndpointSuite(path);

  it('answers 201 with the created application as JSON, pending, email lower-cased, blank experience null', async () => {
    const response = await post(valid({ email: ' Amina@Example.ORG ', city: ' Lahore ' }))
      .expect(201)
      .expect('Content-Type', /application\/json/);
    const { experience: _blank, ...sent } = valid();
    expect(response.body).toEqual({
      ...sent,
      id: expect.any(Number),
      email: 'amina@example.org',
      experience: null,
      status: 'pending',
      createdAt: expect.stringMatching(iso),
      updatedAt: expect.stringMatching(iso),
    });
    const [row] = await suite.app.dataSource.query('SELECT * FROM volunteers WHERE id = ?', [response.body.id]);
    expect(row).toMatchObject({
      email: 'amina@example.org',
      city: 'Lahore',
      status: 'pending',
      experience: null,
      province: 'Punjab',
    });
  });

  it('answers 409 for the same email in another case, keeping one row', async () => {
    const response = await post(valid({ email: 'AMINA@example.org' })).expect(409);
    expect(response.body).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: 'An application with this email address already exists',
    });
    expect(await countRows(suite.app.dataSource, 'volunteers', 'email = ?', ['amina@example.org'])).toBe(1);
  });

  it('creates exactly one row for ten identical parallel requests, the rest 409 and no 5xx', async () => {
    const body = valid({ email: 'parallel@example.org' });
    const responses = await Promise.all(Array.from({ length: 10 }, () => post(body)));
    expect(responses.map((response) => response.status).sort()).toEqual([201, ...Array(9).fill(409)]);
    expect(await countRows(suite.app.dataSource, 'volunteers', 'email = ?', ['parallel@example.org'])).toBe(1);
  });

  it('defaults the optional booleans to false and keeps experience', async () => {
    const {
      hasTransportation: _h,
      backgroundCheckConsent: _b,
      ...rest
    } = valid({ email: 'optional@example.org', experience: ' Taught physics ' });
    const response = await post(rest).expect(201);
    expect(response.body).toMatchObject({
      hasTransportation: false,
      backgroundCheckConsent: false,
      agreesToTerms: true,
      experience: 'Taught physics',
    });
  });

  it('accepts every province code and every field at its maximum length', async () => {
    for (const [index, province] of ['Sindh', 'KPK', 'Balochistan', 'Gilgit-Baltistan', 'AJK', 'ICT'].entries()) {
      await post(valid({ email: `p${index}@example.org`, province })).expect(201);
    }
    const longest = Object.fromEntries(maxLengths.map(([field, , max]) => [field, 'x'.repeat(max)]));
    await post(valid({ ...longest, email: longestEmail })).expect(201);
  });

  it.each(requiredFields)('requires %s (missing or blank)', async (field, label) => {
    for (const value of [undefined, '', '  ']) {
      expect(await messagesOf(valid({ email: 'rules@example.org', [field]: value }))).toContain(`${label} is required`);
    }
  });

  it.each(maxLengths)('limits %s to the column length', async (field, label, max) => {
    expect(await messagesOf(valid({ email: 'rules@example.org', [field]: 'x'.repeat(max + 1) }))).toContain(
      `${label} must be at most ${max} characters`,
    );
  });

  it.each([
    ['missing email', { email: undefined }, 'Email is required'],
    ['invalid email', { email: 'amina.example.org' }, 'Please enter a valid email address'],
    [
      'unknown province',
      { province: 'Kent' },
      'Province must be one of: Punjab, Sindh, KPK, Balochistan, Gilgit-Baltistan, AJK, ICT',
    ],
    [
      'province by label',
      { province: 'Khyber Pakhtunkhwa' },
      'Province must be one of: Punjab, Sindh, KPK, Balochistan, Gilgit-Baltistan, AJK, ICT',
    ],
    [
      'missing province',
      { province: undefined },
      'Province must be one of: Punjab, Sindh, KPK, Balochistan, Gilgit-Baltistan, AJK, ICT',
    ],
    ['impossible date', { dateOfBirth: '1995-02-30' }, 'Date of birth must be a real date in the form YYYY-MM-DD'],
    ['non-ISO date', { dateOfBirth: '12/04/1995' }, 'Date of birth must be a real date in the form YYYY-MM-DD'],
    ['date-time', { dateOfBirth: '1995-04-12T00:00:00Z' }, 'Date of birth must be a real date in the form YYYY-MM-DD'],
    ['missing date', { dateOfBirth: undefined }, 'Date of birth must be a real date in the form YYYY-MM-DD'],
    [
      'future date',
      { dateOfBirth: yearsAgo(-1) },
      'You must be at least 16 years old to volunteer (date of birth must be in the past)',
    ],
    [
      'under 16 by a day',
      { dateOfBirth: yearsAgo(16, 1) },
      'You must be at least 16 years old to volunteer (date of birth must be in the past)',
    ],
    ['implausibly old', { dateOfBirth: '1880-01-01' }, 'Date of birth must be less than 120 years ago'],
    ['terms false', { agreesToTerms: false }, 'You must agree to the terms and conditions'],
    ['terms missing', { agreesToTerms: undefined }, 'You must agree to the terms and conditions'],
    ['terms as a string', { agreesToTerms: 'true' }, 'You must agree to the terms and conditions'],
    ['transport as a string', { hasTransportation: 'yes' }, 'hasTransportation must be true or false'],
    ['consent as a number', { backgroundCheckConsent: 1 }, 'backgroundCheckConsent must be true or false'],
    ['a name that is not text', { firstName: 12 }, 'First name must be text'],
  ])('refuses %s with 400', async (_name, overrides, message) => {
    expect(await messagesOf(valid({ email: 'rules@example.org', ...overrides }))).toContain(message);
  });

  it('accepts an applicant on their 16th birthday', async () => {
    await post(valid({ email: 'sixteen@example.org', dateOfBirth: yearsAgo(16) })).expect(201);
  });

  it('refuses unknown fields (status, id) and stores nothing', async () => {
    expect(await messagesOf(valid({ email: 'unknown@example.org', status: 'approved', id: 1 }))).toEqual(
      expect.arrayContaining(['property status should not exist', 'property id should not exist']),
    );
    expect(await countRows(suite.app.dataSource, 'volunteers', 'email = ?', ['unknown@example.org'])).toBe(0);
    expect(await countRows(suite.app.dataSource, 'volunteers', 'email = ?', ['rules@example.org'])).toBe(0);
  });

  it('refuses a body over 100 KB with 413 JSON', async () => {
    const response = await fromSite(suite.app.http)
      .post(path)
      .set('Content-Type', 'application/json')
      .send(oversizeJson(valid({ email: 'big@example.org' })))
      .expect(413);
    expect(response.body).toMatchObject({ statusCode: 413, error: 'Payload Too Large' });
    expect(await countRows(suite.app.dataSource, 'volunteers', 'email = ?', ['big@example.org'])).toBe(0);
  });
});
