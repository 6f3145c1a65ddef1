import { request as httpRequest } from 'node:http';
import { startBuiltApi, type ApiProcess } from './support/api-process';
import { driverName, SITE_ORIGIN } from './test-app';
import { createTestDatabase, type TestDatabase } from './test-database';

const LIMIT = 5;
/** The shell's server as the API is told about it; the client below connects from another loopback address. */
const PROXY_ADDRESS = '127.0.0.1';
const CLIENT_ADDRESS = '127.0.0.2';

/** Posts a newsletter signup from `localAddress` claiming `forwardedFor`, and resolves with the status. */
function subscribe(port: number, localAddress: string, forwardedFor: string, email: string): Promise<number> {
  const body = JSON.stringify({ email, consentGiven: true });
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        localAddress,
        agent: false,
        path: '/api/newsletter/subscribe',
        method: 'POST',
        headers: {
          origin: SITE_ORIGIN,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'x-forwarded-for': forwardedFor,
        },
      },
      (res) => {
        res.resume();
        res.once('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.once('error', reject);
    req.end(body);
  });
}

/** The limit counts per fixed minute: start a burst well inside one, so it is not split across two. */
async function awayFromMinuteBoundary(burstMs = 10_000): Promise<void> {
  const intoMinute = Date.now() % 60_000;
  if (intoMinute > 60_000 - burstMs) await new Promise((resolve) => setTimeout(resolve, 60_000 - intoMinute + 100));
}

describe(`TRUSTED_PROXIES naming only the real proxy (built API, ${driverName})`, () => {
  let database: TestDatabase;
  let api: ApiProcess | undefined;
  let port = 0;

  beforeAll(async () => {
    database = await createTestDatabase();
    api = await startBuiltApi({
      ...(database.config.databaseUrl
        ? { DATABASE_URL: database.config.databaseUrl }
        : { SQLITE_PATH: database.sqlitePath }),
      TRUSTED_PROXIES: PROXY_ADDRESS,
      RATE_LIMIT_PER_MINUTE: String(LIMIT),
    });
    port = api.port;
  });

  afterAll(async () => {
    if (api && api.child.exitCode === null) api.child.kill('SIGTERM');
    await api?.exited;
    await database?.drop();
  });

  it(`accepts ${LIMIT} of 30 POSTs from one client inventing a new X-Forwarded-For each time, and answers the rest 429`, async () => {
    await awayFromMinuteBoundary();
    const statuses: number[] = [];
    for (let n = 1; n <= 30; n++)
      statuses.push(await subscribe(port, CLIENT_ADDRESS, `198.51.100.${n}, 10.0.0.${n}`, `a${n}@example.org`));
    expect(statuses.slice(0, LIMIT)).toEqual(Array(LIMIT).fill(201));
    expect(statuses.slice(LIMIT)).toEqual(Array(30 - LIMIT).fill(429));
  }, 90_000);

  it('believes the named proxy: visitors it forwards are counted apart', async () => {
    await awayFromMinuteBoundary();
    const statuses: number[] = [];
    for (let n = 1; n <= LIMIT + 3; n++)
      statuses.push(await subscribe(port, PROXY_ADDRESS, `203.0.113.${n}`, `b${n}@example.org`));
    expect(statuses).toEqual(Array(LIMIT + 3).fill(201));
  }, 90_000);
});
