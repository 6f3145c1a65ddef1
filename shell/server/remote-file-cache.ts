import { fetchText } from './fetch-text';
import { requestIdHeader } from './visit-id';

/** A page's preload hints or prerendered copy wait this long for a remote: without them it is only slower. */
const FETCH_TIMEOUT_MS = 400;
/**
 * Whether a page gets the site's 503 is decided with more patience: a remote that is down refuses at once, and one
 * that is up but busy (a draw holding its thread on a loaded host, seen at 270 ms before the request was even
 * read) must not cost a visitor an error page.
 */
const FAILURE_CHECK_TIMEOUT_MS = 1_500;
const RETRY_FAILED_AFTER_MS = 5_000;

/** Why the last request for a file gave nothing: no answer at all, or an answer that was not the file. */
export type FileFailure = 'unreachable' | 'bad';

type Entry<T> = { value: T | null; etag: string | null; failedAt: number | null; failure: FileFailure | null };

/**
 * Files the shell's server reads from a remote (its manifest, its prerendered pages), asked again on every use
 * with If-None-Match so a redeployed remote's new files are what the very next page load sends: a copy older
 * than the code the browser then loads would not match it (a hydration mismatch). A 304 costs one small local
 * request. A remote that is slow or down costs the page only what the file adds, and is not asked again for a
 * few seconds; concurrent uses share one request, which carries the first one's visit id (decision 061).
 */
export class RemoteFileCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly pending = new Map<string, Promise<T | null>>();

  constructor(private readonly parse: (body: string) => T | null) {}

  get(url: string, requestId?: string): Promise<T | null> {
    const entry = this.entries.get(url);
    const failedAt = entry?.failedAt ?? null;
    if (failedAt !== null && Date.now() - failedAt < RETRY_FAILED_AFTER_MS) return Promise.resolve(null);
    return this.request(url, FETCH_TIMEOUT_MS, requestId);
  }

  /**
   * Whether the file can be had now, asked for even within the few seconds a failed remote is left alone: a
   * page that cannot be drawn without it is answered 502 or 503 instead, so the answer must be current.
   */
  async failure(url: string, requestId?: string): Promise<FileFailure | null> {
    await this.request(url, FAILURE_CHECK_TIMEOUT_MS, requestId);
    return this.entries.get(url)?.failure ?? null;
  }

  /** Concurrent uses with the same patience share one request. */
  private request(url: string, timeoutMs: number, requestId: string | undefined): Promise<T | null> {
    const key = `${timeoutMs} ${url}`;
    let request = this.pending.get(key);
    if (!request) {
      request = this.revalidate(url, timeoutMs, requestId).finally(() => this.pending.delete(key));
      this.pending.set(key, request);
    }
    return request;
  }

  private async revalidate(url: string, timeoutMs: number, requestId: string | undefined): Promise<T | null> {
    const entry = this.entries.get(url);
    try {
      const headers = { ...(entry?.etag ? { 'If-None-Match': entry.etag } : {}), ...requestIdHeader(requestId) };
      const response = await fetchText(url, { headers, timeoutMs });
      if (response.status === 304 && entry) return entry.value;
      const value = response.status === 200 ? this.parse(response.text) : null;
      const etag = value === null ? null : response.etag;
      this.entries.set(url, { value, etag, failedAt: null, failure: value === null ? 'bad' : null });
      return value;
    } catch {
      this.entries.set(url, { value: null, etag: null, failedAt: Date.now(), failure: 'unreachable' });
      return null;
    }
  }
}
