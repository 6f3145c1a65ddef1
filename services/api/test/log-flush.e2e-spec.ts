import { request as httpRequest, Agent } from 'node:http';
import { freePort, runBuiltApi, type ApiProcess } from './support/api-process';
import { createTestDatabase, type TestDatabase } from './test-database';
import { driverName } from './test-app';

type Answered = { status: number; requestId: string };

/** One GET with its own X-Request-Id (kept: the test is a loopback peer, trusted by default). */
function get(port: number, agent: Agent, requestId: string): Promise<Answered | undefined> {
  return new Promise((resolve) => {
    const req = httpRequest({
      host: '127.0.0.1',
      port,
      path: '/api/projects/1',
      agent,
      headers: { 'x-request-id': requestId },
    });
    req.once('error', () => resolve(undefined));
    req.once('response', (res) => {
      res.resume();
      res.once('error', () => resolve(undefined));
      res.once('end', () => resolve({ status: res.statusCode ?? 0, requestId: String(res.headers['x-request-id']) }));
    });
    req.end();
  });
}

/** Loops of GETs that keep going until one fails (the API has gone), every answer kept. */
function keepReading(port: number, loops: number): { answered: Answered[]; done: Promise<void> } {
  const agent = new Agent({ keepAlive: true, maxSockets: loops });
  const answered: Answered[] = [];
  let sent = 0;
  const loop = async (n: number) => {
    for (;;) {
      const answer = await get(port, agent, `flush-${n}-${(sent += 1).toString().padStart(6, '0')}`);
      if (!answer) return;
      answered.push(answer);
    }
  };
  const done = Promise.all(Array.from({ length: loops }, (_, n) => loop(n))).then(() => agent.destroy());
  return { answered, done };
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** startBuiltApi with more time for its "listening" line: migrating a new MariaDB database on a busy machine. */
async function startBuiltApi(env: Record<string, string>): Promise<ApiProcess> {
  const port = await freePort();
  const api = runBuiltApi({ ...env, API_PORT: String(port) }, port);
  await api.waitForLog((line) => String(line['message']).startsWith('listening on'), 80_000);
  return api;
}

/**
 * Log lines are written asynchronously (logging/log-destination.ts): these stop the built API while it is
 * answering twenty readers, so lines are still queued when the signal comes, and find the access line of every
 * answer a reader received.
 */
describe(`The built API's log lines when it stops (${driverName})`, () => {
  let database: TestDatabase;
  let api: ApiProcess | undefined;

  beforeEach(async () => {
    database = await createTestDatabase();
  });

  afterEach(async () => {
    if (api && api.child.exitCode === null && api.child.signalCode === null) api.child.kill('SIGKILL');
    await api?.exited;
    api = undefined;
    await database?.drop();
  });

  const env = () => ({
    ...(database.config.databaseUrl
      ? { DATABASE_URL: database.config.databaseUrl }
      : { SQLITE_PATH: database.sqlitePath }),
    RATE_LIMIT_PER_MINUTE: '100000',
  });

  const accessLines = (running: ApiProcess) =>
    new Map(
      running
        .logLines() // throws unless every line is whole JSON
        .filter((line) => line['path'] === '/api/projects/1')
        .map((line) => [line['requestId'], line]),
    );

  it.each([
    ['SIGTERM', { code: 0, signal: null }],
    ['SIGHUP', { code: null, signal: 'SIGHUP' }],
  ] as const)(
    'on %s, has written the access line of every answer sent',
    async (signal, exit) => {
      api = await startBuiltApi(env());
      const readers = keepReading(api.port, 20);
      // Signalled while the readers are busy: some lines are queued, not yet written, at that moment.
      for (let waited = 0; readers.answered.length < 100 && waited < 20_000; waited += 20) await sleep(20);
      api.child.kill(signal);
      await readers.done;
      expect(await api.exited).toEqual(exit);

      const answers = readers.answered.filter((answer) => answer.status === 200);
      expect(answers.length).toBeGreaterThanOrEqual(100);
      const lines = accessLines(api);
      const missing = answers.filter((answer) => lines.get(answer.requestId)?.['status'] !== 200);
      expect({ answers: answers.length, missing: missing.map((answer) => answer.requestId) }).toEqual({
        answers: answers.length,
        missing: [],
      });
    },
    // Start-up (migrations on a new database) and a few hundred requests on a busy machine.
    90_000,
  );
});
