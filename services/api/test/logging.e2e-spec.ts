import request from 'supertest';
import { DataSource } from 'typeorm';
import { createApp, initApp } from '../src/app/create-app';
import { createTestDatabase, type TestDatabase } from './test-database';
import { driverName } from './test-app';
import type { INestApplication } from '@nestjs/common';

describe(`Structured logs (${driverName})`, () => {
  let database: TestDatabase;
  let app: INestApplication;
  let written: string[] = [];
  let write: jest.SpyInstance;

  const lines = () =>
    written
      .join('')
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => JSON.parse(line) as Record<string, unknown>);

  beforeAll(async () => {
    database = await createTestDatabase();
    write = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
    app = await createApp(database.config, { logger: 'info' });
    await initApp(app);
  });

  afterAll(async () => {
    write?.mockRestore();
    await app?.close();
    await database?.drop();
  });

  beforeEach(() => {
    written = [];
  });

  it("writes Nest's own logs as one JSON object per line", async () => {
    // The app's start-up lines were written before beforeEach emptied the buffer: start another one.
    const other = await createApp(database.config, { logger: 'info' });
    await initApp(other);
    await other.close();
    const started = lines();
    expect(started.length).toBeGreaterThan(5);
    for (const line of started) {
      expect(line).toEqual(
        expect.objectContaining({
          time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
          level: expect.any(String),
          service: 'api',
          message: expect.any(String),
        }),
      );
    }
    expect(started).toContainEqual(
      expect.objectContaining({
        level: 'info',
        context: 'NestApplication',
        message: 'Nest application successfully started',
      }),
    );
  });

  it('logs each request with method, path (no query), status, duration and request id', async () => {
    await request(app.getHttpServer())
      .get('/api/projects/2?utm=secret')
      .set('x-request-id', 'log-test-0001')
      .expect(200)
      .expect('x-request-id', 'log-test-0001');
    expect(lines()).toContainEqual(
      expect.objectContaining({
        level: 'info',
        service: 'api',
        method: 'GET',
        path: '/api/projects/2',
        status: 200,
        durationMs: expect.any(Number),
        requestId: 'log-test-0001',
      }),
    );
    expect(written.join('')).not.toContain('secret');
  });

  it('logs requests answered before any route: a refused POST, a CORS preflight and an unknown path', async () => {
    const http = app.getHttpServer();
    const refused = await request(http).post('/api/contact').send({}).expect(403);
    await request(http)
      .options('/api/contact')
      .set('Origin', database.config.shellOrigin)
      .set('Access-Control-Request-Method', 'POST')
      .expect(204);
    const missing = await request(http).get('/api/no-such-thing').expect(404);
    const all = lines();
    expect(all).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        path: '/api/contact',
        status: 403,
        requestId: refused.headers['x-request-id'],
      }),
    );
    expect(all).toContainEqual(expect.objectContaining({ method: 'OPTIONS', path: '/api/contact', status: 204 }));
    expect(all).toContainEqual(
      expect.objectContaining({ path: '/api/no-such-thing', status: 404, requestId: missing.headers['x-request-id'] }),
    );
  });

  it('keeps successful health probes out of the info log', async () => {
    await request(app.getHttpServer()).get('/api/health/ready').expect(200);
    expect(lines().filter((line) => line['path'] === '/api/health/ready')).toEqual([]);
  });

  it("gives every line written while handling a request its id, including the exception filter's", async () => {
    const dataSource = app.get(DataSource);
    const query = jest
      .spyOn(dataSource, 'query')
      .mockRejectedValueOnce(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:3306'), { code: 'ECONNREFUSED' }));
    const response = await request(app.getHttpServer())
      .get('/api/health')
      .set('x-request-id', 'log-test-0002')
      .expect(503);
    expect(response.body).toMatchObject({ status: 'error', database: 'down' });
    query.mockRestore();

    const failing = jest.spyOn(dataSource, 'query').mockRejectedValueOnce(
      Object.assign(new Error('Connection lost: The server closed the connection.'), {
        code: 'PROTOCOL_CONNECTION_LOST',
      }),
    );
    const failed = await request(app.getHttpServer())
      .get('/api/projects/1')
      .set('x-request-id', 'log-test-0003')
      .expect(503);
    failing.mockRestore();
    expect(failed.body).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'The database is unavailable, please try again shortly',
    });

    const all = lines();
    expect(all).toContainEqual(
      expect.objectContaining({ level: 'warn', context: 'Health', requestId: 'log-test-0002', database: 'down' }),
    );
    expect(all).toContainEqual(
      expect.objectContaining({
        level: 'error',
        path: '/api/health',
        status: 503,
        requestId: 'log-test-0002',
      }),
    );
    expect(all).toContainEqual(
      expect.objectContaining({
        level: 'warn',
        context: 'ApiExceptionFilter',
        code: 'PROTOCOL_CONNECTION_LOST',
        requestId: 'log-test-0003',
      }),
    );
    expect(all).toContainEqual(
      expect.objectContaining({ path: '/api/projects/1', status: 503, requestId: 'log-test-0003' }),
    );
  });
});
