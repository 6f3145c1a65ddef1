import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import styled from '@emotion/styled';
import { colors, radii, space } from '@solar/shared-ui';

const FieldWrap = styled.div`
  display: grid;
  gap: ${space.xs};
  align-content: start;
`;

const Label = styled.label`
  font-weight: 600;
  color: ${colors.ink};
  .required {
    color: ${colors.danger};
    margin-left: 0.15em;
  }
  .optional {
    font-weight: 400;
    color: ${colors.inkMuted};
    font-size: 0.9em;
  }
`;

const control = `
  width: 100%;
  min-height: 44px;
  padding: ${space.sm} ${space.md};
  border: 2px solid ${colors.border};
  border-radius: ${radii.sm};
  background: ${colors.surface};
  color: ${colors.ink};
  font: inherit;
  &:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 1px;
    border-color: ${colors.focus};
  }
  &[aria-invalid='true'] {
    border-color: ${colors.danger};
  }
  &:disabled {
    opacity: 0.7;
  }
`;

const Input = styled.input`
  ${control}
`;

const TextArea = styled.textarea`
  ${control}
  min-height: 7rem;
  resize: vertical;
`;

const Select = styled.select`
  ${control}
`;

const Hint = styled.p`
  margin: 0;
  font-size: 0.9rem;
  color: ${colors.inkMuted};
`;

const ErrorText = styled.p`
  margin: 0;
  font-size: 0.95rem;
  font-weight: 600;
  color: ${colors.danger};
`;

type Decoration = {
  label: ReactNode;
  /** Shown under the control and announced with it. */
  hint?: ReactNode;
  /** A validation message: marks the control invalid and is announced (role=alert). */
  error?: string;
  /** Marks the label "(optional)". */
  optional?: boolean;
};

function RequiredMark({ required, optional }: { required?: boolean; optional?: boolean }) {
  if (required) {
    return (
      <span className="required" aria-hidden="true">
        *
      </span>
    );
  }
  return optional ? (
    <>
      {' '}
      <span className="optional">(optional)</span>
    </>
  ) : null;
}

function useDescribedBy(id: string, hint: ReactNode, error: string | undefined) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { hintId, errorId, describedBy };
}

function Messages({
  hint,
  hintId,
  error,
  errorId,
}: {
  hint: ReactNode;
  hintId?: string;
  error?: string;
  errorId?: string;
}) {
  return (
    <>
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      {error ? (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      ) : null}
    </>
  );
}

/** Wires one control to its label, hint and error, and gives it the accessible attributes they need. */
function useFieldWiring({
  id: givenId,
  hint,
  error,
  required,
}: {
  id?: string;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
}) {
  const generated = useId();
  const id = givenId ?? generated;
  const { hintId, errorId, describedBy } = useDescribedBy(id, hint, error);
  const controlProps = {
    id,
    required,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  } as const;
  return { id, hintId, errorId, controlProps };
}

type FrameProps = Decoration & {
  id: string;
  required?: boolean;
  hintId?: string;
  errorId?: string;
  children: ReactNode;
};

function FieldFrame({ id, label, required, optional, hint, hintId, error, errorId, children }: FrameProps) {
  return (
    <FieldWrap>
      <Label htmlFor={id}>
        {label}
        <RequiredMark required={required} optional={optional} />
      </Label>
      {children}
      <Messages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </FieldWrap>
  );
}

export type TextFieldProps = Decoration &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> & { ref?: Ref<HTMLInputElement> };

/** A labelled text-like input (text, email, tel, date…), at least 44 px tall. */
export function TextField({ label, hint, error, optional, id, required, type = 'text', ...input }: TextFieldProps) {
  const wiring = useFieldWiring({ id, hint, error, required });
  return (
    <FieldFrame {...{ label, hint, error, optional, required, ...wiring }}>
      <Input type={type} {...wiring.controlProps} {...input} />
    </FieldFrame>
  );
}

export type TextAreaFieldProps = Decoration &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'> & { ref?: Ref<HTMLTextAreaElement> };

export function TextAreaField({
  label,
  hint,
  error,
  optional,
  id,
  required,
  rows = 4,
  ...textarea
}: TextAreaFieldProps) {
  const wiring = useFieldWiring({ id, hint, error, required });
  return (
    <FieldFrame {...{ label, hint, error, optional, required, ...wiring }}>
      <TextArea rows={rows} {...wiring.controlProps} {...textarea} />
    </FieldFrame>
  );
}

export type SelectFieldProps = Decoration &
  SelectHTMLAttributes<HTMLSelectElement> & {
    options: readonly { value: string; label: string }[];
    ref?: Ref<HTMLSelectElement>;
  };

export function SelectField({ label, hint, error, optional, id, required, options, ...select }: SelectFieldProps) {
  const wiring = useFieldWiring({ id, hint, error, required });
  return (
    <FieldFrame {...{ label, hint, error, optional, required, ...wiring }}>
      <Select {...wiring.controlProps} {...select}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </FieldFrame>
  );
}

const CheckboxRow = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0 ${space.sm};
  align-items: start;
  label {
    display: flex;
    align-items: center;
    min-height: 44px;
    cursor: pointer;
  }
  input {
    width: 1.35rem;
    height: 1.35rem;
    margin: 11px 0;
    accent-color: ${colors.brand};
    cursor: pointer;
  }
  input:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
  p {
    grid-column: 2;
  }
`;

export type CheckboxFieldProps = Decoration &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> & { ref?: Ref<HTMLInputElement> };

/** A checkbox whose label (and the box itself) gives a 44 px tall target. */
export function CheckboxField({ label, hint, error, optional, id: givenId, ...input }: CheckboxFieldProps) {
  const generated = useId();
  const id = givenId ?? generated;
  const { hintId, errorId, describedBy } = useDescribedBy(id, hint, error);
  return (
    <CheckboxRow>
      <input
        id={id}
        type="checkbox"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      <Label htmlFor={id}>
        <span>
          {label}
          <RequiredMark optional={optional} />
        </span>
      </Label>
      <Messages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </CheckboxRow>
  );
}

/** A group of related fields with a visible legend. */
export const Fieldset = styled.fieldset`
  display: grid;
  gap: ${space.md};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    margin-bottom: ${space.sm};
    padding: 0;
    font-family: inherit;
    font-size: 1.15rem;
    font-weight: 700;
    color: ${colors.brandStrong};
  }
`;

/** Lays fields out in columns that wrap on narrow screens. */
export const FieldRow = styled.div`
  display: grid;
  gap: ${space.md};
  grid-template-columns: repeat(auto-fit, minmax(min(220px, 100%), 1fr));
`;

export const RequiredNote = styled.p`
  margin: 0;
  font-size: 0.9rem;
  color: ${colors.inkMuted};
`;
