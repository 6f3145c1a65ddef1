import styled from '@emotion/styled';
import { STAFF_DISPLAY_NAME_MAX_LENGTH, staffUserRules, type StaffRole } from '@solar/shared-contracts';
import { errorMessage, useSiteForm } from '@solar/shared-data-access';
import { Button, colors, radii, space, useToast } from '@solar/shared-ui';
import { useCreateStaffUser } from '../api/staff-users';
import { PASSWORD_HINT, USERNAME_HINT, passwordLengthProblem, usernameProblem } from '../password-rules';
import { ErrorSummary, FormAlert, SelectField, TextField } from '@solar/shared-ui/forms';

const Section = styled.section`
  margin-bottom: ${space.xl};
  padding: ${space.lg};
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  h2 {
    margin-top: 0;
    font-size: 1.35rem;
  }
  form {
    display: grid;
    gap: ${space.md};
    max-width: 560px;
  }
`;

export const roleOptions = [
  { value: 'staff', label: 'Staff' },
  { value: 'admin', label: 'Administrator' },
] as const;

type Draft = { username: string; displayName: string; role: StaffRole; password: string };

const emptyDraft: Draft = { username: '', displayName: '', role: 'staff', password: '' };

/** The console's own checks, run in the browser before the API's (which also refuses common passwords). */
const checks = {
  username: (value: unknown) => usernameProblem(String(value ?? '')),
  password: (value: unknown) => passwordLengthProblem(String(value ?? '')),
};

/** Adds a person with a role and a temporary password to hand over in person (the shared form kit). */
export function AddStaffUserForm() {
  const create = useCreateStaffUser();
  const { toast } = useToast();
  const form = useSiteForm<Draft>({ rules: staffUserRules, defaultValues: emptyDraft, checks, summary: true });

  const submit = (draft: Draft) => {
    create.mutate(
      { ...draft, displayName: draft.displayName.trim() },
      {
        onSuccess: (user) => {
          form.reset(emptyDraft);
          toast({
            title: `${user.username} can now sign in`,
            description: 'Give them the temporary password in person.',
          });
        },
        onError: (error) => form.showServerErrors(error),
      },
    );
  };

  return (
    <Section aria-labelledby="add-staff-user">
      <h2 id="add-staff-user">Add a person</h2>
      <form noValidate onSubmit={form.handleSubmit(submit)}>
        <ErrorSummary problems={form.problems} shownCount={form.problemsShown} />
        <FormAlert message={create.isError ? errorMessage(create.error) : null} />
        <TextField
          label="Username"
          hint={USERNAME_HINT}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          {...form.field('username')}
        />
        <TextField
          label="Name"
          maxLength={STAFF_DISPLAY_NAME_MAX_LENGTH}
          autoComplete="off"
          {...form.field('displayName')}
        />
        <SelectField label="Role" options={roleOptions} {...form.field('role')} />
        <TextField
          label="Temporary password"
          type="password"
          hint={PASSWORD_HINT}
          autoComplete="new-password"
          {...form.field('password')}
        />
        <div>
          <Button type="submit" variant="secondary" disabled={create.isPending}>
            Add person
          </Button>
        </div>
      </form>
    </Section>
  );
}
