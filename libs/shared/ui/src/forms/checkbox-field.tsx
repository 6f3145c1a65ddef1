import type { InputHTMLAttributes, Ref } from 'react';
import styled from '@emotion/styled';
import { colors, space } from '../theme/tokens';
import {
  FieldMessages,
  Label,
  LabelRow,
  OptionalMark,
  RequiredMark,
  useFieldWiring,
  type FieldDecoration,
} from './field-parts';

/** The box and its label make a 44 px tall target. */
export const ChoiceRow = styled.div`
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

export type CheckboxFieldProps = FieldDecoration &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> & { ref?: Ref<HTMLInputElement> };

export function CheckboxField({ label, hint, error, optional, id, required, ...input }: CheckboxFieldProps) {
  const wiring = useFieldWiring({ id, hint, error, required });
  return (
    <ChoiceRow>
      <input type="checkbox" {...wiring.controlProps} {...input} />
      <LabelRow>
        <Label htmlFor={wiring.id}>
          <span>
            {label}
            <OptionalMark optional={optional} />
          </span>
        </Label>
        <RequiredMark required={required} />
      </LabelRow>
      <FieldMessages id={wiring.id} hint={hint} error={error} />
    </ChoiceRow>
  );
}
