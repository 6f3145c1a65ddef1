import type { ApiErrorBody } from '@solar/shared-contracts';
import { ApiError } from '@solar/shared-data-access';

/**
 * The JSON error body inside an ApiError, whose message reads "<status>: <body text>" (spec §8).
 * Null when the error is not an ApiError or the body is not the API's JSON error shape.
 */
export function apiErrorBody(error: unknown): Partial<ApiErrorBody> | null {
  if (!(error instanceof ApiError)) return null;
  const separator = error.message.indexOf(': ');
  if (separator < 0) return null;
  try {
    const body: unknown = JSON.parse(error.message.slice(separator + 2));
    return body && typeof body === 'object' ? (body as Partial<ApiErrorBody>) : null;
  } catch {
    return null;
  }
}

/**
 * The most useful words about a failed call: the body's message (a validation list joined with "; "),
 * else its `error` field, else the error's own message.
 */
export function apiErrorDetail(error: unknown): string {
  const body = apiErrorBody(error);
  const message = body?.message;
  if (Array.isArray(message) && message.length > 0) return message.join('; ');
  if (typeof message === 'string' && message.trim()) return message;
  if (typeof body?.error === 'string' && body.error.trim()) return body.error;
  if (error instanceof Error && error.message) return error.message;
  return String(error);
}
