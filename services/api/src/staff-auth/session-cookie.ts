import type { CookieOptions, Request } from 'express';

export const STAFF_SESSION_COOKIE = 'solar_staff';

/**
 * HttpOnly (no script reads it), SameSite=Strict (no other site's page sends it), Path=/ (the shell proxies /api).
 * Secure whenever the site is served over https (SHELL_ORIGIN): `npm start` serves http://localhost, where a
 * browser would drop a Secure cookie (decision 018).
 */
export function sessionCookieOptions(shellOrigin: string): CookieOptions {
  return { httpOnly: true, sameSite: 'strict', path: '/', secure: shellOrigin.startsWith('https:') };
}

/** The session id from the Cookie header (no cookie parser: this is the one cookie the API reads). */
export function readSessionCookie(request: Pick<Request, 'headers'>): string | undefined {
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
