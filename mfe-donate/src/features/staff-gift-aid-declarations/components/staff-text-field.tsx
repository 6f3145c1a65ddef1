import { useId } from 'react';
import styled from '@emotion/styled';
import type { SiteFieldProps } from '@solar/shared-data-access';
import { colors, radii, space } from '@solar/shared-ui';

const Wrapper = styled.div`
  label {
    display: block;
    font-weight: 600;
    color: ${colors.ink};
    margin-bottom: ${space.xs};
  }
  input,
  textarea {
    width: 100%;
    min-height: 44px;
    padding: ${space.sm};
    border: 1px solid ${colors.inkMuted};
    border-radius: ${radii.sm};
    font: inherit;
    background: ${colors.surface};
    color: ${colors.ink};
  }
  [aria-invalid='true'] {
    border-color: ${colors.danger};
  }
  input:focus-visible,
  textarea:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
`;

const Hint = styled.p`
  margin: ${space.xs} 0 0;
  color: ${colors.inkMuted};
  font-size: 0.9rem;
`;

const Problem = styled.p`
  margin: ${space.xs} 0 0;
  color: ${colors.danger};
  font-weight: 600;
`;

type StaffTextFieldProps = SiteFieldProps & {
  label: string;
  hint?: string;
  maxLength?: number;
  multiline?: boolean;
  autoComplete?: string;
};

/** A labelled input (or textarea) on the form kit: its hint and its problem, the kit's or the API's, read with it. */
export function StaffTextField({ label, hint, error, required, multiline = false, ...input }: StaffTextFieldProps) {
  const id = useId();
  const describedBy =
    [hint ? `${id}-hint` : null, error ? `${id}-problem` : null].filter(Boolean).join(' ') || undefined;
  const shared = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': required || undefined,
    ...input,
  };
  return (
    <Wrapper>
      <label htmlFor={id}>
        {label}
        {required ? null : ' (optional)'}
      </label>
      {multiline ? <textarea rows={3} {...shared} /> : <input type="text" {...shared} />}
      {hint ? <Hint id={`${id}-hint`}>{hint}</Hint> : null}
      {error ? <Problem id={`${id}-problem`}>{error}</Problem> : null}
    </Wrapper>
  );
}
