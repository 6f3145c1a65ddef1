import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../api-request';

/**
 * Puts a refused request's field messages (the API's 400 `fieldErrors`) beside their fields, in `fields`
 * order, and moves focus to the first. Returns whether any field took a message; a field the form does
 * not show is left for the caller's toast.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  const fieldErrors = error instanceof ApiError ? error.body?.fieldErrors : undefined;
  if (!fieldErrors) return false;
  const named = fields.filter((field) => fieldErrors[field]?.length);
  named.forEach((field, index) => {
    setError(field, { type: 'server', message: fieldErrors[field].join('. ') }, { shouldFocus: index === 0 });
  });
  return named.length > 0;
}
