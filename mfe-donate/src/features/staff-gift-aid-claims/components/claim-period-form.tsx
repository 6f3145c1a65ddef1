import { useId } from 'react';
import styled from '@emotion/styled';
import { type SiteFieldProps, useSiteForm } from '@solar/shared-data-access';
import { Button, colors, space, staffControls } from '@solar/shared-ui';
import { type ClaimPeriod, lastCompleteMonth } from '../lib/claim-period';

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

function DayField({
  label,
  problem,
  field,
}: {
  label: string;
  problem?: string;
  field: Omit<SiteFieldProps, 'error' | 'required'>;
}) {
  const id = useId();
  return (
    <label htmlFor={id}>
      {label}
      <input
        id={id}
        type="date"
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        {...field}
      />
      {problem ? <FieldProblem id={`${id}-problem`}>{problem}</FieldProblem> : null}
    </label>
  );
}

/** The claim's period on the form kit: both days required (UK days, both included), the last not before the first. */
export function ClaimPeriodForm({ value, onFind }: { value: ClaimPeriod; onFind: (period: ClaimPeriod) => void }) {
  const form = useSiteForm<ClaimPeriod>({ rules, checks, defaultValues: value });
  const { error: fromProblem, required: _fromRequired, ...fromField } = form.field('from');
  const { error: toProblem, required: _toRequired, ...toField } = form.field('to');
  const chooseLastMonth = () => {
    const month = lastCompleteMonth();
    form.setValue('from', month.from);
    form.setValue('to', month.to);
    form.clearErrors();
  };
  return (
    <Form aria-label="Claim period" onSubmit={form.handleSubmit(onFind)} noValidate>
      <DayField label="First day" problem={fromProblem} field={fromField} />
      <DayField label="Last day" problem={toProblem} field={toField} />
      <Button type="button" variant="outline" onClick={chooseLastMonth}>
        Last complete month
      </Button>
      <Button type="submit" variant="secondary">
        Find eligible gifts
      </Button>
    </Form>
  );
}
