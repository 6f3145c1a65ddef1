import request from 'supertest';
import { driverName, startTestApp, type TestApp } from './test-app';

describe(`Health, readiness and request ids (${driverName})`, () => {
  let api: TestApp;

  beforeAll(async () => {
    api = await startTestApp();
  });

  afterAll(async () => {
    await api?.close();
  });

  it('GET /api/health/live answers 200 without asking the database', async () => {
    const query = jest.spyOn(api.dataSource, 'query');
    const { body } = await request(api.http)
      .get('/api/health/live')
      .expect(200)
      .expect('Cache-Control', /no-store/);
    expect(body).toMatchObject({ status: 'ok', details: { process: { status: 'up', version: 'test' } } });
    expect(query).not.toHaveBeenCalled();
    query.mockRestore();
  });

  it('GET /api/health/ready answers 200 once the database answers a ping', async () => {
    const { body } = await request(api.http)
      .get('/api/health/ready')
      .expect(200)
      .expect('Content-Type', /application\/json/);
    expect(body).toMatchObject({
      status: 'ok',
      error: {},
      details: { database: { status: 'up' }, api: { status: 'up' } },
    });
  });

  it('GET /api/health keeps its { status, database, version } shape', async () => {
    const { body } = await request(api.http).get('/api/health').expect(200);
    expect(body).toEqual({ status: 'ok', database: 'up', version: 'test' });
  });

  it('GET /api/version names the running build', async () => {
    const { body } = await request(api.http)
      .get('/api/version')
      .expect(200)
      .expect('Cache-Control', /no-store/);
    expect(body).toEqual({ name: 'api', version: 'test' });
  });

  it('documents the three health routes in OpenAPI', async () => {
    const { body } = await request(api.http).get('/api/docs-json').expect(200);
    for (const path of ['/api/health', '/api/health/live', '/api/health/ready']) {
      expect(body.paths[path]?.get?.responses).toHaveProperty('200');
      expect(body.paths[path]?.get?.responses).toHaveProperty('503');
    }
  });

  it('echoes a well-formed x-request-id and replaces anything else with a UUID', async () => {
    await request(api.http)
      .get('/api/projects/1')
      .set('x-request-id', 'shell-req-0001')
      .expect(200)
      .expect('x-request-id', 'shell-req-0001');
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    for (const bad of ['short', 'has spaces in it', 'x'.repeat(65), 'semi;colon-0001']) {
      const response = await request(api.http).get('/api/projects/1').set('x-request-id', bad).expect(200);
      expect(response.headers['x-request-id']).toMatch(uuid);
    }
    const none = await request(api.http).get('/api/nowhere').expect(404);
    expect(none.headers['x-request-id']).toMatch(uuid);
  });
});
