import styled from '@emotion/styled';
import { useSiteForm } from '@solar/shared-data-access';
import { Button, space } from '@solar/shared-ui';
import { TextField } from '@solar/shared-ui/forms';
import { type ClaimPeriod, lastCompleteMonth } from '../lib/claim-period';

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

const RANGE_PROBLEM = 'The last day must be the same as the first day or later.';

const rules = {
  from: { label: 'First day', required: true },
  to: { label: 'Last day', required: true },
} as const;
const checks = {
  to: (to: unknown, values: Record<string, unknown>) =>
    typeof to === 'string' && typeof values.from === 'string' && values.from && to && to < values.from
      ? RANGE_PROBLEM
      : undefined,
};

/** The claim's period on the form kit: both days required (UK days, both included), the last not before the first. */
export function ClaimPeriodForm({ value, onFind }: { value: ClaimPeriod; onFind: (period: ClaimPeriod) => void }) {
  const form = useSiteForm<ClaimPeriod>({ rules, checks, defaultValues: value });
  const chooseLastMonth = () => {
    const month = lastCompleteMonth();
    form.setValue('from', month.from);
    form.setValue('to', month.to);
    form.clearErrors();
  };
  return (
    <Form aria-label="Claim period" onSubmit={form.handleSubmit(onFind)} noValidate>
      <TextField label="First day" type="date" {...form.field('from')} />
      <TextField label="Last day" type="date" {...form.field('to')} />
      <Button type="button" variant="outline" onClick={chooseLastMonth}>
        Last complete month
      </Button>
      <Button type="submit" variant="secondary">
        Find eligible gifts
      </Button>
    </Form>
  );
}
