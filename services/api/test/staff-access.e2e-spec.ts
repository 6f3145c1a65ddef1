import { STAFF_SESSION_COOKIE } from '../src/kit/session-cookie';
import { driverName, fromSite, startTestApp, type TestApp } from './test-app';
import { signInAs } from './support/staff-session';

type Operation = { security?: Record<string, string[]>[]; responses: Record<string, unknown> };
type OpenApiDocument = {
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes?: Record<string, unknown> };
};
type StaffRoute = { method: 'get' | 'post' | 'put' | 'patch' | 'delete'; path: string; operation: Operation };

/** The one staff route anyone may call. */
const SIGN_IN = 'post /api/staff/session';

function staffRoutes(document: OpenApiDocument): StaffRoute[] {
  return Object.entries(document.paths)
    .filter(([path]) => path.startsWith('/api/staff/') || path === '/api/staff')
    .flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operation]) => ({
        method: method as StaffRoute['method'],
        path: path.replace(/\{[^}]+\}/g, '1'),
        operation,
      })),
    );
}

/** Every /api/staff operation in the OpenAPI document, so a route added later is covered without editing this suite. */
describe(`Staff API access (${driverName})`, () => {
  let t: TestApp;
  let document: OpenApiDocument;
  let routes: StaffRoute[];

  const call = (route: StaffRoute, cookie?: string) => {
    const pending = fromSite(t.http)[route.method](route.path);
    if (cookie) pending.set('Cookie', cookie);
    return route.method === 'get' ? pending : pending.send({});
  };

  beforeAll(async () => {
    t = await startTestApp();
    document = (await fromSite(t.http).get('/api/docs-json').expect(200)).body;
    routes = staffRoutes(document);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('documents the session cookie as a security scheme, on every staff operation but sign-in', () => {
    expect(document.components.securitySchemes?.[STAFF_SESSION_COOKIE]).toEqual(
      expect.objectContaining({ type: 'apiKey', in: 'cookie', name: STAFF_SESSION_COOKIE }),
    );
    expect(routes.length).toBeGreaterThanOrEqual(7);
    const unsecured = routes.filter(
      ({ method, path, operation }) =>
        `${method} ${path}` !== SIGN_IN && !operation.security?.some((entry) => STAFF_SESSION_COOKIE in entry),
    );
    expect(unsecured.map(({ method, path }) => `${method} ${path}`)).toEqual([]);
  });

  it('answers 401 on every staff route without a session', async () => {
    const answers: string[] = [];
    for (const route of routes.filter(({ method, path }) => `${method} ${path}` !== SIGN_IN)) {
      const response = await call(route);
      answers.push(`${route.method} ${route.path} ${response.status} ${response.headers['cache-control']}`);
    }
    expect(answers).toEqual(answers.map((answer) => answer.replace(/ \d+ .*$/, ' 401 no-store')));
  });

  it('answers 403 to a member of staff on every admin-only route, and documents it', async () => {
    const { cookie } = await signInAs(t, 'staff');
    const adminOnly = routes.filter(({ operation }) => '403' in operation.responses);
    expect(adminOnly.map(({ method, path }) => `${method} ${path}`)).toEqual(
      expect.arrayContaining([
        'get /api/staff/users',
        'post /api/staff/users',
        'patch /api/staff/users/1',
        'post /api/staff/users/1/password',
        'get /api/staff/audit',
      ]),
    );
    const answers: string[] = [];
    for (const route of adminOnly) answers.push(`${route.method} ${route.path} ${(await call(route, cookie)).status}`);
    expect(answers).toEqual(answers.map((answer) => answer.replace(/ \d+$/, ' 403')));
  });
});
