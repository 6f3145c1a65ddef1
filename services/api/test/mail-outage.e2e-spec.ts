import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createApp, initApp } from '../src/app/create-app';
import { Outbox } from '../src/mail/outbox.service';
import { SAMPLE_DATA } from '../src/mail/templates/email-fixtures';
import { sendingTo } from './support/mail-test-app';
import { SmtpCatcher } from './support/smtp-catcher';
import { TcpProxy } from './support/tcp-proxy';
import { createTestDatabase, type TestDatabase, testDriver } from './test-database';

/** MySQL only: a database server that goes away and comes back (the embedded file cannot). */
(testDriver === 'mysql' ? describe : describe.skip)('The email worker through a database outage (mysql)', () => {
  let database: TestDatabase;
  let proxy: TcpProxy;
  let smtp: SmtpCatcher;
  let app: INestApplication;

  beforeAll(async () => {
    database = await createTestDatabase();
    smtp = await new SmtpCatcher().start();
    const direct = new URL(database.config.databaseUrl as string);
    proxy = new TcpProxy(direct.hostname, Number(direct.port || 3306));
    const viaProxy = new URL(direct.toString());
    viaProxy.host = `127.0.0.1:${await proxy.start()}`;
    app = await createApp(
      {
        ...database.config,
        databaseUrl: viaProxy.toString(),
        databaseQueryTimeoutMs: 1_000,
        mail: sendingTo(smtp.url, { pollIntervalMs: 50 }),
      },
      { logger: false },
    );
    await initApp(app);
  });

  afterAll(async () => {
    await proxy?.restore().catch(() => undefined);
    await app?.close();
    await proxy?.stop();
    await smtp?.stop();
    await database?.drop();
  });

  it('keeps polling while the database is away and sends once it is back; readiness follows the database, not SMTP', async () => {
    const queue = (n: number) =>
      app.get(DataSource).transaction((manager) =>
        app.get(Outbox).enqueue(manager, {
          event: `outage:${n}`,
          template: 'volunteer-acknowledgement',
          to: `v${n}@example.org`,
          data: SAMPLE_DATA['volunteer-acknowledgement'],
        }),
      );
    await queue(1);
    await smtp.waitFor(1);

    // SMTP down: the API stays ready.
    await smtp.stop();
    await request(app.getHttpServer()).get('/api/health/ready').expect(200);
    const port = Number(new URL(smtp.url).port);
    await smtp.start(port);

    // The database away for a dozen polls, then back: the worker's own timer carries on.
    await proxy.cut();
    await new Promise((resolve) => setTimeout(resolve, 600));
    await proxy.restore();
    await queue(2);
    const emails = await smtp.waitFor(2);
    expect(emails.flatMap((email) => email.envelopeTo)).toEqual(['v1@example.org', 'v2@example.org']);
  });
});
