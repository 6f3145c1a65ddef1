import { useId, useState, type FormEvent } from 'react';
import styled from '@emotion/styled';
import { Button } from '../components/button';
import { space } from '../theme/tokens';
import { staffControls } from './staff-controls';

export type StaffFilterOption = { value: string; label: string };

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
  ${staffControls}
`;

/** A search box and select filters; Enter in the box or the button applies them all at once. */
export function StaffFilterBar({
  searchLabel = 'Search',
  filters = [],
  values,
  onSubmit,
  submitLabel = 'Apply',
}: StaffFilterBarProps) {
  const id = useId();
  const [draft, setDraft] = useState<StaffFilterValues>(values);
  const set = (name: string, value: string) => setDraft((current) => ({ ...current, [name]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(draft);
  };
  return (
    <Form role="search" onSubmit={submit}>
      <label htmlFor={`${id}-q`}>
        {searchLabel}
        <input
          id={`${id}-q`}
          type="search"
          maxLength={100}
          value={draft['q'] ?? ''}
          onChange={(event) => set('q', event.target.value)}
        />
      </label>
      {filters.map((filter) => (
        <label key={filter.name} htmlFor={`${id}-${filter.name}`}>
          {filter.label}
          <select
            id={`${id}-${filter.name}`}
            value={draft[filter.name] ?? ''}
            onChange={(event) => set(filter.name, event.target.value)}
          >
            {filter.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      ))}
      <Button type="submit" variant="secondary">
        {submitLabel}
      </Button>
    </Form>
  );
}
