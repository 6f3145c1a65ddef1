import {
  CHARITY_EMAIL_NOTICE_VERSION,
  GIFT_AID_WORDING_VERSION,
  SUPPORTER_DATA_SECTIONS,
  type SupporterDataFile,
} from '@solar/shared-contracts';
import { auditRowsOf } from './support/audit-rows';
import { signInAs } from './support/staff-session';
import { driverName, fromSite } from './test-app';
import { approveOrder, startPaymentsTestApp, type PaymentsTestApp } from './test-paypal';

const PERSON = { email: 'siobhan.obrien@example.org', firstName: 'Siobhan', lastName: "O'Brien" };
const OTHER = { email: 'yusuf.adeyemi@example.org', name: 'Yusuf Adeyemi' };

const volunteer = (email: string) => ({
  firstName: PERSON.firstName,
  lastName: PERSON.lastName,
  email,
  phone: '07700 900461',
  address: '9 Ormeau Road',
  city: 'Lahore',
  province: 'Punjab',
  postalCode: '54000',
  dateOfBirth: '1988-06-01',
  occupation: 'Teacher',
  skills: 'Teaching',
  interests: 'Schools',
  availability: 'Summers',
  motivation: 'Light for classrooms.',
  emergencyContactName: 'Niamh O’Brien',
  emergencyContactPhone: '07700 900462',
  emergencyContactRelation: 'Sister',
  hasTransportation: false,
  backgroundCheckConsent: true,
  agreesToTerms: true,
});

describe(`Subject access: everything held on one person (${driverName})`, () => {
  let t: PaymentsTestApp;
  let admin: string;
  let staff: string;

  const site = () => fromSite(t.http);
  const give = async (body: Record<string, unknown>) => {
    const order = { amount: 30, currency: 'GBP', intent: 'CAPTURE', projectId: 1, ...body };
    const { body: created } = await site().post('/paypal/order').send(order).expect(201);
    await approveOrder(t.sim, created.id);
    await site().post(`/paypal/order/${created.id}/capture`).expect(200);
  };
  const fileOf = (email: string, cookie = admin) =>
    site().post('/api/staff/supporter-data/file').set('Cookie', cookie).send({ email });

  beforeAll(async () => {
    t = await startPaymentsTestApp();
    ({ cookie: admin } = await signInAs(t, 'admin'));
    ({ cookie: staff } = await signInAs(t, 'staff'));
    await site().post('/api/newsletter/subscribe').send({ email: PERSON.email, consentGiven: true }).expect(201);
    await site()
      .post('/api/contact')
      .send({ name: 'Siobhan O’Brien', email: PERSON.email, subject: 'Visiting', message: 'Can I visit a school?' })
      .expect(201);
    await site().post('/api/volunteers').send(volunteer(PERSON.email)).expect(201);
    await give({
      donorEmail: PERSON.email,
      donorName: 'Siobhan O’Brien',
      message: 'Light for every lesson',
      emailNoticeVersion: CHARITY_EMAIL_NOTICE_VERSION,
      giftAid: {
        confirmed: true,
        scope: 'enduring',
        wordingVersion: GIFT_AID_WORDING_VERSION,
        title: 'Ms',
        firstName: PERSON.firstName,
        lastName: 'OBrien',
        houseNameOrNumber: '9',
        postcode: 'BT7 1NN',
      },
    });
    await site()
      .post('/api/subscription')
      .send({ amount: 10, currency: 'GBP', frequency: 'monthly', donorEmail: PERSON.email })
      .expect(201);
    // Someone else, who must not appear in the file.
    await site()
      .post('/api/contact')
      .send({ name: OTHER.name, email: OTHER.email, subject: 'Hello', message: 'A question of my own' })
      .expect(201);
    await give({ donorEmail: OTHER.email, donorName: OTHER.name, message: 'From Yusuf' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is for admins only, and refuses a missing or malformed address with a clear 400', async () => {
    await site().post('/api/staff/supporter-data/file').send({ email: PERSON.email }).expect(401);
    await fileOf(PERSON.email, staff).expect(403);
    await fileOf('not-an-address').expect(400);
    await site().post('/api/staff/supporter-data/file').set('Cookie', admin).send({}).expect(400);
  });

  it('holds every record seeded for the person, whatever the case of the address, and nobody else’s', async () => {
    const response = await fileOf(' Siobhan.OBrien@Example.org ').expect(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="supporter-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const file = response.body as SupporterDataFile;
    expect(file.email).toBe(PERSON.email);
    expect(Object.keys(file.sections).sort()).toEqual(Object.keys(SUPPORTER_DATA_SECTIONS).sort());
    const { sections } = file;
    expect(sections.emailLists).toEqual([expect.objectContaining({ email: PERSON.email, basis: 'consent' })]);
    expect(sections.contactMessages).toEqual([expect.objectContaining({ message: 'Can I visit a school?' })]);
    expect(sections.volunteerApplications).toEqual([
      expect.objectContaining({ phone: '07700 900461', emergencyContactName: 'Niamh O’Brien' }),
    ]);
    expect(sections.donations).toEqual([
      expect.objectContaining({
        donorEmail: PERSON.email,
        message: 'Light for every lesson',
        paymentStatus: 'completed',
      }),
    ]);
    expect(sections.monthlyGifts).toEqual([expect.objectContaining({ donorEmail: PERSON.email, status: 'pending' })]);
    expect(sections.giftAidDeclarations).toEqual([
      expect.objectContaining({ firstName: PERSON.firstName, postcode: 'BT7 1NN', houseNameOrNumber: '9' }),
    ]);
    expect(sections.emailsSent.map((email) => email['template']).sort()).toEqual(
      expect.arrayContaining(['donation-receipt', 'newsletter-welcome', 'volunteer-acknowledgement']),
    );
    expect(sections.supportersWall).toEqual([expect.objectContaining({ message: 'Light for every lesson' })]);
    const text = JSON.stringify(file);
    for (const other of [OTHER.email, OTHER.name, 'From Yusuf', 'A question of my own'])
      expect(text).not.toContain(other);
  });

  it('gives a readable HTML summary of the same records, escaped', async () => {
    const response = await site()
      .post('/api/staff/supporter-data/summary')
      .set('Cookie', admin)
      .send({ email: PERSON.email })
      .expect(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/filename="supporter-data-\d{4}-\d{2}-\d{2}\.html"$/);
    expect(response.text).toContain(`<h1>Personal data From Sun to Sanctuary holds for ${PERSON.email}</h1>`);
    expect(response.text).toContain('<h2>Messages you sent us (1)</h2>');
    expect(response.text).toContain('Can I visit a school?');
    expect(response.text).toContain('O&#39;Brien');
    expect(response.text).not.toContain(OTHER.email);
  });

  it('audits each download by whom, in which form and how many records, never the address or the data', async () => {
    const audit = await auditRowsOf(t, 'supporter', null);
    expect(audit.map((row) => row.action)).toEqual(['supporter-data.export', 'supporter-data.export']);
    expect(audit[0]).toMatchObject({
      actorUsername: 'test-admin',
      after: { format: 'json', records: expect.objectContaining({ contactMessages: 1, giftAidDeclarations: 1 }) },
    });
    expect(audit[1]).toMatchObject({ after: { format: 'html' } });
    expect(JSON.stringify(audit)).not.toMatch(/siobhan|visit a school/i);
  });
});
