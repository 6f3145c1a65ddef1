import { STAFF_PASSWORD_MAX_LENGTH, STAFF_PASSWORD_MIN_LENGTH, STAFF_USERNAME_PATTERN } from '@solar/shared-contracts';

export const PASSWORD_HINT = `At least ${STAFF_PASSWORD_MIN_LENGTH} characters; a phrase of several words is easiest to remember. Common passwords are refused.`;

/** The length rule checked before sending; the server also refuses common passwords and ones containing the username. */
export function passwordLengthProblem(password: string): string | undefined {
  const length = [...password].length;
  if (length < STAFF_PASSWORD_MIN_LENGTH) return `Use at least ${STAFF_PASSWORD_MIN_LENGTH} characters`;
  if (length > STAFF_PASSWORD_MAX_LENGTH) return `Use at most ${STAFF_PASSWORD_MAX_LENGTH} characters`;
  return undefined;
}

export const USERNAME_HINT =
  '3 to 50 characters: lower-case letters, digits, dots, dashes and underscores, starting with a letter or digit.';

export function usernameProblem(username: string): string | undefined {
  return STAFF_USERNAME_PATTERN.test(username)
    ? undefined
    : 'Use 3 to 50 lower-case letters, digits, dots, dashes or underscores';
}
