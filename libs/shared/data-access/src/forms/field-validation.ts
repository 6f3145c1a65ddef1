import { checkField, type FieldRule } from '@solar/shared-contracts';
import type { FieldValues, Path, RegisterOptions } from 'react-hook-form';

/** A form's own check beyond the shared rule (a username pattern, a password length, an end after a start): its message, or undefined. `values` is the whole form. */
export type FieldCheck = (value: unknown, values: Record<string, unknown>) => string | undefined;

/** react-hook-form's options for a field: the shared rule's first broken message, then the form's own check, or valid. */
export function registerOptionsFor<T extends FieldValues>(
  rule: FieldRule | undefined,
  check?: FieldCheck,
): RegisterOptions<T, Path<T>> {
  if (!rule && !check) return {};
  return {
    validate: (value: unknown, values: T) => (rule && checkField(rule, value)) ?? check?.(value, values) ?? true,
  };
}
