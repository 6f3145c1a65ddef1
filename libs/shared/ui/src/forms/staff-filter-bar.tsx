import { useRef, useState, type FormEvent } from 'react';
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

/** The search text under `q`, each select's value under its name, and a day range under `from` and `to`. */
export type StaffFilterValues = Record<string, string>;

export type StaffFilterBarProps = {
  searchLabel?: string;
  filters?: readonly StaffFilter[];
  /** The applied values; the bar edits a copy until submitted (key it by them to reset on back/forward). */
  values: StaffFilterValues;
  onSubmit: (values: StaffFilterValues) => void;
  submitLabel?: string;
  /**
   * Adds "From (UK day)" and "To (UK day)" date fields under `from` and `to`: whole UK calendar days, both included,
   * which the staff API turns into instants (decision 050). A "to" before "from" is named beside it, not sent.
   */
  dayRange?: boolean;
};

export const DAY_RANGE_ORDER_MESSAGE = 'To must be the same day as From or later';

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
  dayRange = false,
}: StaffFilterBarProps) {
  const [draft, setDraft] = useState<StaffFilterValues>(values);
  const [rangeError, setRangeError] = useState<string | undefined>(undefined);
  const toField = useRef<HTMLInputElement>(null);
  const set = (name: string, value: string) => setDraft((current) => ({ ...current, [name]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { from, to } = draft;
    if (dayRange && from && to && to < from) {
      setRangeError(DAY_RANGE_ORDER_MESSAGE);
      toField.current?.focus();
      return;
    }
    setRangeError(undefined);
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
      {dayRange ? (
        <>
          <TextField
            label="From (UK day)"
            type="date"
            value={draft['from'] ?? ''}
            onChange={(event) => set('from', event.target.value)}
          />
          <TextField
            ref={toField}
            label="To (UK day)"
            type="date"
            value={draft['to'] ?? ''}
            error={rangeError}
            onChange={(event) => set('to', event.target.value)}
          />
        </>
      ) : null}
      <Button type="submit" variant="secondary">
        {submitLabel}
      </Button>
    </Form>
  );
}
