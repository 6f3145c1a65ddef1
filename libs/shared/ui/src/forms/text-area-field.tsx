import type { Ref, TextareaHTMLAttributes } from 'react';
import styled from '@emotion/styled';
import { control, FieldFrame, useFieldWiring, type FieldDecoration } from './field-parts';

const TextArea = styled.textarea`
  ${control}
  min-height: 7rem;
  resize: vertical;
`;

export type TextAreaFieldProps = FieldDecoration &
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
    <FieldFrame id={wiring.id} {...{ label, hint, error, optional, required }}>
      <TextArea rows={rows} {...wiring.controlProps} {...textarea} />
    </FieldFrame>
  );
}
