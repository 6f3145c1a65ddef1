import { request as httpRequest, type ClientRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import sharp from 'sharp';
import { UPLOAD_ENCODING_REFUSED, UPLOADS_BUSY, UPLOADS_IN_FLIGHT_LIMIT } from '../src/staff-auth/staff-session-first';
import { SIGN_IN_REQUIRED } from '../src/staff-auth/staff-session.guard';
import { signInAs } from './support/staff-session';
import { driverName, fromSite, SITE_ORIGIN, startTestApp, type TestApp } from './test-app';

const UPLOAD = '/api/staff/article-images';
const MB = 1024 * 1024;

/** Decision 063: a staff route reads no body before the session is known, and an upload is read only plainly. */
describe(`Bodies are read only for staff allowed to send them (${driverName})`, () => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    t = await startTestApp();
    await t.app.listen(0, '127.0.0.1');
    port = (t.http as unknown as { address(): AddressInfo }).address().port;
  });

  afterAll(async () => {
    // Uploads this file held open and then dropped can leave sockets the server still counts as busy; closing
    // waits for them, so they are ended first (a run on MariaDB otherwise waited here without end).
    (t?.http as unknown as Server | undefined)?.closeAllConnections();
    await t?.close();
  });

  it('answers 60 parallel 10 KB gzip uploads with a made-up cookie 401, without inflating them', async () => {
    // 10 MB of zeros, the upload limit, in about 10 KB of gzip.
    const bomb = gzipSync(Buffer.alloc(10 * MB));
    expect(bomb.length).toBeLessThan(12 * 1024);
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 5);
    const answers = await Promise.all(
      Array.from({ length: 60 }, () =>
        fromSite(t.http)
          .post(UPLOAD)
          .set('Cookie', 'solar_staff=made-up-by-someone-outside')
          .set('Content-Type', 'image/png')
          .set('Content-Encoding', 'gzip')
          .send(bomb),
      ),
    );
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    process.stdout.write(`[gzip burst ${driverName}] RSS grew ${((peak - before) / MB).toFixed(1)} MB\n`);
    expect(answers.map(({ status }) => status)).toEqual(Array(60).fill(401));
    expect(answers[0]?.body).toMatchObject({ statusCode: 401, message: SIGN_IN_REQUIRED });
    expect(answers[0]?.headers['cache-control']).toBe('no-store');
    expect(peak - before).toBeLessThan(50 * MB);
  });

  it('refuses a JSON body on a staff route with a made-up cookie before reading it', async () => {
    const response = await fromSite(t.http)
      .post('/api/staff/articles')
      .set('Cookie', 'solar_staff=made-up')
      .set('Content-Type', 'application/json')
      .send('{ not even json')
      .expect(401);
    expect(response.body.message).toBe(SIGN_IN_REQUIRED);
  });

  it('refuses a body on a staff route named in other letters (the router ignores case) before reading it', async () => {
    // The router answers /api/Staff/articles and /api/st%61ff/articles from /api/staff/articles: the hook too.
    const paths = ['/api/Staff/articles', '/API/STAFF/ARTICLES', '/api/st%61ff/articles', '/api/staff/articles/'];
    for (const path of [...paths, '/api/staff/no-such-route', '/api/Staff/No-Such-Route']) {
      const response = await fromSite(t.http)
        .post(path)
        .set('Cookie', 'solar_staff=made-up')
        .set('Content-Type', 'application/json')
        .send('{ not even json');
      expect(`${path} ${response.status} ${response.body.message}`).toBe(`${path} 401 ${SIGN_IN_REQUIRED}`);
    }
  });

  it('refuses an upload sent with a Content-Encoding, even from a signed-in member of staff', async () => {
    const { cookie } = await signInAs(t, 'staff', 'encoded-uploader');
    const image = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#f5a623' } })
      .png()
      .toBuffer();
    const response = await fromSite(t.http)
      .post(UPLOAD)
      .set('Cookie', cookie)
      .set('Content-Type', 'image/png')
      .set('Content-Encoding', 'gzip')
      .send(gzipSync(image))
      .expect(415);
    expect(response.body.message).toBe(UPLOAD_ENCODING_REFUSED);
    await fromSite(t.http).post(UPLOAD).set('Cookie', cookie).set('Content-Type', 'image/png').send(image).expect(201);
  });

  it(`handles ${UPLOADS_IN_FLIGHT_LIMIT} uploads at once and answers the next 503 until one ends`, async () => {
    const { cookie } = await signInAs(t, 'staff', 'busy-uploader');
    // Uploads still being sent: their headers are in, their bodies are not.
    const held: ClientRequest[] = [];
    let holding = true;
    const hold = () => {
      const pending = httpRequest({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: UPLOAD,
        headers: { Origin: SITE_ORIGIN, Cookie: cookie, 'Content-Type': 'image/png', 'Content-Length': String(MB) },
      });
      pending.on('error', () => undefined);
      // Each request's session is looked up before it is counted, and on MariaDB those look-ups end in any order:
      // a probe below can take a held upload's place, and that upload is answered 503. Another takes its place.
      pending.on('response', (answer) => {
        answer.resume();
        if (holding && answer.statusCode === 503) hold();
      });
      pending.write(Buffer.alloc(1024));
      held.push(pending);
    };
    for (let n = 0; n < UPLOADS_IN_FLIGHT_LIMIT; n++) hold();
    const busy = async () => {
      // The held uploads count once the server has started on their bodies, which a loaded host may take seconds to do.
      for (let attempt = 0; attempt < 200; attempt++) {
        const response = await fromSite(t.http)
          .post(UPLOAD)
          .set('Cookie', cookie)
          .set('Content-Type', 'image/png')
          .send(Buffer.alloc(16));
        if (response.status === 503) return response;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error('never busy');
    };
    try {
      const refused = await busy();
      expect(refused.body.message).toBe(UPLOADS_BUSY);
      expect(refused.headers['retry-after']).toBe('5');
    } finally {
      holding = false;
      for (const pending of held) pending.destroy();
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    const image = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#2a7f62' } })
      .png()
      .toBuffer();
    await fromSite(t.http).post(UPLOAD).set('Cookie', cookie).set('Content-Type', 'image/png').send(image).expect(201);
  });
});
