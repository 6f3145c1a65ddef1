import { existsSync } from 'node:fs';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createApp, initApp } from '../src/app/create-app';
import { createTestDatabase, type TestDatabase, testDriver } from './test-database';

describe(`App lifecycle (${testDriver})`, () => {
  let database: TestDatabase;
  let app: INestApplication | undefined;

  beforeAll(async () => {
    database = await createTestDatabase();
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('keeps a change made before the app stopped', async () => {
    app = await createApp(database.config, { logger: false });
    await initApp(app);
    if (database.driver === 'sqlite') expect(existsSync(database.sqlitePath)).toBe(true);
    await app.get(DataSource).query('UPDATE projects SET raisedAmount = 9000 WHERE id = 1');
    await app.close();
    app = undefined;

    app = await createApp(database.config, { logger: false });
    await initApp(app);
    const { body } = await request(app.getHttpServer()).get('/api/projects/1').expect(200);
    expect(body.raisedAmount).toBe(9000);
  });

  it('answers 503 from /api/health when the database is gone', async () => {
    await app?.close();
    app = await createApp(database.config, { logger: false });
    await initApp(app);
    await app.get(DataSource).destroy();
    const quiet = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    const { body } = await request(app.getHttpServer()).get('/api/health').expect(503);
    quiet.mockRestore();
    expect(body).toEqual({ status: 'error', database: 'down', version: 'test' });
  });
});
