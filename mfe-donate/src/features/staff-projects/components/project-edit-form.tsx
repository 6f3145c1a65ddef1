import styled from '@emotion/styled';
import { PROJECT_STATUSES, type StaffProject } from '@solar/shared-contracts';
import { Button, space } from '@solar/shared-ui';
import { FormAlert, SelectField, TextAreaField, TextField } from '@solar/shared-ui/forms';
import { formatPounds } from '../../../lib/money';
import { useProjectForm } from '../hooks/use-project-form';
import { PROJECT_STATUS_LABELS } from './project-status';

const Form = styled.form`
  display: grid;
  gap: ${space.lg};
  max-width: 44rem;
`;

const statusOptions = PROJECT_STATUSES.map((status) => ({ value: status, label: PROJECT_STATUS_LABELS[status] }));
const noStatus = [{ value: '', label: 'No status' }, ...statusOptions];

/** The project's editable fields; its raised amount is shown, not offered, because the ledger owns it. */
export function ProjectEditForm({ project }: { project: StaffProject }) {
  // The form kit (useProjectForm) moves focus to the first field a refusal names, in the form's order.
  const { field, values, submit, general, saving } = useProjectForm(project);

  return (
    <Form onSubmit={submit} noValidate aria-label={`Edit ${project.title}`}>
      <TextField label="Title" maxLength={255} {...field('title')} />
      <TextAreaField label="Description" rows={6} {...field('description')} />
      <TextField
        label="Target (£)"
        type="number"
        inputMode="decimal"
        min={1}
        step={0.01}
        hint={`Raised so far: ${formatPounds(project.raisedAmount, project.currency)}, from completed gifts; it cannot be edited.`}
        {...field('targetAmount')}
      />
      <SelectField label="Status" options={values.status === '' ? noStatus : statusOptions} {...field('status')} />
      <TextField
        label="Progress (%)"
        type="number"
        inputMode="numeric"
        min={0}
        max={100}
        step={1}
        hint="A new target recalculates it from the raised amount, and so does the next gift."
        {...field('progressPercentage')}
      />
      <FormAlert message={general} />
      <div>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving…' : 'Save changes'}
        </Button>
      </div>
    </Form>
  );
}
