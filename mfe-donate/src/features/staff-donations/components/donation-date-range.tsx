import { useId } from 'react';
import { useSiteForm } from '@solar/shared-data-access';
import styled from '@emotion/styled';
import { Button, colors, space, staffControls } from '@solar/shared-ui';

export type DateRange = { from: string; to: string };

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${space.md};
  margin-bottom: ${space.md};
  ${staffControls}
  button {
    align-self: flex-end;
  }
`;

const FieldProblem = styled.span`
  color: ${colors.danger};
  font-weight: 600;
  font-size: 0.9rem;
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

/** Whole UTC days, both included; "to" before "from" is caught here (the form kit marks and focuses it) before the API would refuse it. */
export function DonationDateRange({ value, onApply }: { value: DateRange; onApply: (range: DateRange) => void }) {
  const id = useId();
  const form = useSiteForm<DateRange>({ rules, checks, defaultValues: value });
  const problem = form.formState.errors.to?.message;
  const { error: _fromError, required: _fromRequired, ...fromField } = form.field('from');
  const { error: _toError, required: _toRequired, ...toField } = form.field('to');
  return (
    <Form aria-label="Date range (UTC)" onSubmit={form.handleSubmit((range) => onApply(range))} noValidate>
      <label htmlFor={`${id}-from`}>
        From (UTC)
        <input id={`${id}-from`} type="date" {...fromField} />
      </label>
      <label htmlFor={`${id}-to`}>
        To (UTC)
        <input
          id={`${id}-to`}
          type="date"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-to-problem` : undefined}
          {...toField}
        />
        {problem ? (
          <FieldProblem id={`${id}-to-problem`} role="alert">
            {problem}
          </FieldProblem>
        ) : null}
      </label>
      <Button type="submit" variant="secondary">
        Apply dates
      </Button>
    </Form>
  );
}
