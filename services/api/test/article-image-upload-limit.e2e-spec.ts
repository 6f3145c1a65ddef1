import type { INestApplication } from '@nestjs/common';
import sharp from 'sharp';
import type { App } from 'supertest/types';
import { tooManyImageUploadsMessage } from '@solar/shared-contracts';
import { createApp, initApp } from '../src/app/create-app';
import { signInAs } from './support/staff-session';
import { countRows, driverName, fromSite, startTestApp, type TestApp } from './test-app';
import { testDriver } from './test-database';

const LIMIT = 3;
const WINDOW_MS = 10 * 60_000;
/** Two minutes into a fixed 10-minute window, so no test straddles the window's end: 480 s are left. */
const windowStart = Math.floor(Date.now() / WINDOW_MS) * WINDOW_MS;
let clock = windowStart + 2 * 60_000;

let colour = 0;
/** A small PNG of a new colour each time, so every upload is a new image. */
const newImage = (): Promise<Buffer> => {
  colour += 1;
  return sharp({ create: { width: 16, height: 16, channels: 3, background: { r: colour, g: 90, b: 40 } } })
    .png()
    .toBuffer();
};

describe(`The limit on staff image uploads (${driverName})`, () => {
  let t: TestApp;
  let replica: INestApplication | undefined;

  beforeAll(async () => {
    jest.spyOn(Date, 'now').mockImplementation(() => clock);
    t = await startTestApp({ imageUploadsPer10Minutes: LIMIT });
  });

  afterAll(async () => {
    await replica?.close();
    await t?.close();
    jest.restoreAllMocks();
  });

  const upload = (cookie: string, image: Buffer, http: App = t.http) =>
    fromSite(http).post('/api/staff/article-images').set('Cookie', cookie).set('Content-Type', 'image/png').send(image);
  const stored = () => countRows(t.dataSource, 'article_images');
  const uploadsAudited = () => countRows(t.dataSource, 'audit_log', 'action = ?', ['article-image.uploaded']);

  it(`takes ${LIMIT} uploads per staff account in 10 minutes, then answers 429 JSON with Retry-After and stores nothing`, async () => {
    const { cookie } = await signInAs(t, 'staff', 'limit-first');
    for (let n = 0; n < LIMIT; n++) await upload(cookie, await newImage()).expect(201);
    const [rows, audited] = [await stored(), await uploadsAudited()];

    const response = await upload(cookie, await newImage())
      .expect(429)
      .expect('Content-Type', /application\/json/);
    expect(response.body).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: 'You have reached the limit of 3 image uploads in 10 minutes. Please try again in 8 minutes.',
    });
    expect(response.body.message).toBe(tooManyImageUploadsMessage(LIMIT, 480));
    expect(response.headers['retry-after']).toBe('480');
    expect(await stored()).toBe(rows);
    expect(await uploadsAudited()).toBe(audited);
  });

  it('keys the count by the account: not by the address, the session or a header the client sends', async () => {
    const { cookie } = await signInAs(t, 'staff', 'limit-first');
    await upload(cookie, await newImage()).expect(429);
    const elsewhere = fromSite(t.http)
      .post('/api/staff/article-images')
      .set('Cookie', cookie)
      .set('Content-Type', 'image/png')
      .set('X-Forwarded-For', '198.51.100.77')
      .set('X-Real-IP', '198.51.100.78');
    await elsewhere.send(await newImage()).expect(429);

    const { cookie: colleague } = await signInAs(t, 'admin', 'limit-second');
    await upload(colleague, await newImage()).expect(201);
  });

  it('lets the account upload again in the next window', async () => {
    const { cookie } = await signInAs(t, 'staff', 'limit-first');
    clock = windowStart + WINDOW_MS + 60_000;
    await upload(cookie, await newImage()).expect(201);
  });

  (testDriver === 'mysql' ? it : it.skip)('shares one count between two replicas on the same database', async () => {
    replica = await createApp({ ...t.database.config, imageUploadsPer10Minutes: LIMIT }, { logger: false });
    await initApp(replica);
    const { cookie } = await signInAs(t, 'staff', 'limit-third');
    const other = replica.getHttpServer();
    await upload(cookie, await newImage()).expect(201);
    await upload(cookie, await newImage(), other).expect(201);
    await upload(cookie, await newImage()).expect(201);
    await upload(cookie, await newImage(), other).expect(429);
    await upload(cookie, await newImage()).expect(429);
  });
});
