import type { ApiRead } from '@solar/shared-contracts';

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
};

type Entry = { read: ApiRead; storedAt: number };

/**
 * The API reads a remote's server draws its pages from, kept a second or two per address: a burst of visits to
 * one page makes one read per second at most, answers arriving together share one request, and an answer older
 * than `maxAgeMs` is never given, so a publish shows within that time on every replica. A failed read is never
 * kept. `fresh` reads past the cache (a visitor's own gift), and keeps what it read.
 */
export class ApiReads {
  private readonly entries = new Map<string, Entry>();
  private readonly pending = new Map<string, Promise<ApiRead>>();
  private readonly now: () => number;
  /** How many requests went to the API (tests and the bench count them). */
  requests = 0;

  constructor(private readonly options: ApiReadsOptions) {
    this.now = options.now ?? Date.now;
  }

  read<T>(url: string, { fresh = false }: { fresh?: boolean } = {}): Promise<ApiRead<T>> {
    const entry = this.entries.get(url);
    const age = entry ? this.now() - entry.storedAt : Infinity;
    if (!fresh && entry && age < this.options.freshMs) return Promise.resolve(entry.read as ApiRead<T>);
    const request = this.fetchOnce(url, fresh);
    if (!fresh && entry && age < this.options.maxAgeMs) return Promise.resolve(entry.read as ApiRead<T>);
    return request as Promise<ApiRead<T>>;
  }

  private fetchOnce(url: string, fresh: boolean): Promise<ApiRead> {
    const known = fresh ? undefined : this.pending.get(url);
    if (known) return known;
    const request = this.ask(url).then((read) => {
      if (read.status !== 'unavailable') this.store(url, read);
      return read;
    });
    if (!fresh) {
      this.pending.set(url, request);
      void request.finally(() => {
        if (this.pending.get(url) === request) this.pending.delete(url);
      });
    }
    return request;
  }

  private store(url: string, read: ApiRead) {
    const max = this.options.maxEntries ?? 1000;
    if (this.entries.size >= max && !this.entries.has(url)) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.delete(url);
    this.entries.set(url, { read, storedAt: this.now() });
  }

  private async ask(url: string): Promise<ApiRead> {
    this.requests += 1;
    try {
      const response = await fetch(this.options.apiUrl + url, {
        headers: { accept: 'application/json' },
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
