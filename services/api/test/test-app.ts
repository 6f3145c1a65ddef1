import request from 'supertest';
import type { INestApplication } from '@nestjs/common';
import type { App } from 'supertest/types';
import { DataSource } from 'typeorm';
import type { ApiConfig } from '../src/app/api-config';
import { createApp, type CreateAppOptions, initApp } from '../src/app/create-app';
import { createTestDatabase, type TestDatabase, testDriver } from './test-database';

export type TestApp = {
  database: TestDatabase;
  app: INestApplication;
  http: App;
  dataSource: DataSource;
  close(): Promise<void>;
};

/** The site's origin in every test app (its shellOrigin): state-changing requests must name it. */
export const SITE_ORIGIN = 'http://localhost:4200';

/**
 * Requests as the site's own pages send them, with its Origin header (the API refuses a POST, PUT, PATCH or
 * DELETE without it): `fromSite(t.http).post(path).send(body)`.
 */
export const fromSite = (http: App) => request.agent(http).set('Origin', SITE_ORIGIN);

/** A fresh database and the full HTTP stack over it; `overrides` change the config (e.g. the rate limit). */
export async function startTestApp(
  overrides: Partial<ApiConfig> = {},
  options: CreateAppOptions = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const app = await createApp(
    { ...database.config, shellOrigin: SITE_ORIGIN, ...overrides },
    { logger: false, ...options },
  );
  await initApp(app);
  return {
    database,
    app,
    http: app.getHttpServer(),
    dataSource: app.get(DataSource),
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}

export async function countRows(
  dataSource: DataSource,
  table: string,
  where = '1 = 1',
  params: unknown[] = [],
): Promise<number> {
  const rows: { count: number | string }[] = await dataSource.query(
    `SELECT COUNT(*) AS count FROM ${table} WHERE ${where}`,
    params,
  );
  return Number(rows[0]?.count);
}

/** A body just over the 100 KB limit, as raw JSON. */
export const oversizeJson = (fields: Record<string, unknown>): string =>
  JSON.stringify({ ...fields, padding: 'x'.repeat(101 * 1024) });

export const driverName = testDriver;

/** The longest email the validator accepts: 254 characters (RFC 5321 path limit) (local part 64, domain labels of at most 63). */
export const longestEmail = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.org`;

/**
 * Starts the app for one form endpoint's suite and returns how to post to it. Call inside `describe`:
 * it registers the suite's beforeAll/afterAll.
 */
export function formEndpointSuite(path: string) {
  const suite = {} as { app: TestApp };
  beforeAll(async () => {
    suite.app = await startTestApp();
  });
  afterAll(async () => {
    await suite.app?.close();
  });
  const post = (body: unknown) =>
    fromSite(suite.app.http)
      .post(path)
      .send(body as object);
  /** Posts an invalid body and returns the validation messages of its 400 JSON answer. */
  const messagesOf = async (body: unknown) => {
    const response = await post(body)
      .expect(400)
      .expect('Content-Type', /application\/json/);
    expect(response.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    return response.body.message as string[];
  };
  return { suite, post, messagesOf };
}
