import styled from '@emotion/styled';
import { useSiteForm } from '@solar/shared-data-access';
import { Button, space } from '@solar/shared-ui';
import { TextField } from '@solar/shared-ui/forms';

export type DateRange = { from: string; to: string };

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${space.md};
  margin-bottom: ${space.md};
  button {
    align-self: flex-end;
  }
`;

const RANGE_PROBLEM = 'The end date must be the same as the start date or later.';

/** The range's own check on the form kit: dates are optional, the end may not come before the start. */
const rules = { from: { label: 'From' }, to: { label: 'To' } } as const;
const checks = {
  to: (to: unknown, values: Record<string, unknown>) =>
    typeof to === 'string' && typeof values.from === 'string' && values.from && to && to < values.from
      ? RANGE_PROBLEM
      : undefined,
};

/** Whole UK days (Europe/London), both included; "to" before "from" is caught here (the form kit marks and focuses it) before the API would refuse it. */
export function DonationDateRange({ value, onApply }: { value: DateRange; onApply: (range: DateRange) => void }) {
  const form = useSiteForm<DateRange>({ rules, checks, defaultValues: value });
  return (
    <Form aria-label="Date range (UK days)" onSubmit={form.handleSubmit((range) => onApply(range))} noValidate>
      <TextField label="From (UK day)" type="date" {...form.field('from')} />
      <TextField label="To (UK day)" type="date" {...form.field('to')} />
      <Button type="submit" variant="secondary">
        Apply dates
      </Button>
    </Form>
  );
}
