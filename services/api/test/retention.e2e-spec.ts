import type { INestApplication } from '@nestjs/common';
import { giftAidKeptUntil } from '@solar/shared-contracts';
import { createApp, initApp } from '../src/app/create-app';
import { AuditEntryRecord } from '../src/audit/audit-entry.entity';
import { ContactMessage } from '../src/contact/contact-message.entity';
import { GiftAidDeclaration } from '../src/gift-aid-declarations/gift-aid-declaration.entity';
import { OutboxEmail } from '../src/mail/outbox-email.entity';
import { NewsletterSignUpRequest } from '../src/newsletter/newsletter-sign-up-request.entity';
import { Newsletter } from '../src/newsletter/newsletter.entity';
import { Donation } from '../src/payments/donation.entity';
import { RETENTION_DELETED, RetentionPass, type RetentionCounts } from '../src/supporter-data/retention-pass';
import { Volunteer } from '../src/volunteers/volunteer.entity';
import { driverName, SITE_ORIGIN, startTestApp, type TestApp } from './test-app';
import { testDriver } from './test-database';

const DAY = 24 * 60 * 60_000;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

describe(`The retention pass applies the privacy policy's periods (${driverName})`, () => {
  let t: TestApp;
  let pass: RetentionPass;
  let now: number;
  let seeded = 0;

  beforeAll(async () => {
    t = await startTestApp();
    pass = t.app.get(RetentionPass);
  });

  afterAll(async () => {
    await t?.close();
  });

  beforeEach(async () => {
    now = Date.now();
    for (const table of [
      'contact_messages',
      'volunteers',
      'newsletters',
      'newsletter_sign_up_requests',
      'donations',
      'gift_aid_declarations',
      'outbox_emails',
      'audit_log',
    ])
      await t.dataSource.query(`DELETE FROM ${table}`);
  });

  const unique = (name: string) => `${name}-${(seeded += 1)}`;
  const message = async (email: string, ago: number) => {
    const repository = t.dataSource.getRepository(ContactMessage);
    const row = repository.create({ name: 'Amira', email, subject: 'Visit', message: 'May I visit?' });
    return repository.save({ ...row, createdAt: new Date(now - ago) });
  };
  const application = async (status: string, decidedAgo: number) => {
    const repository = t.dataSource.getRepository(Volunteer);
    const row = await repository.save(
      repository.create({
        firstName: 'Bilal',
        lastName: 'Khan',
        email: `${unique('bilal')}@example.org`,
        phone: '07700 900000',
        address: '1 High Street',
        city: 'Leeds',
        province: 'West Yorkshire',
        postalCode: 'LS1 1AA',
        dateOfBirth: '1990-01-01',
        occupation: 'Electrician',
        skills: 'Wiring',
        interests: 'Solar',
        availability: 'Weekends',
        experience: null,
        motivation: 'To help',
        emergencyContactName: 'Sam',
        emergencyContactPhone: '07700 900001',
        emergencyContactRelation: 'Sibling',
        status,
      }),
    );
    await t.dataSource
      .createQueryBuilder()
      .update(Volunteer)
      .set({ updatedAt: new Date(now - decidedAgo) })
      .where('id = :id', { id: row.id })
      .execute();
    return row;
  };
  const listed = (isActive: boolean, named: boolean) =>
    t.dataSource.getRepository(Newsletter).save({
      email: `${unique('listed')}@example.org`,
      consentGiven: true,
      isActive,
      firstName: named ? 'Chidi' : null,
      lastName: named ? 'Okafor' : null,
    });
  /** A newsletter sign-up asked for `ago` before now, its link lasting the policy's 7 days; confirmed when `confirmed`. */
  const signUp = (ago: number, confirmed = false) =>
    t.dataSource.getRepository(NewsletterSignUpRequest).save({
      email: `${unique('asked')}@example.org`,
      firstName: 'Efua',
      lastName: null,
      subscriptionSource: 'website',
      sourcePage: '/',
      consentVersion: '2026-11-28',
      requestedAt: now - ago,
      expiresAt: now - ago + 7 * DAY,
      confirmedAt: confirmed ? now - ago + DAY : null,
    });
  const signUpIds = async () =>
    (await t.dataSource.getRepository(NewsletterSignUpRequest).find({ order: { id: 'ASC' } })).map((row) => row.id);
  /** A declaration and one gift it covers, `ago` before now; marked for erasure when `marked`. */
  const declaration = async (ago: number, marked: boolean) => {
    const at = now - ago;
    const saved = await t.dataSource.getRepository(GiftAidDeclaration).save({
      firstName: 'Deborah',
      lastName: 'Mensah',
      houseNameOrNumber: '12',
      postcode: 'B3 2RT',
      donorEmail: null,
      scope: 'enduring' as const,
      wordingVersion: '2026-11-23',
      declaredAt: at,
      erasureRequestedAt: marked ? now - DAY : null,
    });
    await t.dataSource.getRepository(Donation).save({
      donorName: 'Deborah Mensah',
      donorEmail: null,
      amount: 25,
      currency: 'GBP',
      paymentStatus: 'completed',
      paidAt: at,
      giftAidDeclarationId: saved.id,
    });
    return saved;
  };
  /** A copy of an email in the outbox: sent `ago` before now, or still pending or failed since then. */
  const email = (status: 'sent' | 'pending' | 'failed', ago: number) =>
    t.dataSource.getRepository(OutboxEmail).save({
      dedupeKey: unique('event'),
      template: 'donation-receipt' as const,
      recipient: `${unique('emailed')}@example.org`,
      payload: JSON.stringify({ donorName: 'Esi' }),
      status,
      attempts: status === 'sent' ? 1 : 5,
      nextAttemptAt: now - ago,
      lastError: status === 'sent' ? null : 'connect ECONNREFUSED',
      sentAt: status === 'sent' ? now - ago : null,
    });
  const declarationOf = (id: number) => t.dataSource.getRepository(GiftAidDeclaration).findOneByOrFail({ id });
  const auditCounts = async (): Promise<Record<string, number>> => {
    const rows = await t.dataSource.getRepository(AuditEntryRecord).findBy({ action: RETENTION_DELETED });
    const counts: Record<string, number> = {};
    for (const row of rows) {
      expect(row.actorUsername).toBeNull();
      expect(row.before).toBeNull();
      // A count and nothing else: no address, name or message.
      expect(Object.keys(JSON.parse(row.after as string))).toEqual(['count']);
      counts[row.entityType] = (counts[row.entityType] ?? 0) + JSON.parse(row.after as string).count;
    }
    return counts;
  };
  const sum = (all: RetentionCounts[]): RetentionCounts =>
    all.reduce(
      (total, counts) => ({
        contactMessages: total.contactMessages + counts.contactMessages,
        volunteerApplications: total.volunteerApplications + counts.volunteerApplications,
        unsubscribedAddresses: total.unsubscribedAddresses + counts.unsubscribedAddresses,
        sentEmails: total.sentEmails + counts.sentEmails,
        newsletterSignUps: total.newsletterSignUps + counts.newsletterSignUps,
        giftAidDeclarations: total.giftAidDeclarations + counts.giftAidDeclarations,
      }),
      {
        contactMessages: 0,
        volunteerApplications: 0,
        unsubscribedAddresses: 0,
        sentEmails: 0,
        newsletterSignUps: 0,
        giftAidDeclarations: 0,
      },
    );

  it('deletes only what is due, once, and audits the counts', async () => {
    const lapsed = await message('lapsed@example.org', 2 * YEAR + DAY);
    const threadOld = await message('thread@example.org', 3 * YEAR);
    const threadNew = await message('thread@example.org', 2 * YEAR - DAY);
    const recent = await message('recent@example.org', DAY);
    const declinedLongAgo = await application('declined', 12 * MONTH + 10 * DAY);
    const declinedRecently = await application('declined', 11 * MONTH);
    const others = await Promise.all(
      ['pending', 'reviewing', 'accepted', 'withdrawn'].map((s) => application(s, 3 * YEAR)),
    );
    const unsubscribed = await listed(false, true);
    const active = await listed(true, true);
    const suppressed = await listed(false, false);
    const sentLongAgo = await email('sent', 12 * MONTH + 10 * DAY);
    const sentRecently = await email('sent', 11 * MONTH);
    // Never sent: one still being retried, one that gave up and waits for staff to send it again.
    const retrying = await email('pending', 2 * YEAR);
    const failed = await email('failed', 2 * YEAR);
    const unconfirmed = await signUp(8 * DAY);
    const confirmedLongAgo = await signUp(8 * DAY, true);
    const waiting = await signUp(6 * DAY);
    const justConfirmed = await signUp(DAY, true);
    const pastSixYears = await declaration(8 * YEAR, true);
    const inside = await declaration(2 * YEAR, true);
    const unmarked = await declaration(8 * YEAR, false);

    expect(await pass.applyAt(now)).toEqual({
      contactMessages: 1,
      volunteerApplications: 1,
      unsubscribedAddresses: 1,
      sentEmails: 1,
      newsletterSignUps: 2,
      giftAidDeclarations: 1,
    });

    const messages = await t.dataSource.getRepository(ContactMessage).find({ order: { id: 'ASC' } });
    expect(messages.map((row) => row.id)).toEqual([threadOld.id, threadNew.id, recent.id]);
    expect(messages.map((row) => row.id)).not.toContain(lapsed.id);
    const volunteers = await t.dataSource.getRepository(Volunteer).find({ order: { id: 'ASC' } });
    const kept = [declinedRecently, ...others].map((row) => row.id).sort((a, b) => a - b);
    expect(volunteers.map((row) => row.id)).toEqual(kept);
    expect(volunteers.map((row) => row.id)).not.toContain(declinedLongAgo.id);
    const list = await t.dataSource.getRepository(Newsletter).find({ order: { id: 'ASC' } });
    expect(list.map((row) => [row.email, row.firstName, row.lastName, Boolean(row.isActive)])).toEqual([
      [unsubscribed.email, null, null, false],
      [active.email, 'Chidi', 'Okafor', true],
      [suppressed.email, null, null, false],
    ]);
    const emails = await t.dataSource.getRepository(OutboxEmail).find({ order: { id: 'ASC' } });
    expect(emails.map((row) => row.id)).toEqual([sentRecently.id, retrying.id, failed.id]);
    expect(emails.map((row) => row.id)).not.toContain(sentLongAgo.id);
    // Sign-ups whose link has expired go, confirmed or not; those still inside their 7 days stay.
    expect(await signUpIds()).toEqual([waiting.id, justConfirmed.id]);
    expect(await signUpIds()).not.toContain(unconfirmed.id);
    expect(await signUpIds()).not.toContain(confirmedLongAgo.id);
    expect(await declarationOf(pastSixYears.id)).toMatchObject({
      firstName: 'Erased',
      lastName: 'Erased',
      houseNameOrNumber: '',
      postcode: '',
    });
    const gift = await t.dataSource.getRepository(Donation).findOneByOrFail({ giftAidDeclarationId: pastSixYears.id });
    expect(gift).toMatchObject({ donorName: null, amount: 25 });
    for (const kept of [inside, unmarked])
      expect(await declarationOf(kept.id)).toMatchObject({ firstName: 'Deborah', houseNameOrNumber: '12' });

    // Nothing more is due: a second pass deletes nothing and audits nothing.
    expect(await pass.applyAt(now)).toEqual({
      contactMessages: 0,
      volunteerApplications: 0,
      unsubscribedAddresses: 0,
      sentEmails: 0,
      newsletterSignUps: 0,
      giftAidDeclarations: 0,
    });
    expect(await auditCounts()).toEqual({
      contactMessages: 1,
      volunteerApplications: 1,
      unsubscribedAddresses: 1,
      sentEmails: 1,
      newsletterSignUps: 2,
      giftAidDeclarations: 1,
    });

    // The waiting sign-up goes the moment its link expires, and not a moment before.
    expect((await pass.applyAt(waiting.expiresAt - 1)).newsletterSignUps).toBe(0);
    expect((await pass.applyAt(waiting.expiresAt)).newsletterSignUps).toBe(1);
    expect(await signUpIds()).toEqual([justConfirmed.id]);

    // The email sent 11 months ago goes once its 12 months are over; the unsent ones stay.
    expect((await pass.applyAt(now + 2 * MONTH)).sentEmails).toBe(1);
    const left = await t.dataSource.getRepository(OutboxEmail).find({ order: { id: 'ASC' } });
    expect(left.map((row) => row.id)).toEqual([retrying.id, failed.id]);

    // The declaration inside its six years goes the moment they end, and not a moment before.
    const until = giftAidKeptUntil(now - 2 * YEAR);
    expect((await pass.applyAt(until - 1)).giftAidDeclarations).toBe(0);
    expect((await pass.applyAt(until)).giftAidDeclarations).toBe(1);
    expect(await declarationOf(inside.id)).toMatchObject({ firstName: 'Erased', postcode: '' });
    expect(await declarationOf(unmarked.id)).toMatchObject({ firstName: 'Deborah' });
  });

  describe(
    testDriver === 'mysql' ? 'with two replicas on one database' : 'with two passes at once in one process',
    () => {
      let second: INestApplication | null = null;

      beforeAll(async () => {
        // SQLite belongs to one process (decision 002): there the two passes share one app, on MySQL two apps.
        if (testDriver !== 'mysql') return;
        second = await createApp({ ...t.database.config, shellOrigin: SITE_ORIGIN }, { logger: false });
        await initApp(second);
      });

      afterAll(async () => {
        await second?.close();
      });

      it('deletes each due record once between them, and audits the total once', async () => {
        for (let index = 0; index < 6; index++) {
          await message(`${unique('old')}@example.org`, 3 * YEAR);
          await application('declined', 2 * YEAR);
          await listed(false, true);
          await email('sent', 2 * YEAR);
          await signUp(9 * DAY);
          await declaration(9 * YEAR, true);
        }
        const kept = await message('kept@example.org', MONTH);
        const other = second ? second.get(RetentionPass) : pass;
        const counts = sum(await Promise.all([pass.applyAt(now), other.applyAt(now)]));
        const expected = {
          contactMessages: 6,
          volunteerApplications: 6,
          unsubscribedAddresses: 6,
          sentEmails: 6,
          newsletterSignUps: 6,
          giftAidDeclarations: 6,
        };
        expect(counts).toEqual(expected);
        expect(await auditCounts()).toEqual(expected);
        expect((await t.dataSource.getRepository(ContactMessage).find()).map((row) => row.id)).toEqual([kept.id]);
        expect(await t.dataSource.getRepository(Volunteer).count()).toBe(0);
        expect(await t.dataSource.getRepository(OutboxEmail).count()).toBe(0);
      });
    },
  );
});
