import { useId, type InputHTMLAttributes, type Ref } from 'react';
import styled from '@emotion/styled';
import type { SiteFieldProps } from '@solar/shared-data-access';
import { colors, space, staffControls } from '@solar/shared-ui';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space.xs};
  ${staffControls}
`;

const Hint = styled.p`
  margin: 0;
  font-size: 0.9rem;
  color: ${colors.inkMuted};
`;

const Problem = styled.p`
  margin: 0;
  font-size: 0.9rem;
  font-weight: 600;
  color: ${colors.danger};
`;

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  hint?: string;
  problem?: string;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled input whose hint and problem are read out with it. */
export function TextField({ label, hint, problem, ...input }: TextFieldProps) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', problem ? `${id}-problem` : ''].filter(Boolean).join(' ');
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      {hint ? <Hint id={`${id}-hint`}>{hint}</Hint> : null}
      <input id={id} aria-invalid={problem ? true : undefined} aria-describedby={described || undefined} {...input} />
      {problem ? <Problem id={`${id}-problem`}>{problem}</Problem> : null}
    </Field>
  );
}

type SelectFieldProps = {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
};

export function SelectField({ label, value, options, onChange }: SelectFieldProps) {
  const id = useId();
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** The form kit's field props (`useSiteForm().field(name)`) in this TextField's terms: its message is a `problem`. */
export function asProblem({ error, required: _required, ...field }: SiteFieldProps) {
  return { ...field, problem: error };
}
