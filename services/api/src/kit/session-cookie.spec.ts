import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import {
  clearSessionCookie,
  readSessionCookie,
  sessionCookieOptions,
  setSessionCookie,
  STAFF_SESSION_COOKIE,
} from './session-cookie';

const id = 'GvBaW7iLmhsupLA_v1kbq9VGrzq8RvsdcKbZEus_7OA';

/** A Fastify app with the API's cookie plugin, answering what readSessionCookie found, and setting or clearing it. */
async function cookieApp(shellOrigin: string): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(fastifyCookie);
  app.get('/read', (request: FastifyRequest) => ({ id: readSessionCookie(request) ?? null }));
  app.post('/set', (_request: FastifyRequest, reply: FastifyReply) => {
    setSessionCookie(reply, id, shellOrigin);
    return {};
  });
  app.delete('/set', (_request: FastifyRequest, reply: FastifyReply) => {
    clearSessionCookie(reply, shellOrigin);
    return {};
  });
  await app.ready();
  return app;
}

describe('session cookie (@fastify/cookie)', () => {
  let http: FastifyInstance;
  let https: FastifyInstance;

  beforeAll(async () => {
    http = await cookieApp('http://localhost:4200');
    https = await cookieApp('https://solar.example.org');
  });

  afterAll(async () => {
    await http.close();
    await https.close();
  });

  const read = async (cookie?: string) =>
    (await http.inject({ method: 'GET', url: '/read', headers: cookie === undefined ? {} : { cookie } })).json().id;

  it('reads the session id among other cookies', async () => {
    expect(await read(`theme=dark; ${STAFF_SESSION_COOKIE}=${id}; other=1`)).toBe(id);
    expect(await read(`${STAFF_SESSION_COOKIE}=${id}`)).toBe(id);
  });

  it('ignores a missing cookie, a look-alike name and a value that cannot be one of our ids', async () => {
    expect(await read()).toBeNull();
    expect(await read(`x${STAFF_SESSION_COOKIE}=${id}`)).toBeNull();
    expect(await read(`${STAFF_SESSION_COOKIE}=short`)).toBeNull();
    expect(await read(`${STAFF_SESSION_COOKIE}=${id.slice(1)}%`)).toBeNull();
    expect(await read(`${STAFF_SESSION_COOKIE}=${id.slice(2)}%2F%2F`)).toBeNull();
  });

  it('is HttpOnly, SameSite=Strict and site-wide, and Secure only when the site is https', () => {
    expect(sessionCookieOptions('http://localhost:4200')).toEqual({
      httpOnly: true,
      sameSite: 'strict',
      path: '/',
      secure: false,
    });
    expect(sessionCookieOptions('https://solar.example.org')).toEqual({
      httpOnly: true,
      sameSite: 'strict',
      path: '/',
      secure: true,
    });
  });

  it('sets the cookie with those flags and no lifetime of its own (it ends with the browser session)', async () => {
    expect((await http.inject({ method: 'POST', url: '/set' })).headers['set-cookie']).toBe(
      `${STAFF_SESSION_COOKIE}=${id}; Path=/; HttpOnly; SameSite=Strict`,
    );
    expect((await https.inject({ method: 'POST', url: '/set' })).headers['set-cookie']).toBe(
      `${STAFF_SESSION_COOKIE}=${id}; Path=/; HttpOnly; Secure; SameSite=Strict`,
    );
  });

  it('clears it empty, with Max-Age=0 and an expiry at the epoch, under the same flags', async () => {
    expect((await https.inject({ method: 'DELETE', url: '/set' })).headers['set-cookie']).toBe(
      `${STAFF_SESSION_COOKIE}=; Max-Age=0; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; Secure; SameSite=Strict`,
    );
  });
});
