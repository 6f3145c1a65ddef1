import { useId, type ReactNode } from 'react';
import styled from '@emotion/styled';
import { PROJECT_STATUSES, type StaffProject } from '@solar/shared-contracts';
import { Button, colors, radii, space } from '@solar/shared-ui';
import { formatPounds } from '../../../lib/money';
import { type ProjectField, useProjectForm } from '../hooks/use-project-form';
import { PROJECT_STATUS_LABELS } from './project-status';

const Form = styled.form`
  display: grid;
  gap: ${space.lg};
  max-width: 44rem;
  label {
    display: block;
    font-weight: 600;
    color: ${colors.ink};
    margin-bottom: ${space.xs};
  }
  input,
  select,
  textarea {
    width: 100%;
    min-height: 44px;
    padding: ${space.sm};
    border: 1px solid ${colors.inkMuted};
    border-radius: ${radii.sm};
    font: inherit;
    background: ${colors.surface};
    color: ${colors.ink};
  }
  [aria-invalid='true'] {
    border-color: ${colors.danger};
  }
  input:focus-visible,
  select:focus-visible,
  textarea:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
`;

const Hint = styled.p`
  margin: ${space.xs} 0 0;
  color: ${colors.inkMuted};
  font-size: 0.9rem;
`;

const Problem = styled.p`
  margin: ${space.xs} 0 0;
  color: ${colors.danger};
  font-weight: 600;
`;

type FieldProps = {
  id: string;
  field: ProjectField;
  label: string;
  hint?: string;
  problem?: string;
  children: (described: { 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
};

/** A label, the control, its hint and the API's problem with it, tied together for screen readers. */
function Field({ id, field, label, hint, problem, children }: FieldProps) {
  const describedBy = [hint ? `${id}-${field}-hint` : null, problem ? `${id}-${field}-problem` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div>
      <label htmlFor={`${id}-${field}`}>{label}</label>
      {children({ 'aria-invalid': problem ? true : undefined, 'aria-describedby': describedBy || undefined })}
      {hint ? <Hint id={`${id}-${field}-hint`}>{hint}</Hint> : null}
      {problem ? <Problem id={`${id}-${field}-problem`}>{problem}</Problem> : null}
    </div>
  );
}

/** The project's editable fields; its raised amount is shown, not offered, because the ledger owns it. */
export function ProjectEditForm({ project }: { project: StaffProject }) {
  const id = useId();
  // The form kit (useProjectForm) moves focus to the first field a refusal names, in the form's order.
  const { register, values, submit, problems, saving } = useProjectForm(project);
  const fields = problems.fields;

  return (
    <Form onSubmit={submit} noValidate aria-label={`Edit ${project.title}`}>
      <Field id={id} field="title" label="Title" problem={fields.title}>
        {(described) => <input id={`${id}-title`} maxLength={255} {...register('title')} {...described} />}
      </Field>
      <Field id={id} field="description" label="Description" problem={fields.description}>
        {(described) => <textarea id={`${id}-description`} rows={6} {...register('description')} {...described} />}
      </Field>
      <Field
        id={id}
        field="targetAmount"
        label="Target (£)"
        hint={`Raised so far: ${formatPounds(project.raisedAmount, project.currency)}, from completed gifts; it cannot be edited.`}
        problem={fields.targetAmount}
      >
        {(described) => (
          <input
            id={`${id}-targetAmount`}
            type="number"
            inputMode="decimal"
            min={1}
            step={0.01}
            {...register('targetAmount')}
            {...described}
          />
        )}
      </Field>
      <Field id={id} field="status" label="Status" problem={fields.status}>
        {(described) => (
          <select id={`${id}-status`} {...register('status')} {...described}>
            {values.status === '' ? <option value="">No status</option> : null}
            {PROJECT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {PROJECT_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        id={id}
        field="progressPercentage"
        label="Progress (%)"
        hint="A new target recalculates it from the raised amount, and so does the next gift."
        problem={fields.progressPercentage}
      >
        {(described) => (
          <input
            id={`${id}-progressPercentage`}
            type="number"
            inputMode="numeric"
            min={0}
            max={100}
            step={1}
            {...register('progressPercentage')}
            {...described}
          />
        )}
      </Field>
      {problems.general ? <Problem role="alert">{problems.general}</Problem> : null}
      <div>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving…' : 'Save changes'}
        </Button>
      </div>
    </Form>
  );
}
