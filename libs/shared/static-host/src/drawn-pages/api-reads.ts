import type { ApiRead } from '@solar/shared-contracts';
import { REQUEST_ID_HEADER, type Logger } from '../logging';
import { traceHeaders } from '../telemetry/tracing';

export type ApiReadsOptions = {
  /** Where the API is (API_URL). */
  apiUrl: string;
  /** A read is reused this long without asking the API again. */
  freshMs: number;
  /**
   * After that, and up to this age, the old answer is still given at once while one request fetches the new
   * one (stale-while-revalidate); older answers are never given.
   */
  maxAgeMs: number;
  timeoutMs?: number;
  now?: () => number;
  /** Beyond this many addresses remembered, the oldest are dropped (addresses with invented ids add entries). */
  maxEntries?: number;
  /** Where a draw given another request's read says whose it is (decision 061). */
  logger?: Logger;
};

export type ReadOptions = {
  /** Past the cache: a visitor's own change. */
  fresh?: boolean;
  /** The id of the request whose draw asks: a read it makes carries it to the API as X-Request-Id. */
  requestId?: string;
};

/** `readBy`: the id of the request whose read this is, the one the API logged it under. */
type Entry = { read: ApiRead; storedAt: number; readBy: string | undefined };
type Pending = { request: Promise<ApiRead>; readBy: string | undefined };

/**
 * The API reads a remote's server draws its pages from, kept a second or two per address: a burst of visits to
 * one page makes one read per second at most, answers arriving together share one request, and an answer older
 * than `maxAgeMs` is never given, so a publish shows within that time on every replica. A failed read is never
 * kept. `fresh` reads past the cache (a visitor's own gift), and keeps what it read.
 *
 * A read carries the id of the request whose draw made it (decision 061). A draw given a read another request made
 * logs whose it is, at info while that read is in flight (a slow or failed page waits on it) and at debug once it is
 * kept, so an operator can go from any visitor's request to the API's line.
 */
export class ApiReads {
  private readonly entries = new Map<string, Entry>();
  private readonly pending = new Map<string, Pending>();
  private readonly now: () => number;
  /** How many requests went to the API (tests and the bench count them). */
  requests = 0;

  constructor(private readonly options: ApiReadsOptions) {
    this.now = options.now ?? Date.now;
  }

  read<T>(url: string, { fresh = false, requestId }: ReadOptions = {}): Promise<ApiRead<T>> {
    const entry = this.entries.get(url);
    const age = entry ? this.now() - entry.storedAt : Infinity;
    const usable = !fresh && entry && age < this.options.maxAgeMs ? entry : undefined;
    // Stale: the kept answer now, while one request (this one's, unless one is in flight) reads the new one.
    if (usable && age >= this.options.freshMs) void this.fetchOnce(url, false, requestId, false);
    if (usable) return this.kept(url, usable, requestId);
    return this.fetchOnce(url, fresh, requestId, true) as Promise<ApiRead<T>>;
  }

  private kept<T>(url: string, entry: Entry, requestId: string | undefined): Promise<ApiRead<T>> {
    this.sharing('debug', url, requestId, entry.readBy);
    return Promise.resolve(entry.read as ApiRead<T>);
  }

  private fetchOnce(url: string, fresh: boolean, requestId: string | undefined, waits: boolean): Promise<ApiRead> {
    const known = fresh ? undefined : this.pending.get(url);
    if (known) {
      if (waits) this.sharing('info', url, requestId, known.readBy);
      return known.request;
    }
    const request = this.ask(url, requestId).then((read) => {
      if (read.status !== 'unavailable') this.store(url, read, requestId);
      return read;
    });
    if (!fresh) {
      this.pending.set(url, { request, readBy: requestId });
      void request.finally(() => {
        if (this.pending.get(url)?.request === request) this.pending.delete(url);
      });
    }
    return request;
  }

  /** Only the API path, never its query; only ids, never anything of the visitor. */
  private sharing(level: 'info' | 'debug', url: string, requestId: string | undefined, readBy: string | undefined) {
    if (!requestId || !readBy || requestId === readBy) return;
    const apiPath = url.split('?')[0];
    this.options.logger?.[level](
      { requestId, readRequestId: readBy, apiPath },
      `API read ${apiPath} shared: made by request ${readBy}`,
    );
  }

  private store(url: string, read: ApiRead, readBy: string | undefined) {
    const max = this.options.maxEntries ?? 1000;
    if (this.entries.size >= max && !this.entries.has(url)) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.delete(url);
    this.entries.set(url, { read, storedAt: this.now(), readBy });
  }

  private async ask(url: string, requestId: string | undefined): Promise<ApiRead> {
    this.requests += 1;
    try {
      const response = await fetch(this.options.apiUrl + url, {
        // The trace of the draw that made the read (a read shared by many draws is in the first one's trace).
        headers: {
          accept: 'application/json',
          ...(requestId ? { [REQUEST_ID_HEADER]: requestId } : {}),
          ...traceHeaders(),
        },
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 1_500),
      });
      // 400: an id the API refuses (beyond its range) names nothing either.
      if (response.status === 404 || response.status === 400) {
        await response.body?.cancel();
        return { status: 'missing' };
      }
      if (!response.ok) {
        await response.body?.cancel();
        return { status: 'unavailable' };
      }
      return { status: 'found', body: (await response.json()) as unknown };
    } catch {
      return { status: 'unavailable' };
    }
  }
}
