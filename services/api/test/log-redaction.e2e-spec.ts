import { startSim, type RunningSim } from '@solar/paypal-simulator/testing';
import { CHARITY_EMAIL_NOTICE_VERSION, GIFT_AID_WORDING_VERSION } from '@solar/shared-contracts';
import request from 'supertest';
import { driverName, fromSite, startTestApp, type TestApp } from './test-app';
import { approveOrder, paypalConfigFor } from './test-paypal';

/** What a contact message and a gift with its Gift Aid declaration tell the site about a person. */
const PERSON = {
  name: 'Siobhán Ní Bhriain',
  firstName: 'Siobhán',
  lastName: 'Ní Bhriain',
  email: 'siobhan.nibhriain@example.ie',
  subject: 'Solar panels for Drumcondra parish hall',
  message: 'Please ring me about the hall roof, my number is 07700 900461.',
  houseNameOrNumber: 'Rosebank Cottage',
  postcode: 'BT7 1NN',
};
const SESSION_COOKIE = 'staff_session=c00kie-s3cret-value';
const AUTHORIZATION = 'Bearer auth-t0ken-s3cret-value';

/** Every piece of it, in the forms a log could hold it: as sent, lower-cased, and the postcode as typed. */
const PERSONAL_STRINGS = [
  ...Object.values(PERSON),
  PERSON.email.toUpperCase(),
  'siobhan',
  'Bhriain',
  'bt7  1nn',
  'BT71NN',
  '07700 900461',
  'c00kie-s3cret-value',
  'auth-t0ken-s3cret-value',
];

describe(`Logs hold no personal data (${driverName})`, () => {
  let sim: RunningSim;
  let t: TestApp;
  let written: string[] = [];
  let write: jest.SpyInstance;

  const lines = () =>
    written
      .join('')
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => JSON.parse(line) as Record<string, unknown>);

  beforeAll(async () => {
    write = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
    sim = await startSim();
    // Every level, so nothing personal hides below the default; no trusted hop, so the spoofing test below holds.
    t = await startTestApp({ paypal: paypalConfigFor(sim), trustedProxies: [] }, { logger: 'trace' });
  });

  afterAll(async () => {
    await t?.close();
    await sim?.close();
    write?.mockRestore();
  });

  beforeEach(() => {
    written = [];
  });

  it('writes a contact message and a gift with Gift Aid, and logs none of their personal data', async () => {
    const site = () => fromSite(t.http).set('Cookie', SESSION_COOKIE).set('Authorization', AUTHORIZATION);
    await site()
      .post(`/api/contact?email=${encodeURIComponent(PERSON.email)}`)
      .send({ name: PERSON.name, email: PERSON.email, subject: PERSON.subject, message: PERSON.message })
      .expect(201);
    // A refused message too: its 400 names the fields, and must not echo their values into the log.
    await site()
      .post('/api/contact')
      .send({ name: PERSON.name, email: `${PERSON.firstName}@`, subject: PERSON.subject, message: PERSON.message })
      .expect(400);

    const { body: created } = await site()
      .post('/paypal/order')
      .send({
        amount: 25,
        currency: 'GBP',
        intent: 'CAPTURE',
        projectId: 1,
        donorEmail: PERSON.email,
        donorName: PERSON.name,
        emailNoticeVersion: CHARITY_EMAIL_NOTICE_VERSION,
        giftAid: {
          confirmed: true,
          scope: 'enduring',
          wordingVersion: GIFT_AID_WORDING_VERSION,
          title: 'Ms',
          firstName: PERSON.firstName,
          lastName: PERSON.lastName,
          houseNameOrNumber: PERSON.houseNameOrNumber,
          postcode: ' bt7  1nn ',
        },
      })
      .expect(201);
    await approveOrder(sim, created.id);
    await site().post(`/paypal/order/${created.id}/capture`).expect(200);
    // The mail outbox picks the receipt and acknowledgement up on its own schedule; give it a pass.
    await new Promise((done) => setTimeout(done, 300));

    const all = lines();
    for (const [method, path, status] of [
      ['POST', '/api/contact', 201],
      ['POST', '/api/contact', 400],
      ['POST', '/paypal/order', 201],
      ['POST', `/paypal/order/${created.id}/capture`, 200],
    ] as const) {
      expect(all).toContainEqual(expect.objectContaining({ service: 'api', method, path, status }));
    }
    const text = written.join('');
    for (const personal of PERSONAL_STRINGS) expect(text).not.toContain(personal);
    expect(text.toLowerCase()).not.toContain(PERSON.email);
  });

  it('replaces an X-Request-Id sent by a hop it does not trust, and echoes the id it used', async () => {
    const response = await request(t.http).get('/api/projects/1').set('x-request-id', 'spoofed-request-0001');
    const id = response.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(lines()).toContainEqual(expect.objectContaining({ path: '/api/projects/1', status: 200, requestId: id }));
    expect(written.join('')).not.toContain('spoofed-request-0001');
  });
});
