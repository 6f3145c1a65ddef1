import { OutboxEmail } from '../src/mail/outbox-email.entity';
import { auditRowsOf } from './support/audit-rows';
import { signInAs } from './support/staff-session';
import { driverName, fromSite, startTestApp, type TestApp } from './test-app';

const path = '/api/staff/emails';

describe(`Staff: the email log (${driverName})`, () => {
  let t: TestApp;
  let staff: string;
  let admin: string;
  const ids = { receipt: 0, alert: 0, failed: 0, welcome: 0 };
  const get = (url: string, cookie = staff) => fromSite(t.http).get(url).set('Cookie', cookie);
  const resend = (id: number | string, cookie = admin) =>
    fromSite(t.http).post(`${path}/${id}/resend`).set('Cookie', cookie);
  const idsOf = (body: { items: { id: number }[] }) => body.items.map((item) => item.id);

  beforeAll(async () => {
    t = await startTestApp();
    ({ cookie: staff } = await signInAs(t, 'staff'));
    ({ cookie: admin } = await signInAs(t, 'admin'));
    const emails = t.dataSource.getRepository(OutboxEmail);
    const base = {
      payload: '{}',
      nextAttemptAt: Date.UTC(2026, 10, 20),
      lastError: null,
      sentAt: null,
      attempts: 0,
      status: 'pending' as const,
    };
    const rows = [
      {
        key: 'receipt',
        template: 'donation-receipt' as const,
        recipient: 'amina@example.org',
        status: 'sent' as const,
        attempts: 1,
        sentAt: Date.UTC(2026, 10, 20, 9),
      },
      {
        key: 'alert',
        template: 'contact-staff-alert' as const,
        recipient: 'office@example.org',
        attempts: 2,
        lastError: '451 Mailbox temporarily unavailable',
      },
      {
        key: 'failed',
        template: 'donation-receipt' as const,
        recipient: 'bilal_50%@example.org',
        status: 'failed' as const,
        attempts: 8,
        lastError: 'ECONNREFUSED: connect ECONNREFUSED',
      },
      {
        key: 'welcome',
        template: 'newsletter-welcome' as const,
        recipient: 'grace@example.com',
        status: 'sent' as const,
        attempts: 1,
        sentAt: Date.UTC(2026, 10, 21),
      },
    ];
    for (const { key, ...row } of rows) {
      const saved = await emails.save(emails.create({ ...base, ...row, dedupeKey: `log-test|${key}` }));
      ids[key as keyof typeof ids] = saved.id;
    }
  });

  afterAll(async () => {
    await t?.close();
  });

  it('answers 401 without a session, for the list and the resend', async () => {
    await fromSite(t.http).get(path).expect(401);
    await fromSite(t.http).post(`${path}/${ids.failed}/resend`).expect(401);
  });

  it('lists every email newest first for any member of staff, never cached, with its status, attempts and last error', async () => {
    const response = await get(path).expect(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toMatchObject({ page: 1, pageSize: 25, total: 4 });
    expect(idsOf(response.body)).toEqual([ids.welcome, ids.failed, ids.alert, ids.receipt]);
    const byId = (id: number) => (response.body.items as { id: number }[]).find((item) => item.id === id);
    expect(byId(ids.alert)).toEqual({
      id: ids.alert,
      template: 'contact-staff-alert',
      recipient: 'office@example.org',
      status: 'pending',
      attempts: 2,
      lastError: '451 Mailbox temporarily unavailable',
      nextAttemptAt: '2026-11-20T00:00:00.000Z',
      sentAt: null,
      createdAt: expect.any(String),
    });
    expect(byId(ids.receipt)).toMatchObject({
      status: 'sent',
      nextAttemptAt: null,
      sentAt: '2026-11-20T09:00:00.000Z',
      lastError: null,
    });
  });

  it('filters by status and template, searches the recipient (% and _ literally), and pages', async () => {
    expect(idsOf((await get(`${path}?status=sent`).expect(200)).body)).toEqual([ids.welcome, ids.receipt]);
    expect(idsOf((await get(`${path}?template=donation-receipt`).expect(200)).body)).toEqual([ids.failed, ids.receipt]);
    expect(idsOf((await get(`${path}?template=donation-receipt&status=failed`).expect(200)).body)).toEqual([
      ids.failed,
    ]);
    expect(idsOf((await get(`${path}?q=AMINA`).expect(200)).body)).toEqual([ids.receipt]);
    expect(idsOf((await get(`${path}?q=_50%25`).expect(200)).body)).toEqual([ids.failed]);
    expect(idsOf((await get(`${path}?q=50%25@`).expect(200)).body)).toEqual([ids.failed]);
    const second = (await get(`${path}?pageSize=3&page=2`).expect(200)).body;
    expect(second).toMatchObject({ page: 2, pageSize: 3, total: 4 });
    expect(idsOf(second)).toEqual([ids.receipt]);
    for (const bad of ['status=lost', 'template=postcard', 'page=0', 'pageSize=101', `q=${'x'.repeat(101)}`]) {
      expect((await get(`${path}?${bad}`).expect(400)).body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    }
  });

  it('lets only administrators resend, only a failed email: 403, 404, 409, 400', async () => {
    await resend(ids.failed, staff).expect(403);
    await resend(999_999).expect(404);
    expect((await resend(ids.receipt).expect(409)).body.message).toMatch(
      /^Only a failed email can be sent again; email \d+ is sent$/,
    );
    await resend(ids.alert).expect(409);
    await resend('abc').expect(400);
    expect(await auditRowsOf(t, 'outbox_email', ids.receipt)).toEqual([]);
  });

  it('resends a failed email: pending, due now, attempts from 0, the last error kept until the next attempt, audited', async () => {
    const before = Date.now();
    const response = await resend(ids.failed).expect(200);
    expect(response.body).toMatchObject({
      id: ids.failed,
      status: 'pending',
      attempts: 0,
      lastError: 'ECONNREFUSED: connect ECONNREFUSED',
      sentAt: null,
    });
    expect(Date.parse(response.body.nextAttemptAt)).toBeGreaterThanOrEqual(before - 1);
    const row = await t.dataSource.getRepository(OutboxEmail).findOneByOrFail({ id: ids.failed });
    expect(row).toMatchObject({ status: 'pending', attempts: 0 });
    expect(row.nextAttemptAt).toBeLessThanOrEqual(Date.now());
    expect(await auditRowsOf(t, 'outbox_email', ids.failed)).toEqual([
      {
        action: 'email.resend',
        actorUsername: 'test-admin',
        before: { status: 'failed', attempts: 8 },
        after: { status: 'pending', attempts: 0 },
      },
    ]);
    // Pending now, so a second click is refused.
    await resend(ids.failed).expect(409);
  });
});
