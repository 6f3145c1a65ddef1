import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyReply } from 'fastify';

export const STAFF_SESSION_COOKIE = 'solar_staff';

/**
 * HttpOnly (no script reads it), SameSite=Strict (no other site's page sends it), Path=/ (the shell proxies /api).
 * Secure whenever the site is served over https (SHELL_ORIGIN): `npm start` serves http://localhost, where a
 * browser would drop a Secure cookie (decision 018).
 */
export type SessionCookieOptions = { httpOnly: true; sameSite: 'strict'; path: '/'; secure: boolean };

export function sessionCookieOptions(shellOrigin: string): SessionCookieOptions {
  return { httpOnly: true, sameSite: 'strict', path: '/', secure: shellOrigin.startsWith('https:') };
}

/**
 * The Set-Cookie header Express's res.cookie() wrote (the `cookie` package's attribute order). The value is a
 * session id (base64url) or empty, so it needs no encoding.
 */
export function sessionSetCookie(value: string, shellOrigin: string, expires?: Date): string {
  const { secure } = sessionCookieOptions(shellOrigin);
  return `${STAFF_SESSION_COOKIE}=${value}; Path=/${expires ? `; Expires=${expires.toUTCString()}` : ''}; HttpOnly${secure ? '; Secure' : ''}; SameSite=Strict`;
}

function appendSetCookie(reply: FastifyReply, cookie: string): void {
  const previous = reply.getHeader('set-cookie');
  reply.header(
    'set-cookie',
    previous === undefined ? cookie : [...(Array.isArray(previous) ? previous : [String(previous)]), cookie],
  );
}

/** Sets the session cookie. */
export function setSessionCookie(reply: FastifyReply, id: string, shellOrigin: string): void {
  appendSetCookie(reply, sessionSetCookie(id, shellOrigin));
}

/** Clears the session cookie as Express's res.clearCookie() did: empty, expired at the epoch's first millisecond. */
export function clearSessionCookie(reply: FastifyReply, shellOrigin: string): void {
  appendSetCookie(reply, sessionSetCookie('', shellOrigin, new Date(1)));
}

/** The session id from the Cookie header (no cookie parser: this is the one cookie the API reads). */
export function readSessionCookie(request: { headers: IncomingHttpHeaders }): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === STAFF_SESSION_COOKIE) {
      const value = part.slice(separator + 1).trim();
      return /^[A-Za-z0-9_-]{43}$/.test(value) ? value : undefined;
    }
  }
  return undefined;
}
