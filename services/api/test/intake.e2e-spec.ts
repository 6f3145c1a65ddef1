import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { ONE_CLICK_UNSUBSCRIBE_API_PATH } from '@solar/shared-contracts';
import request from 'supertest';
import { API_SERVER_TIMEOUTS } from '../src/app/http-timeouts';
import { MAX_BODY_DEPTH } from '../src/kit/intake/body-shape';
import { countRows, driverName, fromSite, SITE_ORIGIN, startTestApp, type TestApp } from './test-app';
import { startPaymentsTestApp, type PaymentsTestApp } from './test-paypal';

const contact = { name: 'Amina', email: 'amina@example.org', subject: 'Hello', message: 'About solar for our school.' };
const contactForm = 'name=Amina&email=amina%40example.org&subject=Hello&message=About+solar';

/** `{"a":{"a":…1…}}`, `levels` objects deep, as raw JSON (an object literal this deep could not be built recursively). */
const nestedJson = (levels: number) => `${'{"a":'.repeat(levels - 1)}{"a":1}${'}'.repeat(levels - 1)}`;

function expectJsonError(response: request.Response, statusCode: number, error: string): void {
  expect(response.headers['content-type']).toMatch(/application\/json/);
  expect(response.body).toMatchObject({ statusCode, error, message: expect.any(String) });
}

describe(`Intake: origin, content type and depth (${driverName})`, () => {
  let t: PaymentsTestApp;

  beforeAll(async () => {
    t = await startPaymentsTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const contactRows = () => countRows(t.dataSource, 'contact_messages');

  describe('same origin (403)', () => {
    it('refuses a cross-site form post to /api/contact and stores nothing', async () => {
      const response = await request(t.http)
        .post('/api/contact')
        .set('Origin', 'https://evil.example')
        .type('form')
        .send(contactForm)
        .expect(403);
      expectJsonError(response, 403, 'Forbidden');
      expect(response.body.message).toContain(SITE_ORIGIN);
      expect(await contactRows()).toBe(0);
    });

    it('refuses a cross-site JSON post, an opaque "null" origin, and a request naming no origin at all', async () => {
      for (const headers of [
        { Origin: 'https://evil.example' },
        { Origin: 'null' },
        { Origin: 'http://localhost:4201' },
        {},
        { Referer: 'https://evil.example/page' },
      ]) {
        expectJsonError(
          await request(t.http).post('/api/contact').set(headers).send(contact).expect(403),
          403,
          'Forbidden',
        );
      }
      expect(await contactRows()).toBe(0);
    });

    it("accepts the site's Origin, or without one a Referer from the site", async () => {
      await fromSite(t.http).post('/api/contact').send(contact).expect(201);
      await request(t.http)
        .post('/api/contact')
        .set('Referer', `${SITE_ORIGIN}/contact?from=footer`)
        .send({ ...contact, email: 'b@example.org' })
        .expect(201);
      expect(await contactRows()).toBe(2);
    });

    it('applies to PUT, PATCH and DELETE on any path, and never to reads', async () => {
      for (const method of ['put', 'patch', 'delete'] as const) {
        await request(t.http)[method]('/api/projects/1').set('Origin', 'https://evil.example').expect(403);
        await fromSite(t.http)[method]('/api/projects/1').expect(404);
      }
      await request(t.http).get('/api/projects/1').set('Origin', 'https://evil.example').expect(200);
    });

    it("lets PayPal's webhook through from any origin (it is verified with PayPal instead), but only as JSON", async () => {
      // Reaches the controller: refused for its missing PayPal signature headers, not for its origin.
      const unsigned = await request(t.http)
        .post('/paypal/webhook')
        .send({ id: 'WH-1', event_type: 'PAYMENT.SALE.COMPLETED' })
        .expect(400);
      expect(unsigned.body.message).not.toContain(SITE_ORIGIN);
      await request(t.http)
        .post('/paypal/webhook')
        .set('Origin', 'https://evil.example')
        .type('form')
        .send('id=WH-1')
        .expect(415);
    });

    it("lets a mail provider's one-click unsubscribe through from any origin as a form (its signed token is checked instead)", async () => {
      // Reaches the controller: refused for its missing token, not for its origin or its form body.
      const untokened = await request(t.http)
        .post(ONE_CLICK_UNSUBSCRIBE_API_PATH)
        .type('form')
        .send('List-Unsubscribe=One-Click')
        .expect(400);
      expect(untokened.body.message).not.toContain(SITE_ORIGIN);
      await request(t.http)
        .post(ONE_CLICK_UNSUBSCRIBE_API_PATH)
        .set('Origin', 'https://evil.example')
        .type('text/plain')
        .send('List-Unsubscribe=One-Click')
        .expect(415);
      // Only that exact path: the JSON unsubscribe beside it keeps both rules.
      await request(t.http).post('/api/newsletter/unsubscribe').type('form').send('token=1').expect(403);
      await fromSite(t.http).post('/api/newsletter/unsubscribe').type('form').send('token=1').expect(415);
    });
  });

  describe('JSON bodies only (415)', () => {
    it('refuses form-encoded, text, multipart and untyped bodies from the site itself', async () => {
      for (const type of [
        'application/x-www-form-urlencoded',
        'text/plain',
        'multipart/form-data; boundary=x',
        'application/xml',
      ]) {
        const response = await fromSite(t.http)
          .post('/api/contact')
          .set('Content-Type', type)
          .send(contactForm)
          .expect(415);
        expectJsonError(response, 415, 'Unsupported Media Type');
      }
      // superagent sends a Buffer without a Content-Type.
      await fromSite(t.http)
        .post('/api/contact')
        .send(Buffer.from(JSON.stringify(contact)))
        .expect(415);
      expect(await contactRows()).toBe(2);
    });

    it('accepts JSON with a charset', async () => {
      await fromSite(t.http)
        .post('/api/contact')
        .set('Content-Type', 'application/json; charset=utf-8')
        .send(JSON.stringify({ ...contact, email: 'c@example.org' }))
        .expect(201);
    });

    it('lets a POST without a body through, as the donate page captures an order', async () => {
      // The controller answers for this unknown order, so the empty POST reached it.
      const response = await fromSite(t.http).post('/paypal/order/5O190127TN364715T/capture').expect(404);
      expect(response.body.message).toBe('PayPal order 5O190127TN364715T was not found');
    });
  });

  describe(`nesting depth (400, at most ${MAX_BODY_DEPTH} levels)`, () => {
    it('refuses a body nested 3,000 levels deep inside a field with 400 JSON, not a stack overflow', async () => {
      const body = `{"name":${nestedJson(3000)},"email":"a@example.org","subject":"x","message":"y"}`;
      const response = await fromSite(t.http)
        .post('/api/contact')
        .set('Content-Type', 'application/json')
        .send(body)
        .expect(400);
      expectJsonError(response, 400, 'Bad Request');
      expect(response.body.message).toBe(`The JSON body is nested more than ${MAX_BODY_DEPTH} levels deep`);
    });

    it('leaves a body exactly at the limit to validation, and refuses one level more on any path', async () => {
      const atLimit = await fromSite(t.http)
        .post('/api/contact')
        .set('Content-Type', 'application/json')
        .send(`{"name":${nestedJson(MAX_BODY_DEPTH - 1)}}`)
        .expect(400);
      expect(atLimit.body.message).toEqual(expect.arrayContaining([expect.stringMatching(/^Name/)]));
      const tooDeep = await fromSite(t.http)
        .post('/api/nothing-here')
        .set('Content-Type', 'application/json')
        .send(`[${nestedJson(MAX_BODY_DEPTH)}]`)
        .expect(400);
      expect(tooDeep.body.message).toMatch(/nested more than/);
    });
  });

  it('refuses __proto__, constructor and prototype keys, which would otherwise slip past the unknown-field check', async () => {
    for (const key of ['__proto__', 'constructor', 'prototype']) {
      const body = `{"${key}":{"polluted":true},${JSON.stringify({ ...contact, email: 'proto@example.org' }).slice(1)}`;
      const response = await fromSite(t.http)
        .post('/api/contact')
        .set('Content-Type', 'application/json')
        .send(body)
        .expect(400);
      expect(response.body.message).toBe('The JSON body may not use the keys __proto__, constructor, prototype');
    }
    expect(await countRows(t.dataSource, 'contact_messages', 'email = ?', ['proto@example.org'])).toBe(0);
  });

  it('refuses a lone surrogate, which the email validator would throw on (500 before)', async () => {
    const order = '{"amount":25,"currency":"GBP","intent":"CAPTURE","donorEmail":"a\\ud800@example.org"}';
    const response = await fromSite(t.http)
      .post('/paypal/order')
      .set('Content-Type', 'application/json')
      .send(order)
      .expect(400);
    expect(response.body.message).toBe('The JSON body has text that is not valid Unicode (a lone surrogate)');
  });

  it('holds every path and method to the 100 KB body limit', async () => {
    const oversize = JSON.stringify(Array.from({ length: 30_000 }, (_, i) => i));
    for (const method of ['post', 'put', 'patch', 'delete'] as const) {
      const response = await fromSite(t.http)
        [method]('/api/anything')
        .set('Content-Type', 'application/json')
        .send(oversize)
        .expect(413);
      expectJsonError(response, 413, 'Payload Too Large');
    }
  });
});

describe('HTTP timeouts', () => {
  let t: TestApp;
  let port: number;
  const timeouts = { headersMs: 400, requestMs: 700, keepAliveMs: 65_000 };

  beforeAll(async () => {
    t = await startTestApp({}, { timeouts });
    const server = t.app.getHttpServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as { port: number }).port;
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Sends `text` and never finishes the request; resolves with what came back and when the API closed the socket. */
  function stall(text: string): Promise<{ answer: string; closedAfterMs: number }> {
    return new Promise((resolve, reject) => {
      const started = Date.now();
      let answer = '';
      const socket = connect(port, '127.0.0.1', () => socket.write(text));
      socket.setEncoding('utf8').on('data', (chunk: string) => (answer += chunk));
      socket.once('error', reject);
      socket.once('close', () => resolve({ answer, closedAfterMs: Date.now() - started }));
    });
  }

  it('cuts off a request whose body stalls, with 408, and never hands it to a controller', async () => {
    const head = `POST /api/contact HTTP/1.1\r\nHost: localhost\r\nOrigin: ${SITE_ORIGIN}\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n`;
    const { answer, closedAfterMs } = await stall(`${head}{"name":"Amina","email":`);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfterMs).toBeGreaterThanOrEqual(timeouts.requestMs - 50);
    expect(closedAfterMs).toBeLessThan(timeouts.requestMs + 1000);
    expect(await countRows(t.dataSource, 'contact_messages')).toBe(0);
  });

  it('cuts off a request whose headers stall, with 408', async () => {
    const { answer, closedAfterMs } = await stall('GET /api/health/live HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfterMs).toBeLessThan(timeouts.headersMs + 1000);
  });

  it('keeps idle connections open longer than the shell proxy keeps a free socket (about 65 s by default)', async () => {
    expect(API_SERVER_TIMEOUTS).toEqual({ headersMs: 20_000, requestMs: 30_000, keepAliveMs: 65_000 });
    const keepAlive = await new Promise<unknown>((resolve, reject) => {
      httpRequest(
        { host: '127.0.0.1', port, path: '/api/health/live', headers: { connection: 'keep-alive' } },
        (res) => {
          res.resume();
          resolve(res.headers['keep-alive']);
        },
      )
        .once('error', reject)
        .end();
    });
    expect(keepAlive).toBe('timeout=65');
  });
});
