import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { ChoiceRow } from './checkbox-field';
import { FieldMessages, Label, RequiredMark } from './field-parts';
import { Fieldset } from './form-layout';
import type { FieldOption } from './select-field';

export type RadioGroupFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children' | 'value'> & {
  legend: ReactNode;
  options: readonly FieldOption[];
  hint?: ReactNode;
  error?: string;
  /** The chosen option, for a group the caller controls; a registered group leaves it to react-hook-form. */
  value?: string;
  ref?: Ref<HTMLInputElement>;
};

/** One choice of several: a fieldset whose legend names the group; the first radio carries the group's id. */
export function RadioGroupField({
  legend,
  options,
  hint,
  error,
  required,
  id: givenId,
  value,
  ...input
}: RadioGroupFieldProps) {
  const made = useId();
  const id = givenId ?? made;
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <Fieldset aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
      <legend>
        {legend}
        <RequiredMark required={required} />
      </legend>
      {options.map((option, index) => {
        const optionId = index === 0 ? id : `${id}-${index}`;
        return (
          <ChoiceRow key={option.value}>
            <input
              type="radio"
              id={optionId}
              value={option.value}
              required={required}
              checked={value === undefined ? undefined : value === option.value}
              {...input}
            />
            <Label htmlFor={optionId}>{option.label}</Label>
          </ChoiceRow>
        );
      })}
      <FieldMessages id={id} hint={hint} error={error} />
    </Fieldset>
  );
}
