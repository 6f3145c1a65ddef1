import type { Ref, SelectHTMLAttributes } from 'react';
import styled from '@emotion/styled';
import { control, FieldFrame, useFieldWiring, type FieldDecoration } from './field-parts';

const Select = styled.select`
  ${control}
`;

export type FieldOption = { value: string; label: string };

export type SelectFieldProps = FieldDecoration &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> & {
    options: readonly FieldOption[];
    ref?: Ref<HTMLSelectElement>;
  };

export function SelectField({ label, hint, error, optional, id, required, options, ...select }: SelectFieldProps) {
  const wiring = useFieldWiring({ id, hint, error, required });
  return (
    <FieldFrame id={wiring.id} {...{ label, hint, error, optional, required }}>
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
