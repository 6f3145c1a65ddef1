/** An HTTP response that was not OK. The message reads "<status>: <body text or status text>" (spec §8). */
export class HttpError extends Error {
  readonly status: number;

  constructor(status: number, detail: string) {
    super(`${status}: ${detail}`);
    this.name = 'HttpError';
    this.status = status;
  }
}

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON with a JSON content type. */
  body?: unknown;
  signal?: AbortSignal;
};

/**
 * Calls the site's API with cookies, sending and reading JSON. Any non-OK response throws an
 * `HttpError`; there are no retries.
 */
export async function requestJson<T>(url: string, { method = 'GET', body, signal }: RequestOptions = {}): Promise<T> {
  const hasBody = body !== undefined;
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: hasBody ? { 'Content-Type': 'application/json', Accept: 'application/json' } : { Accept: 'application/json' },
    body: hasBody ? JSON.stringify(body) : undefined,
    signal,
  });
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new HttpError(response.status, text || response.statusText);
  }
  return (await response.json()) as T;
}
