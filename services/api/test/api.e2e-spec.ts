import { type INestApplication, ValidationPipe } from '@nestjs/common';
import request from 'supertest';
import type { App } from 'supertest/types';
import { createApp, initApp } from '../src/app/create-app';
import { progressOf, seedProjects } from '../src/database/seed/seed-projects';
import { fromSite } from './test-app';
import { createTestDatabase, type TestDatabase, testDriver } from './test-database';

describe(`API over HTTP (${testDriver})`, () => {
  let database: TestDatabase;
  let app: INestApplication;
  let http: App;

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await createApp(database.config, { logger: false });
    await initApp(app);
    http = app.getHttpServer();
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  describe('GET /api/projects', () => {
    it('lists every seeded project by id with exactly the public fields', async () => {
      const response = await request(http)
        .get('/api/projects')
        .expect(200)
        .expect('Content-Type', /application\/json/);
      expect(response.body.map((project: { id: number }) => project.id)).toEqual(
        seedProjects.map((project) => project.id),
      );
      for (const [index, seed] of seedProjects.entries()) {
        expect(response.body[index]).toEqual((await request(http).get(`/api/projects/${seed.id}`).expect(200)).body);
      }
    });
  });

  describe('GET /api/projects/:id', () => {
    it("runs as Fastify's handler, outside Nest's pipeline, while a route beside it keeps the pipeline (decision 085)", async () => {
      const pipes = jest.spyOn(ValidationPipe.prototype, 'transform');
      try {
        await request(http).get('/api/projects/1').expect(200);
        await request(http).get('/api/projects/abc').expect(400);
        expect(pipes).not.toHaveBeenCalled();
        await request(http).get('/api/projects/1/supporters').expect(200);
        expect(pipes).toHaveBeenCalled();
      } finally {
        pipes.mockRestore();
      }
    });

    it.each(seedProjects.map((project) => [project.id, project] as const))(
      'answers project %i with exactly the public fields',
      async (id, seed) => {
        const response = await request(http)
          .get(`/api/projects/${id}`)
          .expect(200)
          .expect('Content-Type', /application\/json/);
        expect(response.body).toEqual({
          id,
          title: seed.title,
          location: seed.location,
          projectType: seed.projectType,
          description: seed.description,
          raisedAmount: seed.raisedAmount,
          targetAmount: seed.targetAmount,
          currency: 'GBP',
          livesImpacted: seed.livesImpacted,
          capacity: seed.capacity,
          progressPercentage: progressOf(seed.raisedAmount, seed.targetAmount),
        });
        for (const key of ['raisedAmount', 'targetAmount', 'livesImpacted', 'capacity', 'progressPercentage']) {
          expect(typeof response.body[key]).toBe('number');
        }
      },
    );

    it('carries the spec §9 figures', async () => {
      const { body } = await request(http).get('/api/projects/1').expect(200);
      expect(body).toMatchObject({
        title: 'Orphanage Solar Initiative',
        targetAmount: 35000,
        raisedAmount: 8500,
        livesImpacted: 85,
        progressPercentage: 24,
      });
      const schools = await request(http).get('/api/projects/2').expect(200);
      expect(schools.body).toMatchObject({
        title: 'Punjab Rural Schools Program',
        targetAmount: 25000,
        raisedAmount: 5500,
        livesImpacted: 450,
        progressPercentage: 22,
      });
    });

    it('answers 404 JSON for an unknown id', async () => {
      const response = await request(http)
        .get('/api/projects/99')
        .expect(404)
        .expect('Content-Type', /application\/json/);
      expect(response.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'Project 99 was not found' });
    });

    it.each(['abc', '1.5', '0', '-1', '1e3', '0x1', '99999999999'])('answers 400 JSON for id %p', async (id) => {
      const response = await request(http)
        .get(`/api/projects/${id}`)
        .expect(400)
        .expect('Content-Type', /application\/json/);
      expect(response.body).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: `id must be a positive integer, got "${id}"`,
      });
    });
  });

  it('GET /api/health reports the database up', async () => {
    const response = await request(http).get('/api/health').expect(200);
    expect(response.body).toEqual({ status: 'ok', database: 'up', version: 'test' });
  });

  it('refuses a JSON body above 100 KB with 413 JSON, before routing', async () => {
    const body = JSON.stringify({ padding: 'x'.repeat(150 * 1024) });
    const response = await fromSite(http)
      .post('/api/contact')
      .set('Content-Type', 'application/json')
      .send(body)
      .expect(413)
      .expect('Content-Type', /application\/json/);
    expect(response.body).toEqual({
      statusCode: 413,
      error: 'Payload Too Large',
      message: 'Request body is larger than 100 KB',
    });
  });

  it('accepts a small body and still answers 404 JSON for an unknown POST route', async () => {
    const response = await fromSite(http).post('/api/nothing-here').send({ name: 'A' }).expect(404);
    expect(response.body).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it('answers 400 JSON for malformed JSON', async () => {
    const response = await fromSite(http)
      .post('/api/contact')
      .set('Content-Type', 'application/json')
      .send('{"name":')
      .expect(400);
    expect(response.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  });

  it('answers 404 JSON for an unknown route', async () => {
    const response = await request(http)
      .get('/api/nothing-here')
      .expect(404)
      .expect('Content-Type', /application\/json/);
    expect(response.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'Cannot GET /api/nothing-here' });
  });

  it("sends an API's security headers, no page's, and no X-Powered-By (decision 085)", async () => {
    const response = await request(http).get('/api/health');
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(response.headers['x-xss-protection']).toBeUndefined();
  });

  it("sends helmet's page headers with the docs' pages, whose scripts and styles are the API's own", async () => {
    const page = await request(http).get('/api/docs').expect(200);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('sends the security headers and the request id on every kind of answer: found, refused by a hook, invalid, unknown', async () => {
    const answers = [
      await request(http).get('/api/projects/1').expect(200),
      await request(http).get('/api/projects/abc').expect(400),
      await request(http).get('/api/projects/999999').expect(404),
      await request(http).get('/api/nothing-here').expect(404),
      await request(http).post('/api/contact').set('Origin', 'https://evil.example').send({}).expect(403),
      await request(http)
        .post('/api/contact')
        .set('Origin', 'http://localhost:4200')
        .set('Content-Type', 'text/plain')
        .send('hi')
        .expect(415),
      await request(http)
        .post('/api/contact')
        .set('Origin', 'http://localhost:4200')
        .set('Content-Type', 'application/json')
        .send('{"name":')
        .expect(400),
      await request(http)
        .post('/api/contact')
        .set('Origin', 'http://localhost:4200')
        .set('Content-Type', 'application/json')
        .send(JSON.stringify({ message: 'x'.repeat(200_000) }))
        .expect(413),
    ];
    for (const response of answers) {
      expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(response.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('allows CORS with credentials for the shell origin only', async () => {
    const allowed = await request(http).get('/api/health').set('Origin', 'http://localhost:4200');
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:4200');
    expect(allowed.headers['access-control-allow-credentials']).toBe('true');
    const other = await request(http).get('/api/health').set('Origin', 'https://evil.example');
    expect(other.headers['access-control-allow-origin']).not.toBe('https://evil.example');
  });

  it('answers the shell origin’s preflight, and its refused posts carry CORS headers so the page can read the error', async () => {
    const preflight = await request(http)
      .options('/api/contact')
      .set('Origin', 'http://localhost:4200')
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'content-type');
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:4200');
    expect(preflight.headers['access-control-allow-methods']).toContain('POST');
    // CORS answers before the intake checks: a 415 still says who may read it.
    const refused = await request(http)
      .post('/api/contact')
      .set('Origin', 'http://localhost:4200')
      .set('Content-Type', 'text/plain')
      .send('hello');
    expect(refused.status).toBe(415);
    expect(refused.headers['access-control-allow-origin']).toBe('http://localhost:4200');
  });

  it('serves the OpenAPI description listing every endpoint', async () => {
    const { body } = await request(http).get('/api/docs-json').expect(200);
    expect(body.openapi).toMatch(/^3\./);
    // arrayContaining: the subscription and webhook routes are added by their own modules and checked by their suites.
    expect(Object.keys(body.paths).sort()).toEqual(
      expect.arrayContaining([
        '/api/contact',
        '/api/health',
        '/api/newsletter/subscribe',
        '/api/projects',
        '/api/projects/{id}',
        '/api/volunteers',
        '/paypal/order',
        '/paypal/order/{orderId}/capture',
        '/paypal/setup',
      ]),
    );
    expect(body.paths['/setup']).toBeUndefined();
    expect(Object.keys(body.paths['/paypal/order'].post.responses).sort()).toEqual([
      '201',
      '400',
      '404',
      '422',
      '429',
      '502',
      '503',
    ]);
    expect(Object.keys(body.paths['/paypal/order/{orderId}/capture'].post.responses).sort()).toEqual([
      '200',
      '400',
      '404',
      '422',
      '502',
      '503',
    ]);
    expect(body.components.schemas.CreateOrderDto.required).toEqual(
      expect.arrayContaining(['amount', 'currency', 'intent']),
    );
    expect(Object.keys(body.paths['/api/projects/{id}'].get.responses).sort()).toEqual(['200', '400', '404']);
    // The same answer for every address, subscribed or not: no 409 (decision 077).
    expect(Object.keys(body.paths['/api/newsletter/subscribe'].post.responses).sort()).toEqual(['201', '400', '429']);
    expect(Object.keys(body.paths['/api/newsletter/confirm'].post.responses).sort()).toEqual([
      '200',
      '400',
      '404',
      '410',
      '429',
    ]);
    expect(Object.keys(body.paths['/api/volunteers'].post.responses).sort()).toEqual(['201', '400', '409', '429']);
    expect(Object.keys(body.paths['/api/contact'].post.responses).sort()).toEqual(['201', '400', '429']);
    expect(body.components.schemas.VolunteerApplicationDto.required).toEqual(
      expect.arrayContaining(['firstName', 'email', 'province', 'dateOfBirth', 'agreesToTerms']),
    );
    expect(body.components.schemas.NewsletterSubscribeDto.required).toEqual(
      expect.arrayContaining(['email', 'consentGiven']),
    );
    expect(body.components.schemas.ContactMessageDto.required).toEqual(['name', 'email', 'subject', 'message']);
    expect(body.components.schemas.ProjectResponseDto.required).toEqual(
      expect.arrayContaining([
        'id',
        'title',
        'location',
        'projectType',
        'description',
        'raisedAmount',
        'targetAmount',
        'currency',
        'livesImpacted',
        'capacity',
        'progressPercentage',
      ]),
    );
    await request(http)
      .get('/api/docs')
      .expect(200)
      .expect('Content-Type', /text\/html/);
  });
});
