import { useCallback } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import type { FormRules } from '@solar/shared-contracts';
import { applyServerErrors } from './apply-server-errors';
import { registerOptionsFor, type FieldCheck } from './field-validation';

export type SiteFormOptions<T extends FieldValues> = {
  /** The shared rules (libs/shared/contracts form-rules), checked in the browser before any request. */
  rules: FormRules<T>;
  defaultValues: DefaultValues<T>;
  /** A form's own checks beyond the shared rules, run after them. */
  checks?: Partial<Record<Path<T>, FieldCheck>>;
  /** When a field is first checked: on submit (the default), or as the visitor types ('onChange') or leaves it ('onBlur'), for forms with no submit of their own. */
  mode?: 'onSubmit' | 'onChange' | 'onBlur';
};

/** What a field component needs: react-hook-form's registration, its message, and whether it is required. */
export type SiteFieldProps = ReturnType<UseFormReturn['register']> & { error?: string; required?: boolean };

export type SiteForm<T extends FieldValues> = UseFormReturn<T> & {
  /** Spread onto TextField and friends: `<TextField label="Email" {...form.field('email')} />`. */
  field: (name: Path<T>) => SiteFieldProps;
  /** A 400's field messages beside their fields (focus to the first); false when none applied. */
  showServerErrors: (error: unknown) => boolean;
};

/**
 * The one form hook (issue 11): react-hook-form over the shared rules. A submit with a broken field is
 * stopped, each message shows beside its field and focus moves to the first invalid one; a message is
 * re-checked as the visitor types.
 */
export function useSiteForm<T extends FieldValues>({
  rules,
  defaultValues,
  checks,
  mode = 'onSubmit',
}: SiteFormOptions<T>): SiteForm<T> {
  const form = useForm<T>({ defaultValues, mode, reValidateMode: 'onChange', shouldFocusError: true });
  const { register, setError, formState } = form;
  const field = useCallback(
    (name: Path<T>): SiteFieldProps => {
      const rule = (rules as Record<string, FormRules<T>[keyof T]>)[name];
      const message = formState.errors[name]?.message;
      return {
        ...register(name, registerOptionsFor<T>(rule, checks?.[name])),
        error: typeof message === 'string' ? message : undefined,
        required: rule?.required || undefined,
      };
    },
    [register, rules, checks, formState.errors],
  );
  const fields = [...new Set([...Object.keys(rules), ...Object.keys(checks ?? {})])] as Path<T>[];
  const showServerErrors = (error: unknown) => applyServerErrors(error, setError, fields);
  return { ...form, field, showServerErrors };
}
