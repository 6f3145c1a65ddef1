import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import type { App } from 'supertest/types';
import { DEFAULT_TRUSTED_PROXIES } from '../src/kit/core-config';
import { createApp, initApp } from '../src/app/create-app';
import { DatabaseThrottlerStorage } from '../src/rate-limit/database-throttler-storage';
import { countRows, driverName, startTestApp, type TestApp, fromSite } from './test-app';
import { testDriver } from './test-database';

const LIMIT = 3;
const tooMany = {
  statusCode: 429,
  error: 'Too Many Requests',
  message: 'Too many requests, please try again in a minute',
};
/** 30 s into a fixed one-minute window, so no test straddles a window boundary. */
const windowStart = Math.floor(Date.now() / 60_000) * 60_000;
let clock = windowStart + 30_000;

const contact = (n: number) => ({
  name: 'Amina',
  email: `amina${n}@example.org`,
  subject: 'Hello',
  message: `Message ${n}`,
});

describe(`Rate limits on the engage POSTs (${driverName})`, () => {
  let t: TestApp;
  let replica: INestApplication | undefined;

  beforeAll(async () => {
    jest.spyOn(Date, 'now').mockImplementation(() => clock);
    t = await startTestApp({ rateLimitPerMinute: LIMIT, trustedProxies: DEFAULT_TRUSTED_PROXIES });
  });

  afterAll(async () => {
    await replica?.close();
    await t?.close();
    jest.restoreAllMocks();
  });

  const from = (ip: string, http: App = t.http) => ({
    contact: (n: number) => fromSite(http).post('/api/contact').set('X-Forwarded-For', ip).send(contact(n)),
    newsletter: (body: object) =>
      fromSite(http).post('/api/newsletter/subscribe').set('X-Forwarded-For', ip).send(body),
  });

  it(`allows ${LIMIT} POSTs per client per minute, then answers 429 JSON with Retry-After`, async () => {
    const client = from('203.0.113.1');
    for (let n = 1; n <= LIMIT; n++) await client.contact(n).expect(201);
    const response = await client
      .contact(99)
      .expect(429)
      .expect('Content-Type', /application\/json/);
    expect(response.body).toEqual(tooMany);
    expect(response.headers['retry-after']).toBe('30');
    expect(await countRows(t.dataSource, 'contact_messages', 'email = ?', ['amina99@example.org'])).toBe(0);
  });

  it('counts invalid requests too, and per endpoint', async () => {
    const client = from('203.0.113.2');
    for (let n = 0; n < LIMIT; n++) await client.newsletter({ email: 'nope' }).expect(400);
    expect((await client.newsletter({ email: 'ok@example.org', consentGiven: true }).expect(429)).body).toEqual(
      tooMany,
    );
    await client.contact(1).expect(201);
  });

  it('keys by the address the trusted (loopback) proxy forwards, which a client behind another hop cannot forge', async () => {
    // 203.0.113.1 used its limit above: the test client is loopback, the default's one trusted hop.
    await from('203.0.113.1').contact(7).expect(429);
    // A client claiming to be someone else is keyed by its own address, not the forged one, on a public
    // network and, by default, on a private one too (a private peer is no trusted proxy unless named).
    await from('203.0.113.1, 198.51.100.8').contact(8).expect(201);
    await from('203.0.113.1, 10.0.0.5').contact(9).expect(201);
    await from('198.51.100.7').contact(10).expect(201);
  });

  it('believes a private proxy only when TRUSTED_PROXIES names it', async () => {
    const throughNamedProxy = await startTestApp({
      rateLimitPerMinute: LIMIT,
      trustedProxies: ['loopback', '10.0.0.0/8'],
    });
    try {
      for (let n = 1; n <= LIMIT; n++) await from('192.0.2.77', throughNamedProxy.http).contact(n).expect(201);
      await from('192.0.2.77, 10.0.0.5', throughNamedProxy.http).contact(99).expect(429);
    } finally {
      await throughNamedProxy.close();
    }
  });

  it('never throttles GET routes', async () => {
    for (let n = 0; n < LIMIT * 3; n++)
      await request(t.http).get('/api/projects/1').set('X-Forwarded-For', '203.0.113.1').expect(200);
  });

  it('opens a new window after a minute and removes the expired ones', async () => {
    clock = windowStart + 90_000;
    await from('203.0.113.1').contact(1).expect(201);
    expect(await countRows(t.dataSource, 'rate_limit_hits', 'expiresAt <= ?', [clock])).toBe(0);
    expect(await countRows(t.dataSource, 'rate_limit_hits')).toBe(1);
  });

  it('counts exactly under parallel hits on one key (one atomic upsert per hit)', async () => {
    const storage = new DatabaseThrottlerStorage(t.dataSource, () => clock);
    const records = await Promise.all(
      Array.from({ length: 12 }, () => storage.increment('parallel-key', 60_000, 5, 60_000, 'default')),
    );
    expect(records.map((record) => record.totalHits).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 12 }, (_, i) => i + 1),
    );
    expect(records.filter((record) => record.isBlocked)).toHaveLength(7);
  });

  (testDriver === 'mysql' ? it : it.skip)('shares one count between two replicas on the same database', async () => {
    replica = await createApp(
      { ...t.database.config, rateLimitPerMinute: LIMIT, trustedProxies: DEFAULT_TRUSTED_PROXIES },
      { logger: false },
    );
    await initApp(replica);
    const [first, second] = [from('192.0.2.50'), from('192.0.2.50', replica.getHttpServer())];
    await first.contact(1).expect(201);
    await second.contact(2).expect(201);
    await first.contact(3).expect(201);
    expect((await second.contact(4).expect(429)).body).toEqual(tooMany);
    await first.contact(5).expect(429);
  });
});
