import { createHash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip as gzipCompress } from 'node:zlib';
import type { PageMarker } from '@solar/shared-contracts';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzipCompress);

/** A page ready to send: its final bytes, their Brotli and gzip copies, and every header but the per-request ones. */
export type CachedPage = {
  status: number;
  headers: OutgoingHttpHeaders;
  /** The headers as one flat name/value list per encoding, ready for writeHead: no per-header work per visit. */
  raw: Record<'br' | 'gzip' | 'identity', string[]>;
  body: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
  storedAt: number;
  /** Reused without a second thought until this age; then given once more while it is drawn again, up to twice it. */
  maxAgeMs: number;
  /** The change keys of the data it shows, as its remote named them: a change naming one drops it (decision 071). */
  keys: readonly string[];
  /** The marker that makes a visitor's page be drawn for them past every cache. */
  marker?: PageMarker;
};

/** Headers that belong to one answer only, never stored with a page. */
const PER_REQUEST = new Set(['x-request-id', 'content-length', 'content-encoding', 'set-cookie', 'etag', 'vary']);

/**
 * The page as it will be sent to every visitor for a second or so: compressed once here, not per request, and only
 * when its bytes changed. Brotli at its best quality (11) takes 70 ms for the home page, on libuv's threads rather
 * than the event loop; it makes the home page 1.2 KB smaller than quality 9, which with its headers keeps it inside
 * the first 14.6 KB a new connection can send before waiting a round trip (TCP's initial window).
 */
export async function cachedPage(
  status: number,
  headers: OutgoingHttpHeaders,
  html: string,
  maxAgeMs: number,
  now = Date.now(),
  previous?: CachedPage | null,
  { keys = [], marker }: Pick<Partial<CachedPage>, 'keys' | 'marker'> = {},
): Promise<CachedPage> {
  const body = Buffer.from(html, 'utf8');
  const facts = { keys, ...(marker ? { marker } : {}) };
  // Redrawn the same (nothing changed in the API): the bytes and their copies are the ones already made.
  if (previous && previous.status === status && previous.body.equals(body))
    return { ...previous, storedAt: now, maxAgeMs, ...facts };
  const kept: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers))
    if (value !== undefined && !PER_REQUEST.has(name.toLowerCase())) kept[name.toLowerCase()] = value;
  const [br, gzip] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gzipped(body, { level: 9 }),
  ]);
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  const common = Object.entries(kept).flatMap(([name, value]) =>
    Array.isArray(value) ? value.flatMap((item) => [name, String(item)]) : [name, String(value)],
  );
  const rawFor = (encoding: string | null, length: number) => [
    ...common,
    'etag',
    etag,
    'vary',
    'Accept-Encoding',
    ...(encoding ? ['content-encoding', encoding] : []),
    'content-length',
    String(length),
  ];
  return {
    status,
    headers: kept,
    raw: { br: rawFor('br', br.length), gzip: rawFor('gzip', gzip.length), identity: rawFor(null, body.length) },
    body,
    br,
    gzip,
    etag,
    storedAt: now,
    maxAgeMs,
    ...facts,
  };
}

const ENCODINGS = new Map<string, 'br' | 'gzip' | null>();

/** Brotli, gzip or neither, as the request accepts (a `q=0` refusal counts as not accepted); browsers send few forms. */
function encodingFor(accept: string | undefined): 'br' | 'gzip' | null {
  if (!accept) return null;
  let known = ENCODINGS.get(accept);
  if (known === undefined) {
    known = parseEncoding(accept);
    if (ENCODINGS.size < 100) ENCODINGS.set(accept, known);
  }
  return known;
}

function parseEncoding(accept: string): 'br' | 'gzip' | null {
  const offers = accept.toLowerCase();
  const accepts = (name: string) => {
    const match = new RegExp(`(?:^|,)\\s*${name}\\s*(?:;\\s*q=([0-9.]+))?`).exec(offers);
    return match !== null && (match[1] === undefined || Number(match[1]) > 0);
  };
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
}

/**
 * Sends a kept page as it is: one writeHead of its prepared headers and one buffer (HEAD: the headers alone; a
 * match: 304). `requestId` is the visit's own id; without it the answer keeps the one already set (the access log's).
 */
export function sendCachedPage(req: IncomingMessage, res: ServerResponse, page: CachedPage, requestId?: string): void {
  const id = requestId ?? res.getHeader('x-request-id');
  const own = id === undefined ? [] : ['x-request-id', String(id)];
  if (req.headers['if-none-match'] === page.etag && page.status === 200) {
    res.writeHead(304, [...own, 'etag', page.etag, 'vary', 'Accept-Encoding', 'cache-control', 'no-cache']);
    res.end();
    return;
  }
  const encoding = encodingFor(req.headers['accept-encoding']);
  const bytes = encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.body;
  const raw = page.raw[encoding ?? 'identity'];
  // Headers an earlier middleware set (the access log's id) would be sent twice beside a raw list: drop them.
  if (id !== undefined) res.removeHeader('x-request-id');
  res.writeHead(page.status, own.length ? [...raw, ...own] : raw);
  res.end(req.method === 'HEAD' ? undefined : bytes);
}

export type PageCacheOptions = { now?: () => number; maxEntries?: number };

export type Lookup = { page: CachedPage; state: 'fresh' | 'stale' } | null;

/**
 * Drawn pages kept per address on this replica (decision 053): a page younger than its `maxAgeMs` is sent as it is;
 * up to twice that it is still sent while one request draws it again (stale-while-revalidate); older, it is drawn
 * before it is sent. Draws of one address at the same moment share one request to the remote. `invalidate` (a change
 * passed through this replica's proxy, by the keys it names: decision 071) drops the pages sharing a key, a draw
 * begun before it is not kept, and the next draw of a dropped address reads past its remote's cache.
 */
export class PageCache {
  private readonly pages = new Map<string, CachedPage>();
  private readonly pending = new Map<string, Promise<CachedPage | null>>();
  private generation = 0;
  /** Addresses dropped by a change, until drawn again: their remote is asked to read past its cache. */
  private readonly changed = new Map<string, number>();
  private readonly now: () => number;
  private readonly maxEntries: number;

  constructor(options: PageCacheOptions = {}) {
    this.now = options.now ?? Date.now;
    this.maxEntries = options.maxEntries ?? 500;
  }

  /** The page kept at `key`, however old (to reuse its compressed copies when it is redrawn the same). */
  peek(key: string): CachedPage | null {
    return this.pages.get(key) ?? null;
  }

  lookup(key: string): Lookup {
    const page = this.pages.get(key);
    if (!page) return null;
    const age = this.now() - page.storedAt;
    if (age < page.maxAgeMs) return { page, state: 'fresh' };
    if (age < 2 * page.maxAgeMs) return { page, state: 'stale' };
    return null;
  }

  /**
   * The page at `key`: a kept one when it may still be sent (a stale one starts its redraw in the background), else
   * the result of `draw`, shared with every caller asking meanwhile. `draw` answering null keeps nothing.
   */
  async get(key: string, draw: () => Promise<CachedPage | null>): Promise<CachedPage | null> {
    const found = this.lookup(key);
    if (found?.state === 'stale') void this.redraw(key, draw).catch(() => undefined);
    if (found) return found.page;
    return this.redraw(key, draw);
  }

  /** Draws the page past the cache (the visitor's own change), and keeps what it drew for the others. */
  refresh(key: string, draw: () => Promise<CachedPage | null>): Promise<CachedPage | null> {
    return this.store(key, draw());
  }

  /** Drops the pages sharing a key with `keys` (every page without keys). */
  invalidate(keys?: readonly string[]): void {
    this.generation += 1;
    this.pending.clear();
    const now = this.now();
    for (const [key, page] of this.pages) {
      if (keys && !page.keys.some((pageKey) => keys.includes(pageKey))) continue;
      this.pages.delete(key);
      this.changed.set(key, now + 2 * page.maxAgeMs);
    }
  }

  /** Whether the address was dropped by a change a moment ago and not drawn since: its remote must read afresh. */
  changedLately(key: string): boolean {
    const until = this.changed.get(key);
    if (until === undefined) return false;
    if (until > this.now()) return true;
    this.changed.delete(key);
    return false;
  }

  private redraw(key: string, draw: () => Promise<CachedPage | null>): Promise<CachedPage | null> {
    const known = this.pending.get(key);
    if (known) return known;
    const request = this.store(key, draw());
    this.pending.set(key, request);
    void request.then(
      () => this.pending.get(key) === request && this.pending.delete(key),
      () => this.pending.get(key) === request && this.pending.delete(key),
    );
    return request;
  }

  private async store(key: string, drawing: Promise<CachedPage | null>): Promise<CachedPage | null> {
    const generation = this.generation;
    const page = await drawing;
    if (!page || generation !== this.generation || page.maxAgeMs <= 0) return page;
    if (this.pages.size >= this.maxEntries && !this.pages.has(key)) {
      const oldest = this.pages.keys().next().value;
      if (oldest !== undefined) this.pages.delete(oldest);
    }
    this.pages.delete(key);
    this.pages.set(key, page);
    this.changed.delete(key);
    return page;
  }
}
