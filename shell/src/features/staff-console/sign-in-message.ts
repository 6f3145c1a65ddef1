import { ApiError, errorMessage } from '@solar/shared-data-access';

/**
 * What to tell someone whose sign-in failed: the server's own words (wrong details, locked account, too many
 * attempts), or a plain sentence when the server could not answer.
 */
export function signInMessage(error: unknown): string {
  if (error instanceof ApiError && error.status >= 500)
    return 'Signing in is not possible just now. Please try again in a few minutes.';
  if (!(error instanceof ApiError)) return 'The site could not be reached. Check your connection and try again.';
  const message = errorMessage(error);
  if (error.status === 429 && (!message || message.startsWith('ThrottlerException')))
    return 'Too many attempts. Please wait a minute and try again.';
  return message;
}
