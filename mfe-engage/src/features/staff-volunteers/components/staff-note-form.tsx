import styled from '@emotion/styled';
import { STAFF_NOTE_MAX_LENGTH, staffNoteRules, type StaffVolunteer } from '@solar/shared-contracts';
import { errorMessage, useSiteForm } from '@solar/shared-data-access';
import { Button, space, useToast } from '@solar/shared-ui';
import { useUpdateVolunteer } from '../api/update-volunteer';
import { FormAlert, TextAreaField } from '@solar/shared-ui/forms';

const Form = styled.form`
  display: grid;
  gap: ${space.sm};
  justify-items: start;
  margin-bottom: ${space.lg};
  > div {
    width: 100%;
  }
`;

/** Staff's private note on the application (the form kit, staffNoteRules); saving a blank note clears it. */
export function StaffNoteForm({ volunteer }: { volunteer: StaffVolunteer }) {
  const update = useUpdateVolunteer(volunteer.id);
  const { toast } = useToast();
  const form = useSiteForm<{ staffNote: string }>({
    rules: staffNoteRules,
    defaultValues: { staffNote: volunteer.staffNote ?? '' },
  });
  const submit = ({ staffNote }: { staffNote: string }) => {
    update.mutate(
      { staffNote: staffNote.trim() || null },
      {
        onSuccess: (saved) => toast({ title: saved.staffNote ? 'Note saved' : 'Note cleared' }),
        onError: (error) => form.showServerErrors(error),
      },
    );
  };
  return (
    <Form aria-label="Staff note" noValidate onSubmit={form.handleSubmit(submit)}>
      <TextAreaField
        label="Staff note"
        hint={`Only staff see this. Up to ${STAFF_NOTE_MAX_LENGTH} characters.`}
        maxLength={STAFF_NOTE_MAX_LENGTH}
        {...form.field('staffNote')}
      />
      <FormAlert message={update.isError ? `The note was not saved: ${errorMessage(update.error)}` : null} />
      <Button type="submit" variant="secondary" disabled={update.isPending}>
        Save note
      </Button>
    </Form>
  );
}
