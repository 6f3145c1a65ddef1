/** What a redacted value is replaced by. */
export const REDACTED = '[redacted]';

/**
 * Keys whose values are personal data or credentials, at any of the first three levels of a log line
 * (`email`, `body.email`, `req.headers.cookie`): what the site's forms collect (contact, volunteer, newsletter,
 * gift and Gift Aid declaration fields) and the headers that carry a session. Values are replaced, keys kept,
 * so a line still shows that the field was there.
 */
const PERSONAL_KEYS = [
  'email',
  'donorEmail',
  'name',
  'donorName',
  'firstName',
  'lastName',
  'fullName',
  'title',
  'postcode',
  'houseNameOrNumber',
  'address',
  'phone',
  'password',
  'body',
  'cookie',
  'authorization',
  'proxy-authorization',
  'set-cookie',
];

function pathOf(prefix: string, key: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(key) ? `${prefix}${key}` : `${prefix}["${key}"]`;
}

export const REDACTED_PATHS: readonly string[] = ['', '*.', '*.*.'].flatMap((prefix) =>
  PERSONAL_KEYS.map((key) => pathOf(prefix, key)),
);

const EMAIL = /[\w.!#$%&'*+/=?^`{|}~-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/g;

/** An address inside free text (a relay's refusal, a driver's error) cannot be redacted by key. */
export function scrubEmails(text: string): string {
  return text.replace(EMAIL, '[email]');
}
