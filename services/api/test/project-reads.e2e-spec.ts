import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import type { App } from 'supertest/types';
import { DataSource } from 'typeorm';
import { createApp, initApp } from '../src/app/create-app';
import { TcpProxy } from './support/tcp-proxy';
import { driverName, SITE_ORIGIN, startTestApp, type TestApp } from './test-app';
import { testDriver } from './test-database';

const READERS = 8;
const ROUNDS = 25;
/** How long the reading replica's database answers are held back in the slow-network test. */
const ANSWER_DELAY_MS = 150;
/** mysql2's default pool size, which the API keeps. */
const POOL_SIZE = 10;

const raisedOf = async (http: App, id = 1): Promise<number> =>
  (await request(http).get(`/api/projects/${id}`).expect(200)).body.raisedAmount;
const credit = (t: TestApp, id = 1) =>
  t.dataSource.query('UPDATE projects SET raisedAmount = raisedAmount + 1 WHERE id = ?', [id]);

/**
 * The project donate page's read shares database reads between requests that arrive together (decision 028). It
 * must still never answer with figures from before a credit that was committed before the request arrived, on
 * any replica: here the credit is committed by one app and read back from another one (MySQL), or from the one
 * process that owns the file (SQLite).
 */
describe(`GET /api/projects/:id after a credit (${driverName})`, () => {
  let writer: TestApp;
  let replica: INestApplication | undefined;
  let reader: App;
  /** MySQL: the relay between the reading replica and the database. */
  let proxy: TcpProxy | undefined;

  beforeAll(async () => {
    writer = await startTestApp();
    if (testDriver === 'mysql') {
      const direct = new URL(writer.database.config.databaseUrl as string);
      proxy = new TcpProxy(direct.hostname, Number(direct.port || 3306));
      const viaProxy = new URL(direct.toString());
      viaProxy.host = `127.0.0.1:${await proxy.start()}`;
      replica = await createApp(
        { ...writer.database.config, databaseUrl: viaProxy.toString(), shellOrigin: SITE_ORIGIN },
        { logger: false },
      );
      await initApp(replica);
    }
    reader = replica ? replica.getHttpServer() : writer.http;
  });

  afterAll(async () => {
    if (proxy) proxy.answerDelayMs = 0;
    await replica?.close();
    await proxy?.stop();
    await writer?.close();
  });

  it('shows every committed credit to the next request while a crowd keeps reads of that project in flight', async () => {
    let crowding = true;
    const crowd = Array.from({ length: READERS }, async () => {
      while (crowding) await raisedOf(reader);
    });
    try {
      const start = await raisedOf(reader);
      for (let round = 1; round <= ROUNDS; round++) {
        await credit(writer);
        expect(await raisedOf(reader)).toBe(start + round);
      }
    } finally {
      crowding = false;
      await Promise.all(crowd);
    }
  });

  (testDriver === 'mysql' ? it : it.skip)(
    'does not hand a request the answer of a read sent before it arrived (answers held back in the network)',
    async () => {
      const relay = proxy as TcpProxy;
      const start = await raisedOf(reader, 2);
      // Every connection of the replica's pool open first, so no read waits for a handshake through the slow network.
      const pool = (replica as INestApplication).get(DataSource);
      await Promise.all(Array.from({ length: POOL_SIZE }, () => pool.query('SELECT SLEEP(0.05)')));
      relay.answerDelayMs = ANSWER_DELAY_MS;
      try {
        for (let round = 1; round <= 3; round++) {
          // This read reaches MySQL before the credit; its answer is on its way back for another 150 ms.
          const earlier = raisedOf(reader, 2);
          await new Promise((resolve) => setTimeout(resolve, ANSWER_DELAY_MS / 3));
          await credit(writer, 2);
          const later = raisedOf(reader, 2);
          await expect(earlier).resolves.toBe(start + round - 1);
          await expect(later).resolves.toBe(start + round);
        }
      } finally {
        relay.answerDelayMs = 0;
      }
    },
  );
});
