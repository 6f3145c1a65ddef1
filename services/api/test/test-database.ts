import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';
import type { ApiConfig } from '../src/app/api-config';
import { MAIL_OFF } from '../src/mail/mail-config';

export type TestDriver = 'sqlite' | 'mysql';

/** TEST_DB=mysql runs the same suites against MariaDB/MySQL (root, empty password, 127.0.0.1:3306 unless MYSQL_TEST_URL). */
export const testDriver: TestDriver = process.env['TEST_DB'] === 'mysql' ? 'mysql' : 'sqlite';

export type TestDatabase = {
  driver: TestDriver;
  config: ApiConfig;
  /** The embedded file (sqlite only). */
  sqlitePath: string;
  drop(): Promise<void>;
};

/** A limit no suite reaches by accident; the rate-limit suite sets its own. */
const baseConfig = {
  port: 0,
  shellOrigin: 'http://localhost:4200',
  version: 'test',
  rateLimitPerMinute: 10_000,
  imageUploadsPer10Minutes: 10_000,
  monthlyAmountApprovalHours: 3,
  trustedProxies: ['loopback', 'linklocal', 'uniquelocal'],
  paypal: null,
  shutdownTimeoutMs: 10_000,
  databaseConnectTimeoutMs: 800,
  databaseQueryTimeoutMs: 5_000,
  // Queued, never sent; the mail suites give their own (mode smtp towards an in-process SMTP server).
  mail: MAIL_OFF,
};

/** A fresh, empty database per suite: a temporary SQLite file, or a uniquely named MySQL database dropped afterwards. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const dir = mkdtempSync(join(tmpdir(), 'solar-api-'));
  const sqlitePath = join(dir, 'nested', 'solar.sqlite');
  const removeDir = async () => rmSync(dir, { recursive: true, force: true });

  if (testDriver === 'sqlite') {
    return { driver: 'sqlite', config: { ...baseConfig, sqlitePath }, sqlitePath, drop: removeDir };
  }

  const server = new URL(process.env['MYSQL_TEST_URL'] ?? 'mysql://root@127.0.0.1:3306');
  const name = `solar_test_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = await createConnection({ uri: server.toString() });
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  const [rows] = await admin.query('SELECT VERSION() AS version');
  await admin.end();
  // Speak the server's dialect unless told otherwise, as an operator would with DATABASE_URL.
  const isMariaDb = /mariadb/i.test(String((rows as { version: string }[])[0]?.version));
  const scheme = process.env['MYSQL_TEST_URL'] ? server.protocol : isMariaDb ? 'mariadb:' : 'mysql:';
  const databaseUrl = new URL(`${scheme}//${server.host}/${name}`);
  databaseUrl.username = server.username;
  databaseUrl.password = server.password;

  return {
    driver: 'mysql',
    config: { ...baseConfig, sqlitePath, databaseUrl: databaseUrl.toString() },
    sqlitePath,
    drop: async () => {
      const connection = await createConnection({ uri: server.toString() });
      await connection.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await connection.end();
      await removeDir();
    },
  };
}
