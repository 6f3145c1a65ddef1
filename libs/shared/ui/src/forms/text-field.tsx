import type { InputHTMLAttributes, Ref } from 'react';
import styled from '@emotion/styled';
import { control, FieldFrame, useFieldWiring, type FieldDecoration } from './field-parts';

const Input = styled.input`
  ${control}
`;

export type TextFieldProps = FieldDecoration &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> & { ref?: Ref<HTMLInputElement> };

/** A labelled text-like input (text, email, tel, number, date, search, password…), at least 44 px tall. */
export function TextField({ label, hint, error, optional, id, required, type = 'text', ...input }: TextFieldProps) {
  const wiring = useFieldWiring({ id, hint, error, required });
  return (
    <FieldFrame id={wiring.id} {...{ label, hint, error, optional, required }}>
      <Input type={type} {...wiring.controlProps} {...input} />
    </FieldFrame>
  );
}
