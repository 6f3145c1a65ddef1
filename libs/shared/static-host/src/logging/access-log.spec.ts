import { createServer } from 'node:http';
import express from 'express';
import request from 'supertest';
import { accessLine, accessLog, answerLog } from './access-log';
import { createLogger } from './logger';
import { scrubEmails } from './redaction';
import { captureLog as capture } from './log-capture';

function appWith(options: { trustLoopback?: boolean; level?: 'info' | 'debug' } = {}) {
  const out = capture();
  const logger = createLogger({ service: 'test', level: options.level ?? 'info', destination: out.destination });
  const app = express();
  app.use(
    accessLog({
      logger,
      isTrustedProxy: options.trustLoopback ? (address) => address === '127.0.0.1' || address === '::1' : undefined,
      isQuiet: (path) => path === '/healthz',
    }),
  );
  app.get('/healthz', (_req, res) => void res.json({ status: 'ok' }));
  app.get('/inside', (req, res) => {
    req.log.warn({ step: 1 }, 'while handling');
    res.send('ok');
  });
  app.get('/fails', (_req, res) => void res.status(503).send('down'));
  app.post('/form', express.json(), (_req, res) => void res.status(201).json({ id: 1 }));
  return { app, out };
}

describe('accessLog', () => {
  it('logs method, path without query, status, duration and request id, echoing the id', async () => {
    const { app, out } = appWith();
    const response = await request(app).get('/inside?email=amina%40example.org&t=secret-token').expect(200);
    const id = response.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const [inside, access] = out.lines();
    expect(inside).toMatchObject({ level: 'warn', requestId: id, step: 1, message: 'while handling' });
    expect(access).toEqual({
      level: 'info',
      time: expect.any(String),
      service: 'test',
      requestId: id,
      method: 'GET',
      path: '/inside',
      status: 200,
      durationMs: expect.any(Number),
      message: expect.stringMatching(/^GET \/inside 200 \d+ms$/),
    });
    expect(out.text()).not.toMatch(/amina|secret-token/);
  });

  it('never logs headers or bodies: cookies, authorization and form fields stay out', async () => {
    const { app, out } = appWith();
    await request(app)
      .post('/form')
      .set('Cookie', 'staff_session=s3ss10n')
      .set('Authorization', 'Basic c2VjcmV0')
      .send({ name: 'Amina Khan', email: 'amina@example.org', postcode: 'B3 2RT' })
      .expect(201);
    expect(out.lines()).toEqual([expect.objectContaining({ method: 'POST', path: '/form', status: 201 })]);
    expect(out.text()).not.toMatch(/s3ss10n|c2VjcmV0|Amina|amina|B3 2RT/);
  });

  it('keeps a well-formed X-Request-Id only from a trusted hop', async () => {
    const trusted = appWith({ trustLoopback: true });
    const kept = await request(trusted.app).get('/inside').set('x-request-id', 'lb-request-0001');
    expect(kept.headers['x-request-id']).toBe('lb-request-0001');
    expect(trusted.out.lines()[1]).toMatchObject({ requestId: 'lb-request-0001' });

    const malformed = await request(trusted.app).get('/inside').set('x-request-id', 'has spaces in it');
    expect(malformed.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const tooLong = await request(trusted.app).get('/inside').set('x-request-id', 'a'.repeat(65));
    expect(tooLong.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);

    const untrusted = appWith();
    const replaced = await request(untrusted.app).get('/inside').set('x-request-id', 'spoofed-id-0001');
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(untrusted.out.text()).not.toContain('spoofed-id-0001');
  });

  it('logs server errors at error, and successful health probes only at debug', async () => {
    const { app, out } = appWith();
    await request(app).get('/healthz').expect(200);
    await request(app).get('/fails').expect(503);
    expect(out.lines()).toEqual([expect.objectContaining({ level: 'error', path: '/fails', status: 503 })]);

    const verbose = appWith({ level: 'debug' });
    await request(verbose.app).get('/healthz').expect(200);
    expect(verbose.out.lines()).toEqual([expect.objectContaining({ level: 'debug', path: '/healthz', status: 200 })]);
  });
});

describe('answerLog', () => {
  function serverWith(level: 'info' | 'debug' | 'warn' = 'info') {
    const out = capture();
    const logAnswer = answerLog({
      logger: createLogger({ service: 'test', level, destination: out.destination }),
      service: 'test',
      destination: out.destination,
      isQuiet: (path) => path === '/healthz',
    });
    const server = createServer((req, res) => {
      logAnswer(req, res, 'answer-test-0001');
      if (req.url === '/hang') return; // the client gives up first
      res.statusCode = req.url?.startsWith('/fails') ? 503 : 200;
      res.end('ok');
    });
    return { server, out };
  }

  it('writes the access line of a request from its known fields, with the id it is given', async () => {
    const { server, out } = serverWith();
    await request(server).get('/inside?email=amina%40example.org').expect(200);
    await request(server).get('/fails').expect(503);
    expect(out.lines()).toEqual([
      {
        level: 'info',
        time: expect.any(String),
        service: 'test',
        requestId: 'answer-test-0001',
        method: 'GET',
        path: '/inside',
        status: 200,
        durationMs: expect.any(Number),
        message: expect.stringMatching(/^GET \/inside 200 \d+ms$/),
      },
      expect.objectContaining({ level: 'error', path: '/fails', status: 503 }),
    ]);
    expect(out.text()).not.toContain('amina');
  });

  it('logs a request the client left before its answer as aborted', async () => {
    const { server, out } = serverWith();
    await expect(request(server).get('/hang').timeout(200)).rejects.toThrow();
    await new Promise((done) => setTimeout(done, 100));
    expect(out.lines()).toEqual([
      expect.objectContaining({ path: '/hang', aborted: true, message: expect.stringMatching(/^GET \/hang aborted/) }),
    ]);
  });

  it('keeps successful health probes at debug, and writes nothing below the level', async () => {
    const quiet = serverWith();
    await request(quiet.server).get('/healthz').expect(200);
    expect(quiet.out.lines()).toEqual([]);
    const verbose = serverWith('debug');
    await request(verbose.server).get('/healthz').expect(200);
    expect(verbose.out.lines()).toEqual([expect.objectContaining({ level: 'debug', path: '/healthz' })]);
    const warnings = serverWith('warn');
    await request(warnings.server).get('/inside').expect(200);
    expect(warnings.out.lines()).toEqual([]);
  });
});

describe('accessLine', () => {
  /** What pino writes through createLogger for the same call: the line accessLine must equal, key for key. */
  function pinoLine(level: 'info' | 'error', requestId: string, fields: Parameters<typeof accessLine>[3]): string {
    const out = capture();
    const logger = createLogger({ service: 'api', level: 'info', destination: out.destination });
    const { method, path, status, aborted, durationMs } = fields;
    logger[level]({ requestId, ...fields }, `${method} ${path} ${aborted ? 'aborted' : status} ${durationMs}ms`);
    return out.text();
  }

  const withoutTime = (line: string) => line.replace(/"time":"[^"]+"/, '"time":"T"');

  it.each([
    ['a plain read', 'info', { method: 'GET', path: '/api/projects/1', status: 200, durationMs: 3 }],
    ['a failure', 'error', { method: 'POST', path: '/api/contact', status: 503, durationMs: 12 }],
    ['an abandoned request', 'info', { method: 'GET', path: '/slow', status: 200, durationMs: 40, aborted: true }],
    [
      'a path of quotes, a backslash and Urdu',
      'info',
      { method: 'GET', path: '/a"b\\c/منصوبہ', status: 404, durationMs: 0 },
    ],
    ['a path holding an email', 'info', { method: 'GET', path: '/x/amina@example.org', status: 404, durationMs: 1 }],
  ] as const)('writes what pino would for %s, byte for byte but the time', (_case, level, fields) => {
    const built = accessLine(level, 'api', 'req-0001', fields);
    // pino scrubs an email out of the message only; the built line out of the path as well.
    const scrubbed = { ...fields, path: scrubEmails(fields.path) };
    expect(withoutTime(built)).toBe(withoutTime(pinoLine(level, 'req-0001', scrubbed)));
    expect(JSON.parse(built).time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(built).not.toContain('amina');
  });
});
