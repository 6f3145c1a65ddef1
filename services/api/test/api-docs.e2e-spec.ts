import { driverName, startTestApp, type TestApp } from './test-app';

/** Decision 064: the API's description is not published in production unless API_DOCS=true. */
describe(`/api/docs (${driverName})`, () => {
  let hidden: TestApp;

  beforeAll(async () => {
    hidden = await startTestApp({ apiDocs: false });
  });

  afterAll(async () => {
    await hidden?.close();
  });

  it('is not served when the config keeps it off, as production does by default', async () => {
    const { default: request } = await import('supertest');
    for (const path of ['/api/docs', '/api/docs-json', '/api/docs-yaml'])
      expect(`${path} ${(await request(hidden.http).get(path)).status}`).toBe(`${path} 404`);
    await request(hidden.http).get('/api/health').expect(200);
  });
});
