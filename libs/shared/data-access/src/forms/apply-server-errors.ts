import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { formError } from '../errors/api-error';

/**
 * Puts a refused request's field messages (the API's 400 `fieldErrors`, nested ones as `giftAid.postcode`) beside
 * their fields, in `fields` order, and moves focus to the first unless `focus` is false. Returns whether any field
 * took a message; a field the form does not show is left for the caller's alert or toast.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  focus = true,
): boolean {
  const { fieldErrors } = formError(error);
  const named = fields.filter((field) => fieldErrors[field]);
  named.forEach((field, index) => {
    setError(field, { type: 'server', message: fieldErrors[field] }, { shouldFocus: focus && index === 0 });
  });
  return named.length > 0;
}
