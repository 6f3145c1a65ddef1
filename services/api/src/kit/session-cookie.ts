import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply } from 'fastify';

export const STAFF_SESSION_COOKIE = 'solar_staff';

/** A session id as SessionsService makes them: 32 random bytes, base64url. Anything else is no session. */
const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

/**
 * HttpOnly (no script reads it), SameSite=Strict (no other site's page sends it), Path=/ (the shell proxies /api),
 * and no Max-Age: it ends with the browser session, the server ends it sooner (decision 018). Secure whenever the
 * site is served over https (SHELL_ORIGIN): `npm start` serves http://localhost, where a browser would drop a Secure
 * cookie.
 */
export type SessionCookieOptions = { httpOnly: true; sameSite: 'strict'; path: '/'; secure: boolean };

export function sessionCookieOptions(shellOrigin: string): SessionCookieOptions & CookieSerializeOptions {
  return { httpOnly: true, sameSite: 'strict', path: '/', secure: shellOrigin.startsWith('https:') };
}

/** Sets the session cookie (@fastify/cookie writes it once the answer is sent). */
export function setSessionCookie(reply: FastifyReply, id: string, shellOrigin: string): void {
  reply.setCookie(STAFF_SESSION_COOKIE, id, sessionCookieOptions(shellOrigin));
}

/** Clears the session cookie: empty, Max-Age=0 and expired at the epoch, with the flags it was set with. */
export function clearSessionCookie(reply: FastifyReply, shellOrigin: string): void {
  reply.clearCookie(STAFF_SESSION_COOKIE, sessionCookieOptions(shellOrigin));
}

/** The session id among the request's cookies (parsed by @fastify/cookie), when it can be one of ours. */
export function readSessionCookie(request: { cookies?: Record<string, string | undefined> }): string | undefined {
  const value = request.cookies?.[STAFF_SESSION_COOKIE];
  return value !== undefined && SESSION_ID.test(value) ? value : undefined;
}
