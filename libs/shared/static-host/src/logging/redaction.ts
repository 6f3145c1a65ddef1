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

const PERSONAL = new Set(PERSONAL_KEYS);

/** How deep keys are looked at: `email`, `body.email` and `req.headers.cookie`, as before. */
const LEVELS = 3;

function copyOf(source: object): Record<string, unknown> {
  if (Array.isArray(source)) return [...(source as unknown[])] as unknown as Record<string, unknown>;
  return Object.assign(Object.create(Object.getPrototypeOf(source)) as Record<string, unknown>, source);
}

/**
 * The value with personal keys' values replaced at its first three levels; the value itself when it holds none,
 * and otherwise a copy of just the objects on the way (the caller's object is never changed). The keys are a Set
 * built once, and a line of a few plain fields (an access line) costs a lookup per field: no path is parsed and
 * no wildcard walked per line. Errors are left to the `err` serializer, which redacts what it returns.
 */
export function redactFields<T>(value: T, levels = LEVELS): T {
  if (value === null || typeof value !== 'object' || value instanceof Error) return value;
  const source = value as Record<string, unknown>;
  let copy: Record<string, unknown> | undefined;
  for (const key in source) {
    if (!Object.prototype.hasOwnProperty.call(source, key)) continue;
    const current = source[key];
    const next = PERSONAL.has(key) ? REDACTED : levels > 1 ? redactFields(current, levels - 1) : current;
    if (next === current) continue;
    copy ??= copyOf(source);
    copy[key] = next;
  }
  return (copy ?? value) as T;
}

const EMAIL = /[\w.!#$%&'*+/=?^`{|}~-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/g;

/** An address inside free text (a relay's refusal, a driver's error) cannot be redacted by key. */
export function scrubEmails(text: string): string {
  return text.includes('@') ? text.replace(EMAIL, '[email]') : text;
}
