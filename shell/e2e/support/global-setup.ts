import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { mailDev, paypalSim, services, startSite } from '../../../tools/scripts/site.cjs';
import { createConnection } from 'mysql2/promise';
import { e2eDatabase, mysqlDatabaseName, mysqlServerUrl, siteEnv, stateFile, type SiteState } from './e2e-env';

/** A fresh, empty database for the run on MariaDB/MySQL: the API's migrations make its tables. */
async function freshMysqlDatabase(): Promise<void> {
  const connection = await createConnection({ uri: mysqlServerUrl });
  try {
    await connection.query(`DROP DATABASE IF EXISTS \`${mysqlDatabaseName}\``);
    await connection.query(`CREATE DATABASE \`${mysqlDatabaseName}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  } finally {
    await connection.end();
  }
}

/**
 * Starts the production build exactly as `npm start` does with its PayPal simulator and a MailDev catching the
 * site's mail, on the test ports and a fresh database.
 */
export default async function globalSetup() {
  const env = siteEnv();
  rmSync(dirname(stateFile), { recursive: true, force: true });
  mkdirSync(dirname(stateFile), { recursive: true });
  if (e2eDatabase === 'mysql') await freshMysqlDatabase();
  const site = await startSite(env, { quiet: !process.env['E2E_LOUD'], services: [paypalSim, mailDev, ...services] });
  const pids: Record<string, number> = {};
  for (const [name, child] of site.processes) {
    if (child.pid) pids[name] = child.pid;
    child.unref();
  }
  const state: SiteState = { pids };
  writeFileSync(stateFile, JSON.stringify(state));
}
