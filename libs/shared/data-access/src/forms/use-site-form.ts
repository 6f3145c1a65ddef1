import { useCallback, useId, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import type { FieldRule, FormRules } from '@solar/shared-contracts';
import { applyServerErrors } from './apply-server-errors';
import { registerOptionsFor, type FieldCheck } from './field-validation';

export type SiteFormOptions<T extends FieldValues> = {
  /**
   * The shared rules (libs/shared/contracts form-rules), checked in the browser before any request. A nested
   * field's rule is keyed by its path (`'giftAid.postcode'`).
   */
  rules: FormRules<T> | Readonly<Partial<Record<Path<T>, FieldRule>>>;
  defaultValues: DefaultValues<T>;
  /** A form's own checks beyond the shared rules, run after them. */
  checks?: Partial<Record<Path<T>, FieldCheck>>;
  /** When a field is first checked: on submit (the default), as the visitor types ('onChange'), when they leave it ('onBlur'), or when they leave it and then as they type ('onTouched'). */
  mode?: 'onSubmit' | 'onChange' | 'onBlur' | 'onTouched';
  /**
   * Whether the form shows an ErrorSummary: focus then goes to the summary after a refused submit, not to the
   * first invalid field.
   */
  summary?: boolean;
};

/** What a field component of the kit (@solar/shared-ui/forms) needs: registration, id, message and whether it is required. */
export type SiteFieldProps = ReturnType<UseFormReturn['register']> & { id: string; error?: string; required?: boolean };

/** One line of an ErrorSummary: the field's control id and its message. */
export type SiteFormProblem = { id: string; message: string };

export type SiteForm<T extends FieldValues> = UseFormReturn<T> & {
  /** Spread onto the kit's fields: `<TextField label="Email" {...form.field('email')} />`. */
  field: (name: Path<T>) => SiteFieldProps;
  /** A 400's field messages beside their fields (focus to the first, or to the summary); false when none applied. */
  showServerErrors: (error: unknown) => boolean;
  /** The fields' messages in the form's order, for an ErrorSummary. */
  problems: SiteFormProblem[];
  /** Changes on every refused submit and every server refusal: an ErrorSummary takes focus when it changes. */
  problemsShown: number;
};

/**
 * The one form hook: react-hook-form over the shared rules. A submit with a broken field is stopped, each message
 * shows beside its field and focus moves to the first invalid one (or to the form's ErrorSummary); a message is
 * re-checked as the visitor types.
 */
export function useSiteForm<T extends FieldValues>({
  rules,
  defaultValues,
  checks,
  mode = 'onSubmit',
  summary = false,
}: SiteFormOptions<T>): SiteForm<T> {
  const form = useForm<T>({ defaultValues, mode, reValidateMode: 'onChange', shouldFocusError: !summary });
  const { register, setError, getFieldState, formState } = form;
  const formId = useId();
  const [serverRefusals, setServerRefusals] = useState(0);
  const idOf = useCallback((name: Path<T>) => `${formId}-${name}`, [formId]);
  const ruleOf = (name: Path<T>) => (rules as Readonly<Record<string, FieldRule | undefined>>)[name];
  const field = (name: Path<T>): SiteFieldProps => {
    const rule = ruleOf(name);
    const message = getFieldState(name, formState).error?.message;
    return {
      ...register(name, registerOptionsFor<T>(rule, checks?.[name])),
      id: idOf(name),
      error: typeof message === 'string' ? message : undefined,
      required: rule?.required || undefined,
    };
  };
  const fields = [...new Set([...Object.keys(rules), ...Object.keys(checks ?? {})])] as Path<T>[];
  const problems = fields.flatMap((name) => {
    const message = getFieldState(name, formState).error?.message;
    return typeof message === 'string' && message ? [{ id: idOf(name), message }] : [];
  });
  const showServerErrors = (error: unknown) => {
    const shown = applyServerErrors(error, setError, fields, !summary);
    if (shown) setServerRefusals((count) => count + 1);
    return shown;
  };
  return { ...form, field, showServerErrors, problems, problemsShown: formState.submitCount + serverRefusals };
}
