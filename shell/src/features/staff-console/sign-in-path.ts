export const STAFF_HOME = '/staff';
export const SIGN_IN_PATH = '/staff/sign-in';

/** Only a path inside the console may be returned to, so `next` cannot send anyone to another site. */
export function safeNext(next: string | null): string {
  if (!next || !next.startsWith('/staff') || next.startsWith('//') || next.startsWith(SIGN_IN_PATH)) return STAFF_HOME;
  return /^\/staff(?:[/?#]|$)/.test(next) ? next : STAFF_HOME;
}

/** The sign-in page, with where to go back to afterwards. */
export function signInPath(next: string): string {
  const target = safeNext(next);
  return target === STAFF_HOME ? SIGN_IN_PATH : `${SIGN_IN_PATH}?next=${encodeURIComponent(target)}`;
}
