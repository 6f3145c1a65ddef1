import type { ApiErrorBody } from '@solar/shared-contracts';

function parseErrorBody(detail: string): ApiErrorBody | undefined {
  try {
    const parsed = JSON.parse(detail) as Partial<ApiErrorBody> | null;
    const message = parsed?.message;
    return typeof message === 'string' || Array.isArray(message) ? (parsed as ApiErrorBody) : undefined;
  } catch {
    return undefined;
  }
}

function wordsOf(body: ApiErrorBody | undefined): string {
  const message = body?.message;
  const joined = Array.isArray(message) ? message.filter(Boolean).join('. ') : message?.trim();
  return joined || body?.error?.trim() || '';
}

/**
 * A response that was not OK. The message reads "<status>: <body text or status text>" (spec §8); `body` is the
 * API's parsed JSON error, `humanMessage` the server's own words ("Email is required. …") and `fieldErrors` its
 * 400's messages under each field's name (nested fields as `giftAid.postcode`).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body?: ApiErrorBody;
  readonly humanMessage: string;
  readonly fieldErrors: Readonly<Record<string, readonly string[]>>;

  constructor(status: number, detail: string) {
    super(`${status}: ${detail}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = parseErrorBody(detail);
    this.humanMessage = wordsOf(this.body) || detail;
    this.fieldErrors = this.body?.fieldErrors ?? {};
  }
}

export const GENERIC_ERROR_MESSAGE = 'Something went wrong. Please try again.';

/**
 * The one way to put any error into words for a person: an ApiError's own words (the server's message, a list
 * joined with ". ", else its `error`, else the body text), another error's message (a failed fetch), or `fallback`.
 */
export function errorMessage(error: unknown, fallback = GENERIC_ERROR_MESSAGE): string {
  if (error instanceof ApiError) return error.humanMessage || fallback;
  return error instanceof Error && error.message ? error.message : fallback;
}

/**
 * Spec §8's detail after "Failed to create PayPal order: ": the server's messages joined with "; ", else its
 * `error`, else the error's own message (an ApiError's "<status>: <text>", a failed fetch's words).
 */
export function errorDetail(error: unknown): string {
  const body = error instanceof ApiError ? error.body : undefined;
  const message = body?.message;
  if (Array.isArray(message) && message.length > 0) return message.join('; ');
  if (typeof message === 'string' && message.trim()) return message;
  if (body?.error?.trim()) return body.error;
  if (error instanceof Error && error.message) return error.message;
  return String(error);
}

export type FormError = {
  /** What to say above or beside the form. */
  message: string;
  /** Each refused field's messages joined into one line, under the field's name; empty when none. */
  fieldErrors: Record<string, string>;
};

/** A refused request as a form shows it: one message, and each field's own message (the API's 400 `fieldErrors`). */
export function formError(error: unknown, fallback = GENERIC_ERROR_MESSAGE): FormError {
  const named = error instanceof ApiError ? error.fieldErrors : {};
  const fieldErrors = Object.fromEntries(
    Object.entries(named)
      .filter(([, messages]) => messages.length > 0)
      .map(([field, messages]) => [field, messages.join('. ')]),
  );
  return { message: errorMessage(error, fallback), fieldErrors };
}
