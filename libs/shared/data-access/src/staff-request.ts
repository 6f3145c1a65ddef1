import { STAFF_SIGNED_OUT_EVENT } from '@solar/shared-contracts';
import { apiRequest, type ApiRequestOptions, type HttpMethod } from './api-request';
import { ApiError } from './errors/api-error';

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
