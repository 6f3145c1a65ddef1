import type { INestApplication } from '@nestjs/common';
import { SAMPLE_DATA } from '../src/mail/templates/email-fixtures';
import { createApp, initApp } from '../src/app/create-app';
import { OutboxEmail } from '../src/mail/outbox-email.entity';
import { Outbox } from '../src/mail/outbox.service';
import { OutboxWorker } from '../src/mail/outbox-worker';
import { DataSource } from 'typeorm';
import { sendingTo } from './support/mail-test-app';
import { SmtpCatcher } from './support/smtp-catcher';
import { SITE_ORIGIN } from './test-app';
import { createTestDatabase, type TestDatabase, testDriver } from './test-database';

const EMAILS = 50;

/** MySQL only: the embedded file belongs to one process (decision 002), so only MySQL has replicas to race. */
(testDriver === 'mysql' ? describe : describe.skip)('Email workers on two replicas (mysql)', () => {
  let database: TestDatabase;
  let smtp: SmtpCatcher;
  let apps: INestApplication[] = [];

  beforeAll(async () => {
    smtp = await new SmtpCatcher().start();
    database = await createTestDatabase();
    // Their own timers run too, every 20 ms, besides the passes the test starts on both at once.
    const config = { ...database.config, shellOrigin: SITE_ORIGIN, mail: sendingTo(smtp.url, { pollIntervalMs: 20 }) };
    apps = await Promise.all([1, 2].map(() => createApp(config, { logger: false })));
    for (const app of apps) await initApp(app);
  });

  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await database?.drop();
    await smtp?.stop();
  });

  it(`send each of ${EMAILS} queued emails exactly once between them`, async () => {
    const [first, second] = apps as [INestApplication, INestApplication];
    const dataSource = first.get(DataSource);
    await dataSource.transaction(async (manager) => {
      for (let n = 0; n < EMAILS; n++) {
        await first.get(Outbox).enqueue(manager, {
          event: `race:${n}`,
          template: 'volunteer-acknowledgement',
          to: `volunteer${n}@example.org`,
          data: SAMPLE_DATA['volunteer-acknowledgement'],
        });
      }
    });

    const tried = [0, 0];
    for (let round = 0; round < 20; round++) {
      const [a, b] = await Promise.all([first.get(OutboxWorker).runOnce(), second.get(OutboxWorker).runOnce()]);
      tried[0] += a;
      tried[1] += b;
    }
    await smtp.waitFor(EMAILS);
    // A little longer, for any duplicate still on its way.
    await new Promise((resolve) => setTimeout(resolve, 300));

    expect(smtp.emails).toHaveLength(EMAILS);
    expect(new Set(smtp.emails.flatMap((email) => email.envelopeTo)).size).toBe(EMAILS);
    expect(new Set(smtp.emails.map((email) => email.mail.messageId)).size).toBe(EMAILS);
    const rows = await dataSource.getRepository(OutboxEmail).find();
    expect(rows.filter((row) => row.status === 'sent')).toHaveLength(EMAILS);
    expect(rows.every((row) => row.attempts === 1)).toBe(true);
    // Both replicas took part in the passes the test started (their timers may have sent the rest).
    expect(tried[0]).toBeGreaterThan(0);
    expect(tried[1]).toBeGreaterThan(0);
  });
});
