import { readSessionCookie, sessionCookieOptions, sessionSetCookie, STAFF_SESSION_COOKIE } from './session-cookie';

const id = 'GvBaW7iLmhsupLA_v1kbq9VGrzq8RvsdcKbZEus_7OA';
const withCookie = (cookie?: string) => ({ headers: cookie === undefined ? {} : { cookie } });

describe('session cookie', () => {
  it('reads the session id among other cookies', () => {
    expect(readSessionCookie(withCookie(`theme=dark; ${STAFF_SESSION_COOKIE}=${id}; other=1`))).toBe(id);
    expect(readSessionCookie(withCookie(`${STAFF_SESSION_COOKIE}=${id}`))).toBe(id);
  });

  it('ignores a missing cookie, a look-alike name and a value that cannot be one of our ids', () => {
    expect(readSessionCookie(withCookie())).toBeUndefined();
    expect(readSessionCookie(withCookie(`x${STAFF_SESSION_COOKIE}=${id}`))).toBeUndefined();
    expect(readSessionCookie(withCookie(`${STAFF_SESSION_COOKIE}=short`))).toBeUndefined();
    expect(readSessionCookie(withCookie(`${STAFF_SESSION_COOKIE}=${id.slice(1)}%`))).toBeUndefined();
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

  it("writes Set-Cookie as Express's res.cookie() and res.clearCookie() did", () => {
    expect(sessionSetCookie(id, 'http://localhost:4200')).toBe(
      `${STAFF_SESSION_COOKIE}=${id}; Path=/; HttpOnly; SameSite=Strict`,
    );
    expect(sessionSetCookie(id, 'https://solar.example.org')).toBe(
      `${STAFF_SESSION_COOKIE}=${id}; Path=/; HttpOnly; Secure; SameSite=Strict`,
    );
    expect(sessionSetCookie('', 'https://solar.example.org', new Date(1))).toBe(
      `${STAFF_SESSION_COOKIE}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; Secure; SameSite=Strict`,
    );
  });
});
