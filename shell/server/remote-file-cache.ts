import { fetchText } from './fetch-text';

const FETCH_TIMEOUT_MS = 400;
const RETRY_FAILED_AFTER_MS = 5_000;

type Entry<T> = { value: T | null; etag: string | null; failedAt: number | null };

/**
 * Files the shell's server reads from a remote (its manifest, its prerendered pages), asked again on every use
 * with If-None-Match so a redeployed remote's new files are what the very next page load sends: a copy older
 * than the code the browser then loads would not match it (a hydration mismatch). A 304 costs one small local
 * request. A remote that is slow or down costs the page only what the file adds, and is not asked again for a
 * few seconds; concurrent uses share one request.
 */
export class RemoteFileCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly pending = new Map<string, Promise<T | null>>();

  constructor(private readonly parse: (body: string) => T | null) {}

  get(url: string): Promise<T | null> {
    const entry = this.entries.get(url);
    const failedAt = entry?.failedAt ?? null;
    if (failedAt !== null && Date.now() - failedAt < RETRY_FAILED_AFTER_MS) return Promise.resolve(null);
    let request = this.pending.get(url);
    if (!request) {
      request = this.revalidate(url, entry).finally(() => this.pending.delete(url));
      this.pending.set(url, request);
    }
    return request;
  }

  private async revalidate(url: string, entry: Entry<T> | undefined): Promise<T | null> {
    try {
      const headers: Record<string, string> = entry?.etag ? { 'If-None-Match': entry.etag } : {};
      const response = await fetchText(url, { headers, timeoutMs: FETCH_TIMEOUT_MS });
      if (response.status === 304 && entry) return entry.value;
      const value = response.status === 200 ? this.parse(response.text) : null;
      const etag = value === null ? null : response.etag;
      this.entries.set(url, { value, etag, failedAt: null });
      return value;
    } catch {
      this.entries.set(url, { value: null, etag: null, failedAt: Date.now() });
      return null;
    }
  }
}
