import { STAFF_SIGNED_OUT_EVENT } from '@solar/shared-contracts';
import { ApiError, apiRequest, type ApiRequestOptions, type HttpMethod } from './api-request';

/**
 * Calls the staff API (`/api/staff/*`) with same-origin credentials. A 401 means the session has ended,
 * so it tells the console (STAFF_SIGNED_OUT_EVENT on window) before throwing the ApiError as usual.
 */
export async function staffRequest<T = unknown>(
  method: HttpMethod,
  url: string,
  body?: unknown,
  { signal }: Pick<ApiRequestOptions, 'signal'> = {},
): Promise<T> {
  try {
    return await apiRequest<T>(method, url, body, { signal, credentials: 'same-origin' });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      window.dispatchEvent(new Event(STAFF_SIGNED_OUT_EVENT));
    }
    throw error;
  }
}

/** The server's own message from an ApiError's JSON body (`{"message": …}`), or the error's text. */
export function apiErrorMessage(error: unknown): string {
  if (!(error instanceof Error)) return 'Something went wrong. Please try again.';
  if (error instanceof ApiError) return error.humanMessage;
  const body = error.message.replace(/^\d{3}: /, '');
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    if (typeof parsed.message === 'string') return parsed.message;
    if (Array.isArray(parsed.message)) return parsed.message.join('. ');
  } catch {
    // Not JSON: the body text is the message.
  }
  return body;
}
