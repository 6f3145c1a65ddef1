import { registerDecorator, type ValidationOptions } from 'class-validator';

export const MINIMUM_VOLUNTEER_AGE = 16;
/** Older than this is taken for a typing mistake (e.g. 1905 for 1995). */
export const MAXIMUM_VOLUNTEER_AGE = 120;

export const DATE_OF_BIRTH_FORMAT_MESSAGE = 'Date of birth must be a real date in the form YYYY-MM-DD';
export const DATE_OF_BIRTH_AGE_MESSAGE = `You must be at least ${MINIMUM_VOLUNTEER_AGE} years old to volunteer (date of birth must be in the past)`;
export const DATE_OF_BIRTH_PLAUSIBLE_MESSAGE = `Date of birth must be less than ${MAXIMUM_VOLUNTEER_AGE} years ago`;

/** The calendar date as { y, m, d } if `value` is YYYY-MM-DD naming a day that exists, else null. */
export function parseIsoDate(value: unknown): { y: number; m: number; d: number } | null {
  if (typeof value !== 'string') return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  const exists = date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  return exists && y >= 1000 ? { y, m, d } : null;
}

/** Whole years between a birth date and `today` (UTC calendar days). */
export function ageOn(birth: { y: number; m: number; d: number }, today: Date): number {
  const [ty, tm, td] = [today.getUTCFullYear(), today.getUTCMonth() + 1, today.getUTCDate()];
  const hadBirthday = tm > birth.m || (tm === birth.m && td >= birth.d);
  return ty - birth.y - (hadBirthday ? 0 : 1);
}

/** The message for a date of birth, or null when it is acceptable. */
export function dateOfBirthProblem(value: unknown, today = new Date()): string | null {
  const birth = parseIsoDate(value);
  if (!birth) return DATE_OF_BIRTH_FORMAT_MESSAGE;
  const age = ageOn(birth, today);
  if (age < MINIMUM_VOLUNTEER_AGE) return DATE_OF_BIRTH_AGE_MESSAGE;
  if (age >= MAXIMUM_VOLUNTEER_AGE) return DATE_OF_BIRTH_PLAUSIBLE_MESSAGE;
  return null;
}

/** A real ISO calendar date (YYYY-MM-DD) making the applicant at least 16 and under 120 today. */
export function IsVolunteerDateOfBirth(options?: ValidationOptions): PropertyDecorator {
  return (target: object, propertyName: string | symbol) =>
    registerDecorator({
      name: 'isVolunteerDateOfBirth',
      target: target.constructor,
      propertyName: String(propertyName),
      options,
      validator: {
        validate: (value: unknown) => dateOfBirthProblem(value) === null,
        defaultMessage: (args) => dateOfBirthProblem(args?.value) ?? DATE_OF_BIRTH_FORMAT_MESSAGE,
      },
    });
}
