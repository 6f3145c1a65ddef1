import { useId, type ReactNode } from 'react';
import styled from '@emotion/styled';
import { colors, radii, space } from '../theme/tokens';

export const FieldWrap = styled.div`
  display: grid;
  gap: ${space.xs};
  align-content: start;
`;

export const Label = styled.label`
  font-weight: 600;
  color: ${colors.ink};
  .optional {
    font-weight: 400;
    color: ${colors.inkMuted};
    font-size: 0.9em;
  }
`;

/** One look for every control: 44 px tall, a 3:1 border (WCAG 1.4.11) and a visible focus ring. */
export const control = `
  width: 100%;
  min-height: 44px;
  padding: ${space.sm} ${space.md};
  border: 2px solid ${colors.inkMuted};
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

export type FieldDecoration = {
  label: ReactNode;
  /** Shown under the control and read out with it. */
  hint?: ReactNode;
  /** A validation message: marks the control invalid and is read out with it (and announced as it appears). */
  error?: string;
  /** Marks the label "(optional)". */
  optional?: boolean;
};

/** The label and, beside it but outside it, a required field's `*`: the label's text stays the field's name alone. */
export const LabelRow = styled.div`
  display: flex;
  align-items: baseline;
  gap: 0.15em;
  & > .required {
    color: ${colors.danger};
    font-weight: 600;
  }
`;

export function RequiredMark({ required }: { required?: boolean }) {
  return required ? (
    <span className="required" aria-hidden="true">
      *
    </span>
  ) : null;
}

export function OptionalMark({ optional }: { optional?: boolean }) {
  return optional ? (
    <>
      {' '}
      <span className="optional">(optional)</span>
    </>
  ) : null;
}

export function FieldMessages({ id, hint, error }: { id: string; hint?: ReactNode; error?: string }) {
  return (
    <>
      {hint ? <Hint id={`${id}-hint`}>{hint}</Hint> : null}
      {error ? (
        <ErrorText id={`${id}-error`} role="alert">
          {error}
        </ErrorText>
      ) : null}
    </>
  );
}

/** A control's id (given, or made) and the attributes that tie it to its hint and message. */
export function useFieldWiring({
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
  const made = useId();
  const id = givenId ?? made;
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const controlProps = {
    id,
    required,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  } as const;
  return { id, controlProps };
}

type FrameProps = FieldDecoration & { id: string; required?: boolean; children: ReactNode };

/** Label above the control, then its hint and message. */
export function FieldFrame({ id, label, required, optional, hint, error, children }: FrameProps) {
  return (
    <FieldWrap>
      <LabelRow>
        <Label htmlFor={id}>
          {label}
          <OptionalMark optional={optional} />
        </Label>
        <RequiredMark required={required} />
      </LabelRow>
      {children}
      <FieldMessages id={id} hint={hint} error={error} />
    </FieldWrap>
  );
}
