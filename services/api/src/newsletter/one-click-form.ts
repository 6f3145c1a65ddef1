import { urlencoded } from 'express';

/** RFC 8058: a mail provider's one-click POST carries exactly this form body. */
export const ONE_CLICK_FIELD = 'List-Unsubscribe';
export const ONE_CLICK_VALUE = 'One-Click';
export const FORM_MEDIA_TYPE = 'application/x-www-form-urlencoded';

/** The form parser of the one-click route only: flat fields (no nesting), at most the app's 100 KB BODY_LIMIT. */
export const oneClickFormParser = urlencoded({ extended: false, limit: '100kb', parameterLimit: 5 });

/** True only for the exact form `List-Unsubscribe=One-Click`: one field, once, with that value. */
export function isOneClickBody(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const keys = Object.keys(body);
  return keys.length === 1 && keys[0] === ONE_CLICK_FIELD && (body as Record<string, unknown>)[ONE_CLICK_FIELD] === ONE_CLICK_VALUE;
}
