import styled from '@emotion/styled';
import { useNavigate } from '@solar/shared-routing';
import { errorMessage, useSiteForm } from '@solar/shared-data-access';
import { Button, PageShown, StaffPageHeading, space, useDocumentTitle, useToast } from '@solar/shared-ui';
import { FormAlert, TextField } from '@solar/shared-ui/forms';
import { useChangeOwnPassword } from '../api/change-own-password';
import { useStaffUser } from '../components/staff-user-context';
import { PASSWORD_HINT, passwordLengthProblem } from '../password-rules';

export const OWN_PASSWORD_PATH = '/staff/account/password';

const Form = styled.form`
  display: grid;
  gap: ${space.md};
  max-width: 32rem;
`;

type Draft = { currentPassword: string; newPassword: string };

const checks = {
  currentPassword: (value: unknown) => (String(value ?? '') ? undefined : 'Enter your current password'),
  newPassword: (value: unknown) => passwordLengthProblem(String(value ?? '')),
};

/** /staff/account/password: anyone signed in chooses their own password (the shared form kit; decision 063). */
export function OwnPasswordPage() {
  useDocumentTitle('Your password');
  const user = useStaffUser();
  const change = useChangeOwnPassword();
  const navigate = useNavigate();
  const { toast } = useToast();
  const form = useSiteForm<Draft>({ rules: {}, defaultValues: { currentPassword: '', newPassword: '' }, checks });

  const submit = (draft: Draft) =>
    change.mutate(draft, {
      onSuccess: () => {
        toast({ title: 'Your password is changed', description: 'Other browsers signed in as you are signed out.' });
        navigate('/staff');
      },
      onError: (error) => form.showServerErrors(error),
    });

  return (
    <>
      <PageShown />
      <StaffPageHeading
        title="Your password"
        description={
          user.temporaryPassword
            ? 'You signed in with a temporary password an administrator set. Choose one only you know.'
            : 'Choose a new password. Every other browser signed in as you will be signed out.'
        }
      />
      <Form noValidate aria-label="Change your password" onSubmit={form.handleSubmit(submit)}>
        <FormAlert message={change.isError ? errorMessage(change.error) : null} />
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          {...form.field('currentPassword')}
        />
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          hint={PASSWORD_HINT}
          {...form.field('newPassword')}
        />
        <div>
          <Button type="submit" disabled={change.isPending}>
            Change password
          </Button>
        </div>
      </Form>
    </>
  );
}
