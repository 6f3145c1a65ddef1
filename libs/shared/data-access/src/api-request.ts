import { ApiError } from './errors/api-error';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type ApiRequestOptions = {
  signal?: AbortSignal;
  /** Defaults to `include`; the staff console sends `same-origin` so its session cookie never leaves the site. */
  credentials?: RequestCredentials;
};

/** Throws an ApiError for a non-OK response, carrying the body text or, when it is empty, the status text. */
export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = await response.text().catch(() => '');
  throw new ApiError(response.status, text || response.statusText);
}

/**
 * Calls the site's API (spec §7): cookies are always sent, a body goes as JSON with a JSON content type,
 * and any non-OK response throws an `ApiError`. Resolves with the parsed JSON answer, or `undefined`
 * when the answer has no body. Never retries.
 */
export async function apiRequest<T = unknown>(
  method: HttpMethod,
  url: string,
  body?: unknown,
  { signal, credentials = 'include' }: ApiRequestOptions = {},
): Promise<T> {
  const hasBody = body !== undefined;
  const response = await fetch(url, {
    method,
    credentials,
    headers: hasBody
      ? { 'Content-Type': 'application/json', Accept: 'application/json' }
      : { Accept: 'application/json' },
    body: hasBody ? JSON.stringify(body) : undefined,
    signal,
  });
  await throwIfNotOk(response);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}
