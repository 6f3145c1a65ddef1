/** A PayPal webhook event as posted to us (snake_case, as PayPal sends it); only the fields we read are typed. */
export type PaypalWebhookEvent = {
  id?: unknown;
  event_type?: unknown;
  resource_type?: unknown;
  resource?: unknown;
  create_time?: unknown;
  [key: string]: unknown;
};

type Json = Record<string, unknown>;

export function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The value at `path` in a parsed JSON object, or undefined when any step is missing. */
export function pick(value: unknown, ...path: string[]): unknown {
  let current = value;
  for (const key of path) {
    if (!isObject(current)) return undefined;
    current = current[key];
  }
  return current;
}

/** A non-empty string at `path`, or undefined. */
export function pickString(value: unknown, ...path: string[]): string | undefined {
  const found = pick(value, ...path);
  return typeof found === 'string' && found.trim() !== '' ? found : undefined;
}

/** The last path segment of the HATEOAS link with this rel (e.g. a refund's rel "up" → the capture id). */
export function linkedId(resource: unknown, rel: string): string | undefined {
  const links = pick(resource, 'links');
  if (!Array.isArray(links)) return undefined;
  const link = links.find((candidate: unknown) => pick(candidate, 'rel') === rel);
  const href = pickString(link, 'href');
  if (!href) return undefined;
  try {
    const segments = new URL(href).pathname.split('/').filter(Boolean);
    return segments.length > 0 ? decodeURIComponent(segments[segments.length - 1]) : undefined;
  } catch {
    return undefined;
  }
}
