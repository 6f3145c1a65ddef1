import helmet from 'helmet';

type HeaderValue = string | number | readonly string[];
type HeaderWriter = {
  setHeader(name: string, value: HeaderValue): unknown;
  removeHeader(name: string): void;
};

/** Fastify's reply, or anything that collects an answer's headers the same way. */
export type ReplyHeaders = {
  header(name: string, value: HeaderValue): unknown;
  removeHeader(name: string): unknown;
};

export type HeaderSet = { set: readonly [string, HeaderValue][]; removed: readonly string[] };

/**
 * What an API's answer needs and nothing a page needs (decision 085, after OWASP's REST Security Cheat Sheet): it
 * loads nothing and nobody frames it, should a JSON answer or the supporter summary be opened on its own; it is
 * read by the site alone, over HTTPS only, its type as declared, and it names no page it was asked from.
 */
export const API_HEADERS: HeaderSet = {
  set: [
    ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'"],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Referrer-Policy', 'no-referrer'],
    ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
  ],
  removed: ['X-Powered-By'],
};

/**
 * What helmet() (its defaults) does to every answer: the headers it sets and the ones it removes. Helmet's
 * defaults depend on nothing in the request, so they are worked out once, by running it on a stand-in answer.
 * The API docs' pages (Swagger UI's scripts and styles) get these.
 */
export function helmetHeaders(): HeaderSet {
  const set: [string, HeaderValue][] = [];
  const removed: string[] = [];
  const response: HeaderWriter = {
    setHeader: (name, value) => set.push([name, value]),
    removeHeader: (name) => removed.push(name),
  };
  let failure: unknown;
  helmet()({} as never, response as never, (error?: unknown) => (failure = error));
  if (failure) throw failure;
  return { set, removed };
}

/**
 * A set of headers on an answer, worked out once rather than by middleware per request (decision 028). They go to
 * the reply's own headers, not to Node's answer: while Node's answer holds no header of its own, writeHead takes
 * the reply's as they are instead of setting and checking each one a second time (decision 085).
 */
export function applyHeaders({ set, removed }: HeaderSet): (reply: ReplyHeaders) => void {
  return (reply) => {
    for (const [name, value] of set) reply.header(name, value);
    for (const name of removed) reply.removeHeader(name);
  };
}
