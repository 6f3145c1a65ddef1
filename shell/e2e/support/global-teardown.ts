import { existsSync, readFileSync } from 'node:fs';
import { createConnection } from 'mysql2/promise';
import { e2eDatabase, mysqlDatabaseName, mysqlServerUrl, stateFile, type SiteState } from './e2e-env';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Stops every server the run started, including any a test restarted. */
export default async function globalTeardown() {
  if (!existsSync(stateFile)) return;
  const state = JSON.parse(readFileSync(stateFile, 'utf8')) as SiteState;
  const pids = Object.values(state.pids).filter(isRunning);
  for (const pid of pids) process.kill(pid, 'SIGTERM');
  const deadline = Date.now() + 5_000;
  while (pids.some(isRunning) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  for (const pid of pids.filter(isRunning)) process.kill(pid, 'SIGKILL');
  if (e2eDatabase === 'mysql') {
    const connection = await createConnection({ uri: mysqlServerUrl });
    await connection.query(`DROP DATABASE IF EXISTS \`${mysqlDatabaseName}\``);
    await connection.end();
  }
}
