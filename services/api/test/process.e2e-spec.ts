import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { createConnection } from 'mysql2/promise';
import { runBuiltApi, startBuiltApi, type ApiProcess } from './support/api-process';
import { sqliteRows } from './support/sqlite-reader';
import { createTestDatabase, type TestDatabase } from './test-database';
import { driverName, SITE_ORIGIN } from './test-app';

/** Resolves with the error code of a connection attempt, or 'connected'. */
function tryConnect(port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

type SlowPost = { finish(): void; response: Promise<{ status: number; body: string; requestId: string | undefined }> };

/** A POST whose body arrives in two parts: the request stays in flight until finish() sends the rest. */
function slowPost(port: number, path: string, body: unknown, requestId: string): SlowPost {
  const text = JSON.stringify(body);
  const half = Math.floor(text.length / 2);
  const req = httpRequest({
    host: '127.0.0.1',
    port,
    path,
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(text),
      'x-request-id': requestId,
      origin: SITE_ORIGIN,
    },
  });
  const response = new Promise<{ status: number; body: string; requestId: string | undefined }>((resolve, reject) => {
    req.once('error', reject);
    req.once('response', (res) => {
      let data = '';
      res.setEncoding('utf8').on('data', (chunk: string) => (data += chunk));
      res.once('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          body: data,
          requestId: res.headers['x-request-id'] as string | undefined,
        }),
      );
    });
  });
  req.flushHeaders();
  req.write(text.slice(0, half));
  return { finish: () => req.end(text.slice(half)), response };
}

async function signUpEmails(database: TestDatabase): Promise<string[]> {
  if (database.driver === 'mysql') {
    const connection = await createConnection({
      uri: (database.config.databaseUrl as string).replace(/^mariadb:/, 'mysql:'),
    });
    const [rows] = await connection.query('SELECT email FROM newsletter_sign_up_requests');
    await connection.end();
    return (rows as { email: string }[]).map((row) => row.email);
  }
  return sqliteRows<{ email: string }>(database.sqlitePath, 'SELECT email FROM newsletter_sign_up_requests').map(
    (row) => row.email,
  );
}

const subscriber = (email: string) => ({
  email,
  firstName: 'Amina',
  lastName: 'Khan',
  subscriptionSource: 'website',
  consentGiven: true,
});

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

describe(`The built API as a process (${driverName})`, () => {
  it('refuses to start with bad variables, listing every one of them on stderr without a stack', async () => {
    const api = runBuiltApi({
      API_PORT: 'abc',
      DATABASE_URL: 'postgres://db/solar',
      SHELL_ORIGIN: 'ftp://example.org',
      RATE_LIMIT_PER_MINUTE: '0',
      TRUSTED_PROXIES: 'everyone',
      PAYPAL_ENVIRONMENT: 'production',
      PAYPAL_CLIENT_ID: 'only-the-id',
      SHUTDOWN_TIMEOUT_MS: '10s',
      DATABASE_CONNECT_TIMEOUT_MS: '5',
      DATABASE_QUERY_TIMEOUT_MS: 'never',
    });
    const { code } = await api.exited;
    expect(code).toBe(1);
    const stderr = api.stderr();
    expect(stderr).toMatch(/^Invalid API configuration:/);
    for (const name of [
      'API_PORT',
      'DATABASE_URL',
      'SHELL_ORIGIN',
      'RATE_LIMIT_PER_MINUTE',
      'TRUSTED_PROXIES',
      'PAYPAL_ENVIRONMENT',
      'PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET',
      'SHUTDOWN_TIMEOUT_MS',
      'DATABASE_CONNECT_TIMEOUT_MS',
      'DATABASE_QUERY_TIMEOUT_MS',
    ]) {
      expect(stderr).toContain(`  - ${name}`);
    }
    expect(stderr.trim().split('\n')).toHaveLength(11);
    expect(stderr).not.toMatch(/\n\s+at /);
    expect(api.stdout()).toBe('');
  });

  describe('on SIGTERM', () => {
    let database: TestDatabase;
    let api: ApiProcess | undefined;

    beforeEach(async () => {
      database = await createTestDatabase();
    });

    afterEach(async () => {
      if (api && api.child.exitCode === null) api.child.kill('SIGKILL');
      await api?.exited;
      api = undefined;
      await database?.drop();
    });

    const env = () => ({
      ...(database.config.databaseUrl
        ? { DATABASE_URL: database.config.databaseUrl }
        : { SQLITE_PATH: database.sqlitePath }),
      APP_VERSION: 'shutdown-test',
    });

    it('finishes the request in flight with its normal answer, refuses new connections, closes the database and exits 0', async () => {
      api = await startBuiltApi(env());
      const post = slowPost(
        api.port,
        '/api/newsletter/subscribe',
        subscriber('inflight@example.org'),
        'sigterm-test-0001',
      );
      await sleep(300);
      const signalled = Date.now();
      api.child.kill('SIGTERM');
      await api.waitForLog(
        (line) => line['message'] === 'received SIGTERM, draining requests in flight (at most 10000 ms)',
      );
      expect(await tryConnect(api.port)).toBe('ECONNREFUSED');
      expect(api.child.exitCode).toBeNull(); // still waiting for the request in flight

      post.finish();
      const response = await post.response;
      expect(response.status).toBe(201);
      expect(JSON.parse(response.body)).toEqual({ status: 'confirmation-sent' });
      expect(response.requestId).toBe('sigterm-test-0001');

      const { code, signal } = await api.exited;
      expect({ code, signal }).toEqual({ code: 0, signal: null });
      expect(Date.now() - signalled).toBeLessThan(5000);
      expect(await signUpEmails(database)).toEqual(['inflight@example.org']);

      const lines = api.logLines(); // throws unless every stdout line is JSON
      expect(lines).toContainEqual(
        expect.objectContaining({
          method: 'POST',
          path: '/api/newsletter/subscribe',
          status: 201,
          requestId: 'sigterm-test-0001',
        }),
      );
      expect(lines).toContainEqual(expect.objectContaining({ message: 'requests in flight finished', drained: true }));
      expect(lines.at(-1)).toMatchObject({ level: 'info', message: expect.stringMatching(/^stopped in \d+ ms$/) });
      expect(api.stderr()).toBe('');
    });

    it('cuts a request still unfinished after SHUTDOWN_TIMEOUT_MS and still exits 0', async () => {
      api = await startBuiltApi({ ...env(), SHUTDOWN_TIMEOUT_MS: '500' });
      const post = slowPost(
        api.port,
        '/api/newsletter/subscribe',
        subscriber('never@example.org'),
        'sigterm-test-0002',
      );
      await sleep(300);
      const signalled = Date.now();
      api.child.kill('SIGTERM');
      await expect(post.response).rejects.toThrow(/socket hang up|ECONNRESET/);
      const { code } = await api.exited;
      expect(code).toBe(0);
      expect(Date.now() - signalled).toBeGreaterThanOrEqual(450);
      expect(Date.now() - signalled).toBeLessThan(3000);
      expect(api.logLines()).toContainEqual(
        expect.objectContaining({ message: 'cut the connections still open after 500 ms', drained: false }),
      );
      expect(await signUpEmails(database)).toEqual([]);
    });
  });
});
