// @ts-check
/** A MariaDB database of its own for one server under benchmark (BENCH_DATABASE_URL, default the local server). */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
export const mysqlServer = process.env['BENCH_DATABASE_URL'] ?? 'mariadb://root@127.0.0.1:3306';

/** @param {string} suffix @returns {Promise<{ url: string; drop: () => Promise<void> }>} */
export async function createBenchDatabase(suffix) {
  const { createConnection } = require('mysql2/promise');
  const name = `solar_bench_${process.pid}_${suffix}`;
  const admin = await createConnection({ uri: new URL(mysqlServer.replace(/^mariadb:/, 'mysql:')).toString() });
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4`);
  return {
    url: `${mysqlServer.replace(/\/$/, '')}/${name}`,
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await admin.end();
    },
  };
}
