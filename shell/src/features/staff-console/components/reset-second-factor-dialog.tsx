import styled from '@emotion/styled';
import { type ResetStaffSecondFactorRequest, staffSecondFactorResetRules } from '@solar/shared-contracts';
import { errorMessage, useSiteForm } from '@solar/shared-data-access';
import { Button, Dialog, space, useToast } from '@solar/shared-ui';
import { FormAlert, TextAreaField } from '@solar/shared-ui/forms';
import type { StaffUser } from '../api/staff-users';
import { useResetSecondFactor } from '../api/reset-second-factor';

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

/**
 * Removes someone's authenticator and recovery codes (decision 049), after saying why: the note goes in the audit
 * log. The dialog is the confirmation; the server signs them out everywhere.
 */
export function ResetSecondFactorDialog({ user, onClose }: Props) {
  const reset = useResetSecondFactor();
  const { toast } = useToast();
  const form = useSiteForm<ResetStaffSecondFactorRequest>({
    rules: staffSecondFactorResetRules,
    defaultValues: { note: '' },
  });

  const submit = ({ note }: ResetStaffSecondFactorRequest) => {
    reset.mutate(
      { id: user.id, note: note.trim() },
      {
        onSuccess: () => {
          toast({
            title: `Two-step sign-in reset for ${user.username}`,
            description: 'They have been signed out everywhere, and set up a new app when they next sign in.',
          });
          onClose();
        },
        onError: (error) => form.showServerErrors(error),
      },
    );
  };

  return (
    <Dialog open onClose={onClose} title={`Reset two-step sign-in for ${user.username}?`}>
      <Form noValidate onSubmit={form.handleSubmit(submit)}>
        <p>
          Do this only once you are sure it is really {user.displayName || user.username} asking, for example in person
          or on a call to a number you already had. Their authenticator app and recovery codes stop working, and they
          are signed out everywhere.
        </p>
        <FormAlert message={reset.isError ? errorMessage(reset.error) : null} />
        <TextAreaField
          label={staffSecondFactorResetRules.note.label}
          hint="Kept in the audit log with the reset."
          rows={3}
          {...form.field('note')}
        />
        <Actions>
          <Button type="submit" variant="secondary" disabled={reset.isPending}>
            Reset two-step sign-in
          </Button>
          <Button type="button" variant="outline" onClick={onClose}>
            Cancel
          </Button>
        </Actions>
      </Form>
    </Dialog>
  );
}
