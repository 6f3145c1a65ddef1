import { EMAIL_MAX_ATTEMPTS } from '@solar/shared-contracts';
import { messageIdOf } from '../src/mail/outbox-message';
import { CLAIM_LEASE_MS, RETRY_BASE_MS, RETRY_JITTER } from '../src/mail/outbox-retry';
import { Outbox } from '../src/mail/outbox.service';
import { SAMPLE_DATA } from '../src/mail/templates/email-fixtures';
import { subscriberIdOf, unsubscribeTokenMatches } from '../src/mail/unsubscribe-token';
import { API_CONFIG as API_CONFIG_TOKEN } from '../src/app/api-config.token';
import { auditRowsOf } from './support/audit-rows';
import { MAIL_FROM, queueEmail, rowOf, sendingTo, workerOf } from './support/mail-test-app';
import { SmtpCatcher } from './support/smtp-catcher';
import { signInAs } from './support/staff-session';
import { countRows, driverName, fromSite, SITE_ORIGIN, startTestApp, type TestApp } from './test-app';

const HOUR = 3_600_000;

describe(`Email delivery through the outbox (${driverName})`, () => {
  let smtp: SmtpCatcher;
  let t: TestApp;
  /** A clock ahead of the real one, moved past each backoff instead of waiting for it. */
  let now: number;

  beforeAll(async () => {
    smtp = await new SmtpCatcher().start();
    t = await startTestApp({ mail: sendingTo(smtp.url) });
  });

  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  beforeEach(async () => {
    await t.dataSource.query('DELETE FROM outbox_emails');
    smtp.emails.length = 0;
    smtp.refuse = false;
    // A second ahead: what each test queues is due.
    now = Date.now() + 1_000;
  });

  it('sends a queued email once: From, To, subject, a Message-ID of its own, HTML and text', async () => {
    const queued = await queueEmail(
      t,
      'contact-acknowledgement',
      'sam@example.com',
      SAMPLE_DATA['contact-acknowledgement'],
    );
    expect(queued).toMatchObject({ status: 'pending', attempts: 0 });

    expect(await workerOf(t).runOnce()).toBe(1);
    const [email] = await smtp.waitFor(1);
    expect(email?.envelopeTo).toEqual(['sam@example.com']);
    expect(email?.mail.from?.value).toEqual([
      { name: 'From Sun to Sanctuary', address: 'hello@fromsuntosanctuary.org' },
    ]);
    expect(email?.mail.to).toMatchObject({ value: [{ address: 'sam@example.com' }] });
    expect(email?.mail.subject).toMatch(/\S/);
    expect(email?.mail.messageId).toBe(messageIdOf(queued, MAIL_FROM));
    expect(email?.mail.html).toContain('Could I visit?');
    expect(email?.mail.text).toContain('Could I visit?');
    expect(email?.mail.headers.has('list-unsubscribe')).toBe(false);

    const sent = await rowOf(t, { id: queued.id });
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(sent.sentAt).toBeGreaterThanOrEqual(queued.nextAttemptAt);
    // Sent stays sent: another pass finds nothing to do.
    expect(await workerOf(t).runOnce(now + 10 * HOUR)).toBe(0);
    expect(smtp.emails).toHaveLength(1);
  });

  it('retries a relay that refuses (451) after a backoff, and delivers once it accepts', async () => {
    const queued = await queueEmail(
      t,
      'volunteer-acknowledgement',
      'bilal@example.com',
      SAMPLE_DATA['volunteer-acknowledgement'],
    );
    smtp.refuse = true;
    await workerOf(t).runOnce(now);
    const refused = await rowOf(t, { id: queued.id });
    expect(refused).toMatchObject({ status: 'pending', attempts: 1, sentAt: null });
    expect(refused.lastError).toMatch(/451/);
    expect(refused.nextAttemptAt - now).toBeGreaterThanOrEqual(RETRY_BASE_MS * (1 - RETRY_JITTER));
    expect(refused.nextAttemptAt - now).toBeLessThan(RETRY_BASE_MS * (1 + RETRY_JITTER) + 5_000);

    // Not due yet: nothing is sent before the backoff is over.
    smtp.refuse = false;
    expect(await workerOf(t).runOnce(refused.nextAttemptAt - 1_000)).toBe(0);
    expect(await workerOf(t).runOnce(refused.nextAttemptAt)).toBe(1);
    expect(await smtp.waitFor(1)).toHaveLength(1);
    expect(await rowOf(t, { id: queued.id })).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('keeps the email while the relay is down and sends it exactly once when it is back', async () => {
    const port = Number(new URL(smtp.url).port);
    await smtp.stop();
    const queued = await queueEmail(t, 'newsletter-welcome', 'grace@example.com', SAMPLE_DATA['newsletter-welcome']);
    await workerOf(t).runOnce(now);
    await workerOf(t).runOnce(now + HOUR);
    const waiting = await rowOf(t, { id: queued.id });
    expect(waiting).toMatchObject({ status: 'pending', attempts: 2 });
    expect(waiting.lastError).toMatch(/ECONNREFUSED/);
    // The second wait is twice the first (60 s, ± jitter).
    expect(waiting.nextAttemptAt - (now + HOUR)).toBeGreaterThanOrEqual(2 * RETRY_BASE_MS * (1 - RETRY_JITTER));

    await smtp.start(port);
    await workerOf(t).runOnce(now + 2 * HOUR);
    await workerOf(t).runOnce(now + 3 * HOUR);
    expect(await smtp.waitFor(1)).toHaveLength(1);
    expect(await rowOf(t, { id: queued.id })).toMatchObject({ status: 'sent', attempts: 3 });
  });

  it(`marks an email failed after ${EMAIL_MAX_ATTEMPTS} attempts; an admin's resend sends it`, async () => {
    const queued = await queueEmail(t, 'donation-receipt', 'amina@example.org', SAMPLE_DATA['donation-receipt']);
    smtp.refuse = true;
    for (let attempt = 1; attempt <= EMAIL_MAX_ATTEMPTS; attempt++) {
      expect(await workerOf(t).runOnce(now + attempt * 2 * HOUR)).toBe(1);
      expect((await rowOf(t, { id: queued.id })).attempts).toBe(attempt);
    }
    const failed = await rowOf(t, { id: queued.id });
    expect(failed).toMatchObject({ status: 'failed', attempts: EMAIL_MAX_ATTEMPTS, sentAt: null });
    expect(failed.lastError).toMatch(/451/);
    expect(await workerOf(t).runOnce(now + 100 * HOUR)).toBe(0);

    smtp.refuse = false;
    const { cookie } = await signInAs(t, 'admin');
    const resent = await fromSite(t.http)
      .post(`/api/staff/emails/${queued.id}/resend`)
      .set('Cookie', cookie)
      .expect(200);
    expect(resent.body).toMatchObject({ id: queued.id, status: 'pending', attempts: 0, lastError: failed.lastError });
    expect(await auditRowsOf(t, 'outbox_email', queued.id)).toEqual([
      {
        action: 'email.resend',
        actorUsername: 'test-admin',
        before: { status: 'failed', attempts: EMAIL_MAX_ATTEMPTS },
        after: { status: 'pending', attempts: 0 },
      },
    ]);

    expect(await workerOf(t).runOnce()).toBe(1);
    const [email] = await smtp.waitFor(1);
    expect(email?.envelopeTo).toEqual(['amina@example.org']);
    expect(email?.mail.messageId).toBe(messageIdOf(queued, MAIL_FROM));
    expect(await rowOf(t, { id: queued.id })).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
  });

  it('gives newsletter mail one-click unsubscribe headers (RFC 8058) whose token names the subscriber', async () => {
    const recipient = 'Grace.Hopper@example.com';
    await queueEmail(t, 'newsletter-welcome', recipient, { firstName: 'Grace', subscriberId: 31 });
    await workerOf(t).runOnce();
    const [email] = await smtp.waitFor(1);
    const header = (name: string) =>
      email?.mail.headerLines
        .find((line) => line.key === name)
        ?.line.replace(/\r?\n[ \t]+/g, ' ')
        .replace(/^[^:]+:\s*/, '');
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const match = /^<(https?:\/\/[^>]+)>, <mailto:hello@fromsuntosanctuary\.org\?subject=unsubscribe>$/.exec(
      header('list-unsubscribe') ?? '',
    );
    expect(match).not.toBeNull();
    const link = new URL(match?.[1] ?? '');
    expect(`${link.origin}${link.pathname}`).toBe(`${SITE_ORIGIN}/unsubscribe`);
    const token = link.searchParams.get('t') ?? '';
    expect(subscriberIdOf(token)).toBe(31);
    expect(unsubscribeTokenMatches(t.app.get(API_CONFIG_TOKEN).mail.unsubscribeSecret, token, 31, recipient)).toBe(
      true,
    );
    expect(
      unsubscribeTokenMatches(
        t.app.get(API_CONFIG_TOKEN).mail.unsubscribeSecret,
        token,
        31,
        'someone.else@example.com',
      ),
    ).toBe(false);
    // The same link is in the body, for people.
    expect(email?.mail.html).toContain(link.toString().replace(/&/g, '&amp;'));
  });

  it('leaves a claimed email to its worker for the lease, then takes it again (a crash between claim and send)', async () => {
    const queued = await queueEmail(
      t,
      'volunteer-staff-alert',
      'office@example.org',
      SAMPLE_DATA['volunteer-staff-alert'],
    );
    // A claim whose worker died: attempts counted, next attempt a lease ahead, no result.
    await t.dataSource.query('UPDATE outbox_emails SET attempts = 1, nextAttemptAt = ? WHERE id = ?', [
      now + CLAIM_LEASE_MS,
      queued.id,
    ]);
    expect(await workerOf(t).runOnce(now + CLAIM_LEASE_MS - 1_000)).toBe(0);
    expect(await workerOf(t).runOnce(now + CLAIM_LEASE_MS)).toBe(1);
    expect(await smtp.waitFor(1)).toHaveLength(1);
    expect(await rowOf(t, { id: queued.id })).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('holds an email for later, takes it back only while no worker has claimed it, and sends a held one now', async () => {
    const outbox = t.app.get(Outbox);
    const key = (to: string) => ({ event: `held:${to}`, template: 'monthly-gift-change' as const, to });
    const hold = (to: string) =>
      t.dataSource.transaction((manager) =>
        outbox.enqueue(manager, { ...key(to), data: SAMPLE_DATA['monthly-gift-change'] }, now + 5 * 60_000),
      );
    const withdraw = (to: string) => t.dataSource.transaction((manager) => outbox.withdraw(manager, key(to)));

    await hold('withdrawn@example.org');
    expect(await workerOf(t).runOnce(now)).toBe(0); // held: not due yet
    expect(await withdraw('withdrawn@example.org')).toBe(true);
    expect(await countRows(t.dataSource, 'outbox_emails', 'recipient = ?', ['withdrawn@example.org'])).toBe(0);

    await hold('claimed@example.org');
    expect(await workerOf(t).runOnce(now + 5 * 60_000)).toBe(1); // the hold ended and a worker sent it
    expect(await withdraw('claimed@example.org')).toBe(false);
    expect(await rowOf(t, { recipient: 'claimed@example.org' })).toMatchObject({ status: 'sent' });

    await hold('released@example.org');
    await outbox.sendNow(t.dataSource.manager, key('released@example.org'), now);
    expect(await workerOf(t).runOnce(now)).toBe(1);
    expect(await rowOf(t, { recipient: 'released@example.org' })).toMatchObject({ status: 'sent', attempts: 1 });
    expect(await smtp.waitFor(2)).toHaveLength(2);
  });
});
