import styled from '@emotion/styled';
import type { StaffUser } from '@solar/shared-contracts';
import { errorMessage, useSiteForm } from '@solar/shared-data-access';
import { Button, Dialog, space, useToast } from '@solar/shared-ui';
import { useResetStaffPassword } from '../api/staff-users';
import { PASSWORD_HINT, passwordLengthProblem } from '../password-rules';
import { FormAlert, TextField } from '@solar/shared-ui/forms';
import { useStaffUser } from './staff-user-context';

const Form = styled.form`
  display: grid;
  gap: ${space.md};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
`;

type Props = { user: StaffUser; onClose: () => void };

type Draft = { password: string; currentPassword: string };

/** The console's length check before sending (the API also refuses common passwords and ones containing the username). */
const checks = { password: (value: unknown) => passwordLengthProblem(String(value ?? '')) };
const ownChecks = {
  ...checks,
  currentPassword: (value: unknown) => (String(value ?? '') ? undefined : 'Enter your current password'),
};

/**
 * Sets a new temporary password (the shared form kit); the server ends that person's sessions. Administrators
 * resetting their own give their current password too (decision 063).
 */
export function ResetPasswordDialog({ user, onClose }: Props) {
  const reset = useResetStaffPassword();
  const { toast } = useToast();
  const isMe = useStaffUser().id === user.id;
  const form = useSiteForm<Draft>({
    rules: {},
    defaultValues: { password: '', currentPassword: '' },
    checks: isMe ? ownChecks : checks,
  });

  const submit = ({ password, currentPassword }: Draft) => {
    reset.mutate(
      { id: user.id, password, ...(isMe ? { currentPassword } : {}) },
      {
        onSuccess: () => {
          toast({
            title: `New password set for ${user.username}`,
            description: 'They have been signed out everywhere.',
          });
          onClose();
        },
        // A 400 naming the password shows beside it; the alert above keeps the server's words either way.
        onError: (error) => form.showServerErrors(error),
      },
    );
  };

  return (
    <Dialog open onClose={onClose} title={`Reset the password of ${user.username}`}>
      <Form noValidate onSubmit={form.handleSubmit(submit)}>
        <FormAlert message={reset.isError ? errorMessage(reset.error) : null} />
        {isMe ? (
          <TextField
            label="Your current password"
            type="password"
            autoComplete="current-password"
            {...form.field('currentPassword')}
          />
        ) : null}
        <TextField
          label="New temporary password"
          type="password"
          autoComplete="new-password"
          hint={PASSWORD_HINT}
          {...form.field('password')}
        />
        <Actions>
          <Button type="submit" variant="secondary" disabled={reset.isPending}>
            Set password
          </Button>
          <Button type="button" variant="outline" onClick={onClose}>
            Cancel
          </Button>
        </Actions>
      </Form>
    </Dialog>
  );
}
