import {
  CHARITY_EMAIL_NOTICE_VERSION,
  GIFT_AID_WORDING_VERSION,
  ERASURE_CONFIRM_MESSAGE,
  SUPPORTER_DATA_SECTIONS,
  type SupporterDataFile,
} from '@solar/shared-contracts';
import { SubscriptionsController } from '@paypal/paypal-server-sdk';
import { startSim } from '@solar/paypal-simulator/testing';
import { AuditLog } from '../src/audit';
import { AuditEntryRecord } from '../src/audit/audit-entry.entity';
import { Subscription } from '../src/subscriptions/subscription.entity';
import { GiftAidDeclaration } from '../src/gift-aid-declarations/gift-aid-declaration.entity';
import { Donation } from '../src/payments/donation.entity';
import { auditRowsOf } from './support/audit-rows';
import { confirm, confirmationTokenFor, signUp, signUpAndConfirm } from './support/newsletter-sign-up';
import { signInAs } from './support/staff-session';
import { countRows, driverName, fromSite } from './test-app';
import { approveOrder, approveSubscription, startPaymentsTestApp, type PaymentsTestApp } from './test-paypal';

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
    await signUpAndConfirm(t, PERSON.email);
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
    // The confirmed sign-up stays until its link expires, so a second click can say "already confirmed".
    expect(sections.newsletterSignUps).toEqual([
      expect.objectContaining({
        email: PERSON.email,
        requestedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        confirmedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      }),
    ]);
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
      expect.arrayContaining([
        'donation-receipt',
        'newsletter-confirmation',
        'newsletter-welcome',
        'volunteer-acknowledgement',
      ]),
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
  describe('erasure', () => {
    const OLD_GIFT = Date.UTC(2015, 5, 1);
    let claimId: number;
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const scheduleOf = async (id: number) =>
      (
        await site()
          .get(`/api/staff/gift-aid/claims/${id}/schedule-1.csv`)
          .set('Cookie', admin)
          .buffer(true)
          .parse((res, done) => {
            let text = '';
            res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
            res.on('end', () => done(null, text));
          })
          .expect(200)
      ).body as string;
    const totalOf = (csv: string) =>
      csv
        .trim()
        .split(/\r?\n/)
        .slice(1)
        .reduce((sum, line) => sum + Number(line.split(',').at(-1)), 0);

    beforeAll(async () => {
      // A declaration of 2015 whose last gift was then: past HMRC's six years, so nothing keeps it.
      const declarations = t.dataSource.getRepository(GiftAidDeclaration);
      const old = await declarations.save(
        declarations.create({
          firstName: PERSON.firstName,
          lastName: 'OBrien',
          houseNameOrNumber: '3',
          postcode: 'BT1 1AA',
          donorEmail: PERSON.email,
          scope: 'this-gift',
          wordingVersion: '2015-01-01',
          declaredAt: OLD_GIFT,
        }),
      );
      const donations = t.dataSource.getRepository(Donation);
      await donations.save(
        donations.create({
          donorEmail: PERSON.email,
          donorName: 'Siobhan O’Brien',
          amount: 5,
          currency: 'GBP',
          paymentStatus: 'completed',
          paymentMethod: 'paypal',
          paidAt: OLD_GIFT,
          giftAidDeclarationId: old.id,
        }),
      );
      // The donor chose to show this name on the project page, and staff approved it (decision 066).
      await donations.update(
        { donorEmail: PERSON.email, message: 'Light for every lesson' },
        { displayName: 'Siobhan O.', nameStatus: 'approved', isAnonymous: false },
      );
      const { body } = await site()
        .post('/api/staff/gift-aid/claims')
        .set('Cookie', admin)
        .send({ from: day(-30), to: day(0), aggregateSmallGifts: false })
        .expect(201);
      claimId = body.id;
    });

    it('shows what will go and what must stay, and erases nothing until confirmed', async () => {
      expect(JSON.stringify((await site().get('/api/projects/1/supporters').expect(200)).body)).toContain('Siobhan O.');
      const { body: plan } = await site()
        .post('/api/staff/supporter-data/erasure-plan')
        .set('Cookie', admin)
        .send({ email: PERSON.email })
        .expect(200);
      expect(plan).toEqual({
        email: PERSON.email,
        erased: expect.objectContaining({
          contactMessages: 1,
          volunteerApplications: 1,
          donations: 2,
          monthlyGifts: 1,
          giftAidDeclarations: 1,
          emailLists: 1,
          newsletterSignUps: 1,
        }),
        // Their monthly gift was never approved at PayPal: nothing there to cancel.
        cancelled: { monthlyGifts: 0 },
        kept: {
          giftAidDeclarations: 1,
          donations: 1,
          until: expect.stringMatching(/^20(3[2-9])-04-01T00:00:00\.000Z$/),
        },
      });
      await fileOf(PERSON.email, staff).expect(403);
      const refused = await site()
        .post('/api/staff/supporter-data/erasure')
        .set('Cookie', admin)
        .send({ email: PERSON.email, confirm: false })
        .expect(400);
      expect(refused.body.message).toEqual([ERASURE_CONFIRM_MESSAGE]);
      expect(await countRows(t.dataSource, 'contact_messages', 'email = ?', [PERSON.email])).toBe(1);
    });

    it('leaves everything as it was when the erasure fails at its last step (one transaction)', async () => {
      const crash = jest.spyOn(t.app.get(AuditLog), 'record').mockRejectedValueOnce(new Error('power cut'));
      await site()
        .post('/api/staff/supporter-data/erasure')
        .set('Cookie', admin)
        .send({ email: PERSON.email, confirm: true })
        .expect(500);
      crash.mockRestore();
      const { sections } = (await fileOf(PERSON.email).expect(200)).body as SupporterDataFile;
      expect(sections.contactMessages).toHaveLength(1);
      expect(sections.volunteerApplications).toHaveLength(1);
      expect(sections.giftAidDeclarations).toHaveLength(2);
      expect(sections.emailLists).toEqual([expect.objectContaining({ isActive: true })]);
    });

    it('removes every personal field, keeps the Gift Aid declaration inside its period, and the claim still adds up', async () => {
      const before = await scheduleOf(claimId);
      await site()
        .post('/api/staff/supporter-data/erasure')
        .set('Cookie', admin)
        .send({ email: PERSON.email, confirm: true })
        .expect(200);

      const { sections } = (await fileOf(PERSON.email).expect(200)).body as SupporterDataFile;
      expect(sections.contactMessages).toEqual([]);
      expect(sections.volunteerApplications).toEqual([]);
      expect(sections.donations).toEqual([]);
      expect(sections.monthlyGifts).toEqual([]);
      expect(sections.giftAidDeclarations).toEqual([]);
      expect(sections.emailsSent).toEqual([]);
      expect(sections.newsletterSignUps).toEqual([]);
      // Only the suppression entry stays, so nothing emails the address again.
      expect(sections.emailLists).toEqual([
        expect.objectContaining({ email: PERSON.email, firstName: null, lastName: null, isActive: false }),
      ]);

      const declarations = await t.dataSource.getRepository(GiftAidDeclaration).find({ order: { id: 'ASC' } });
      const kept = declarations.find((row) => row.houseNameOrNumber === '9');
      expect(kept).toMatchObject({ firstName: PERSON.firstName, postcode: 'BT7 1NN', donorEmail: null });
      expect(kept?.erasureRequestedAt).toEqual(expect.any(Number));
      const old = declarations.find((row) => row.wordingVersion === '2015-01-01');
      expect(old).toMatchObject({ firstName: 'Erased', lastName: 'Erased', houseNameOrNumber: '', postcode: '' });

      const gifts = await t.dataSource.query('SELECT * FROM donations WHERE giftAidDeclarationId = ?', [kept?.id]);
      expect(gifts).toEqual([
        expect.objectContaining({
          donorEmail: null,
          donorName: null,
          displayName: null,
          message: 'Light for every lesson',
        }),
      ]);
      const after = await scheduleOf(claimId);
      expect(after).toBe(before);
      expect(totalOf(after)).toBeGreaterThanOrEqual(30);

      const dump =
        JSON.stringify(await t.dataSource.query('SELECT * FROM donations')) +
        JSON.stringify(await t.dataSource.query('SELECT * FROM subscriptions')) +
        JSON.stringify(await t.dataSource.query('SELECT * FROM outbox_emails')) +
        JSON.stringify(await t.dataSource.query('SELECT * FROM volunteers')) +
        JSON.stringify(await t.dataSource.query('SELECT * FROM contact_messages'));
      for (const trace of ['Siobhan', 'siobhan', 'Niamh', 'visit a school']) expect(dump).not.toContain(trace);
      // Nobody else was touched.
      expect(await countRows(t.dataSource, 'contact_messages', 'email = ?', [OTHER.email])).toBe(1);
      expect(await countRows(t.dataSource, 'donations', 'donorEmail = ?', [OTHER.email])).toBe(1);
    });

    it('shows the erased donor as “Anonymous” on the project page, and audits the erasure without what was erased', async () => {
      const { body } = await site().get('/api/projects/1/supporters').expect(200);
      const text = JSON.stringify(body);
      expect(text).not.toMatch(/Siobhan/);
      expect(text).toContain('Anonymous');
      const audit = (await auditRowsOf(t, 'supporter', null)).filter((row) => row.action === 'supporter-data.erasure');
      expect(audit).toEqual([
        expect.objectContaining({
          actorUsername: 'test-admin',
          after: expect.objectContaining({ kept: expect.objectContaining({ giftAidDeclarations: 1 }) }),
        }),
      ]);
      expect(JSON.stringify(audit)).not.toMatch(/siobhan|obrien|BT7/i);
    });

    it('finds a sign-up still waiting for confirmation, and erases it so its link confirms nothing', async () => {
      const waiting = 'waiting.reader@example.org';
      await signUp(t, waiting, { firstName: 'Tariq' }).expect(201);
      const token = await confirmationTokenFor(t, waiting);
      const held = ((await fileOf(waiting).expect(200)).body as SupporterDataFile).sections;
      expect(held.emailLists).toEqual([]);
      expect(held.newsletterSignUps).toEqual([
        expect.objectContaining({ email: waiting, firstName: 'Tariq', confirmedAt: null }),
      ]);
      await site()
        .post('/api/staff/supporter-data/erasure')
        .set('Cookie', admin)
        .send({ email: waiting, confirm: true })
        .expect(200);
      const after = ((await fileOf(waiting).expect(200)).body as SupporterDataFile).sections;
      expect(after.newsletterSignUps).toEqual([]);
      expect(after.emailsSent).toEqual([]);
      await confirm(t, token).expect(404);
      expect(await countRows(t.dataSource, 'newsletters', 'email = ?', [waiting])).toBe(0);
    });
  });
});

describe(`Erasure ends the person’s monthly gifts at PayPal first (${driverName})`, () => {
  let t: PaymentsTestApp;
  let admin: string;

  const site = () => fromSite(t.http);
  const erase = (email: string) =>
    site().post('/api/staff/supporter-data/erasure').set('Cookie', admin).send({ email, confirm: true });
  const giftOf = (paypalId: string) =>
    t.dataSource.getRepository(Subscription).findOneByOrFail({ paypalSubscriptionId: paypalId });
  const atPaypal = (paypalId: string) => t.sim.store.subscriptions.get(paypalId)?.status;
  /** A monthly gift the donor approved at PayPal and came back from: active there and here. */
  const monthlyGift = async (donorEmail: string, donorName: string) => {
    const { body } = await site()
      .post('/api/subscription')
      .send({ amount: 15, currency: 'GBP', frequency: 'monthly', donorEmail, donorName })
      .expect(201);
    await approveSubscription(t.sim, body.id);
    await site().post(`/api/subscription/${body.id}/activate`).expect(200);
    expect(atPaypal(body.id)).toBe('ACTIVE');
    return body.id as string;
  };
  const cancellations = async () =>
    (await t.dataSource.getRepository(AuditEntryRecord).findBy({ action: 'monthly-gift.cancelled' })).map((row) => ({
      actorUsername: row.actorUsername,
      after: JSON.parse(row.after as string),
    }));

  beforeAll(async () => {
    t = await startPaymentsTestApp();
    ({ cookie: admin } = await signInAs(t, 'admin'));
  });
  afterAll(async () => {
    // t.sim is the simulator started again after the outage, which t.close() does not know.
    await t?.app.close();
    await t?.database.drop();
    await t?.sim.close();
  });

  it('names the gift in the plan, and erases nothing while PayPal cannot be reached, saying what to do', async () => {
    const donor = 'bilal.haddad@example.org';
    const paypalId = await monthlyGift(donor, 'Bilal Haddad');
    await site()
      .post('/api/contact')
      .send({ name: 'Bilal Haddad', email: donor, subject: 'My gift', message: 'Please erase me' })
      .expect(201);
    const { body: plan } = await site()
      .post('/api/staff/supporter-data/erasure-plan')
      .set('Cookie', admin)
      .send({ email: donor })
      .expect(200);
    expect(plan.cancelled).toEqual({ monthlyGifts: 1 });

    await t.sim.close();
    const refused = await erase(donor);
    t.sim = await startSim(undefined, t.sim);
    expect(refused.status).toBe(502);
    expect(refused.body).toMatchObject({
      error: 'MONTHLY_GIFT_NOT_CANCELLED',
      message: expect.stringContaining(`PayPal subscription ${paypalId}`),
    });
    expect(refused.body.message).toMatch(/we have not erased them.*try again.*then erase them again/);

    // Nothing half-done: the gift still runs and is still theirs, their message is still here, nothing audited.
    expect(await giftOf(paypalId)).toMatchObject({ status: 'active', donorEmail: donor });
    expect(atPaypal(paypalId)).toBe('ACTIVE');
    expect(await countRows(t.dataSource, 'contact_messages', 'email = ?', [donor])).toBe(1);
    expect(await cancellations()).toEqual([]);

    // PayPal is back: the same erasure cancels the gift there, then erases them.
    const { body: result } = await erase(donor).expect(200);
    expect(result.cancelled).toEqual({ monthlyGifts: 1 });
    expect(atPaypal(paypalId)).toBe('CANCELLED');
    expect(await giftOf(paypalId)).toMatchObject({ status: 'cancelled', donorEmail: null, donorName: null });
    expect(await countRows(t.dataSource, 'contact_messages', 'email = ?', [donor])).toBe(0);
    expect(await cancellations()).toEqual([
      expect.objectContaining({ actorUsername: 'test-admin', after: { status: 'cancelled', by: 'erasure' } }),
    ]);
    // Asked again, there is nothing left to cancel or erase.
    expect((await erase(donor).expect(200)).body.cancelled).toEqual({ monthlyGifts: 0 });
    expect(await cancellations()).toHaveLength(1);
  });

  it('cancels a paused gift, and counts one already cancelled in PayPal’s dashboard as ended', async () => {
    const donor = 'grace.mwangi@example.org';
    const paused = await monthlyGift(donor, 'Grace Mwangi');
    const dashboard = await monthlyGift(donor, 'Grace Mwangi');
    const paypal = new SubscriptionsController(t.sim.client());
    await paypal.suspendSubscription({ id: paused, body: { reason: 'The donor paused their gift' } });
    await t.dataSource.getRepository(Subscription).update({ paypalSubscriptionId: paused }, { status: 'suspended' });
    // Cancelled at PayPal by staff, before its webhook reached us: still active here.
    await paypal.cancelSubscription({ id: dashboard, body: { reason: 'Cancelled from the dashboard' } });
    expect(await giftOf(dashboard)).toMatchObject({ status: 'active' });

    const { body: result } = await erase(donor).expect(200);
    expect(result.cancelled).toEqual({ monthlyGifts: 2 });
    expect([atPaypal(paused), atPaypal(dashboard)]).toEqual(['CANCELLED', 'CANCELLED']);
    for (const id of [paused, dashboard])
      expect(await giftOf(id)).toMatchObject({ status: 'cancelled', donorEmail: null, nextBillingDate: null });
  });
});
