import styled from '@emotion/styled';
import { STAFF_NOTE_MAX_LENGTH, type StaffGiftAidDeclaration } from '@solar/shared-contracts';
import { errorMessage, useSiteForm } from '@solar/shared-data-access';
import { Button, Dialog, space, useToast } from '@solar/shared-ui';
import { FormAlert, TextAreaField } from '@solar/shared-ui/forms';
import { useUpdateGiftAidDeclaration } from '../api/update-gift-aid-declaration';
import { staffNoteRule } from '../hooks/declaration-form-rules';
import { declarantName } from './declaration-labels';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  margin-top: ${space.md};
`;

const rules = { staffNote: staffNoteRule } as const;

/** The confirm step before cancelling: what cancelling does, and the note saying why (the form kit). */
export function CancelDeclarationDialog({
  declaration,
  onClose,
}: {
  declaration: StaffGiftAidDeclaration;
  onClose: () => void;
}) {
  const cancel = useUpdateGiftAidDeclaration(declaration.id);
  const form = useSiteForm<{ staffNote: string }>({
    rules,
    defaultValues: { staffNote: '' },
  });
  const { toast } = useToast();
  const confirm = form.handleSubmit(({ staffNote }) =>
    cancel.mutate(
      { cancel: true, staffNote: staffNote.trim() },
      {
        onSuccess: () => {
          toast({
            title: 'Declaration cancelled',
            description: 'Gifts from now on are not claimed; gifts made before stay covered.',
          });
          onClose();
        },
        onError: (error) => form.showServerErrors(error),
      },
    ),
  );
  const refused = cancel.isError && !form.formState.errors.staffNote ? errorMessage(cancel.error) : null;
  return (
    <Dialog open onClose={onClose} title={`Cancel ${declarantName(declaration)}’s declaration?`}>
      <p>
        Do this when the donor has asked to cancel, or no longer pays enough UK tax. Gifts made from now on will not be
        claimed; gifts made before today stay covered and can still be claimed.
      </p>
      <form onSubmit={confirm} noValidate aria-label="Cancel the declaration">
        <TextAreaField
          label="Staff note"
          rows={3}
          maxLength={STAFF_NOTE_MAX_LENGTH}
          hint="How and when the donor told you."
          {...form.field('staffNote')}
        />
        <FormAlert message={refused ? `The declaration was not cancelled: ${refused}` : null} />
        <Actions>
          <Button type="submit" variant="danger" disabled={cancel.isPending}>
            Cancel declaration
          </Button>
          <Button type="button" variant="outline" onClick={onClose}>
            Keep it
          </Button>
        </Actions>
      </form>
    </Dialog>
  );
}
