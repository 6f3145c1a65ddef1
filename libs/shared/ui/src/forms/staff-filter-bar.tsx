import { useState, type FormEvent } from 'react';
import styled from '@emotion/styled';
import { Button } from '../components/button';
import { space } from '../theme/tokens';
import { SelectField, type FieldOption } from './select-field';
import { TextField } from './text-field';

export type StaffFilterOption = FieldOption;

export type StaffFilter = {
  name: string;
  label: string;
  options: readonly StaffFilterOption[];
};

/** The search text under `q` and each select's value under its name. */
export type StaffFilterValues = Record<string, string>;

export type StaffFilterBarProps = {
  searchLabel?: string;
  filters?: readonly StaffFilter[];
  /** The applied values; the bar edits a copy until submitted (key it by them to reset on back/forward). */
  values: StaffFilterValues;
  onSubmit: (values: StaffFilterValues) => void;
  submitLabel?: string;
};

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${space.md};
  margin-bottom: ${space.md};
`;

/** A search box and select filters; Enter in the box or the button applies them all at once. */
export function StaffFilterBar({
  searchLabel = 'Search',
  filters = [],
  values,
  onSubmit,
  submitLabel = 'Apply',
}: StaffFilterBarProps) {
  const [draft, setDraft] = useState<StaffFilterValues>(values);
  const set = (name: string, value: string) => setDraft((current) => ({ ...current, [name]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(draft);
  };
  return (
    <Form role="search" onSubmit={submit}>
      <TextField
        label={searchLabel}
        type="search"
        maxLength={100}
        value={draft['q'] ?? ''}
        onChange={(event) => set('q', event.target.value)}
      />
      {filters.map((filter) => (
        <SelectField
          key={filter.name}
          label={filter.label}
          options={filter.options}
          value={draft[filter.name] ?? ''}
          onChange={(event) => set(filter.name, event.target.value)}
        />
      ))}
      <Button type="submit" variant="secondary">
        {submitLabel}
      </Button>
    </Form>
  );
}
