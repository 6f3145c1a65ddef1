// @ts-check
/**
 * The yardstick for GET /api/projects/:id: a bare Fastify + mysql2 server reading the same row, with a pool the
 * size of TypeORM's default (10). No security headers, logging or validation: what the database and Node allow.
 * Run as its own process by api-bench.mjs (BASELINE_PORT, BASELINE_DATABASE_URL).
 */
import Fastify from 'fastify';
import { createPool } from 'mysql2/promise';

const pool = createPool({
  uri: String(process.env['BASELINE_DATABASE_URL']).replace(/^mariadb:/, 'mysql:'),
  connectionLimit: 10,
});
const SELECT =
  'SELECT id, title, location, projectType, description, raisedAmount, targetAmount, currency, livesImpacted, capacity, progressPercentage FROM projects WHERE id = ?';
const app = Fastify();

app.get('/healthz', async () => ({ ok: true }));
app.get('/api/projects/:id', async (request, reply) => {
  const [rows] = /** @type {[Record<string, any>[], unknown]} */ (
    await pool.query(SELECT, [Number(/** @type {{ id: string }} */ (request.params).id)])
  );
  const row = rows[0];
  if (!row) return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'Project was not found' });
  return {
    ...row,
    raisedAmount: Number(row['raisedAmount']),
    targetAmount: Number(row['targetAmount']),
    capacity: Number(row['capacity']),
  };
});
app.addHook('onClose', () => pool.end());
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
await app.listen({ port: Number(process.env['BASELINE_PORT']), host: '127.0.0.1' });
