import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createApp, initApp } from '../src/app/create-app';
import { migrations } from '../src/database/migrations';
import { createTestDatabase, type TestDatabase, testDriver } from './test-database';

/** MySQL only: SQLite belongs to one process (decision 002), so replicas share only a MySQL database. */
(testDriver === 'mysql' ? describe : describe.skip)('Several replicas starting together (mysql)', () => {
  let database: TestDatabase;
  const apps: INestApplication[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
  });

  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await database?.drop();
  });

  it('migrate a fresh database exactly once, then all become ready', async () => {
    const started = await Promise.all(
      [1, 2, 3].map(async () => {
        const app = await createApp(database.config, { logger: false });
        apps.push(app);
        await initApp(app);
        return app;
      }),
    );
    for (const app of started) {
      await request(app.getHttpServer()).get('/api/health/ready').expect(200);
      const { body } = await request(app.getHttpServer()).get('/api/projects').expect(200);
      expect(body).toHaveLength(4);
    }
    const dataSource = started[0]?.get(DataSource) as DataSource;
    const rows: { name: string; count: number | string }[] = await dataSource.query(
      'SELECT name, COUNT(*) AS count FROM migrations GROUP BY name ORDER BY name',
    );
    expect(rows.map((row) => [row.name, Number(row.count)])).toEqual(
      migrations.map((migration) => [migration.name, 1]).sort(),
    );
    const [projects] = (await dataSource.query('SELECT COUNT(*) AS count FROM projects')) as {
      count: number | string;
    }[];
    expect(Number(projects?.count)).toBe(4);
  });
});
