import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import styled from '@emotion/styled';
import { colors, space } from '../theme/tokens';
import { control, FieldFrame, useFieldWiring, type FieldDecoration } from './field-parts';

const Input = styled.input`
  ${control}
`;

/** A unit before the value (£), drawn inside the box and left out of the accessible name. */
const Prefixed = styled.div`
  position: relative;
  & > span {
    position: absolute;
    left: ${space.md};
    top: 50%;
    transform: translateY(-50%);
    color: ${colors.inkMuted};
    font-weight: 700;
  }
  & > input {
    padding-left: 2rem;
  }
`;

export type TextFieldProps = FieldDecoration &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'children' | 'prefix'> & {
    ref?: Ref<HTMLInputElement>;
    prefix?: ReactNode;
  };

/** A labelled text-like input (text, email, tel, number, date, search, password…), at least 44 px tall. */
export function TextField({
  label,
  hint,
  error,
  optional,
  id,
  required,
  type = 'text',
  prefix,
  ...input
}: TextFieldProps) {
  const wiring = useFieldWiring({ id, hint, error, required });
  const box = <Input type={type} {...wiring.controlProps} {...input} />;
  return (
    <FieldFrame id={wiring.id} {...{ label, hint, error, optional, required }}>
      {prefix ? (
        <Prefixed>
          <span aria-hidden="true">{prefix}</span>
          {box}
        </Prefixed>
      ) : (
        box
      )}
    </FieldFrame>
  );
}
