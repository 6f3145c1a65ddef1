import styled from '@emotion/styled';
import {
  GIFT_AID_HOUSE_MAX,
  GIFT_AID_NAME_MAX,
  GIFT_AID_TITLE_MAX,
  STAFF_NOTE_MAX_LENGTH,
  type StaffGiftAidDeclaration,
} from '@solar/shared-contracts';
import { Button, space } from '@solar/shared-ui';
import { FormAlert, TextAreaField, TextField } from '@solar/shared-ui/forms';
import { useDeclarationChangeForm } from '../hooks/use-declaration-change-form';

const Form = styled.form`
  display: grid;
  gap: ${space.md};
  max-width: 44rem;
  margin-bottom: ${space.xl};
`;

/** A change of name or home address the donor reported, with the note that says so. */
export function DeclarationChangeForm({ declaration }: { declaration: StaffGiftAidDeclaration }) {
  const { field, submit, general, saving } = useDeclarationChangeForm(declaration);
  return (
    <section aria-labelledby="declaration-change-heading">
      <h2 id="declaration-change-heading">Record a change of name or address</h2>
      <Form onSubmit={submit} noValidate aria-label="Change of name or address">
        <TextField label="Title" optional maxLength={GIFT_AID_TITLE_MAX} {...field('title')} />
        <TextField label="First name" maxLength={GIFT_AID_NAME_MAX} {...field('firstName')} />
        <TextField label="Last name" maxLength={GIFT_AID_NAME_MAX} {...field('lastName')} />
        <TextField label="House name or number" maxLength={GIFT_AID_HOUSE_MAX} {...field('houseNameOrNumber')} />
        <TextField
          label="Postcode"
          maxLength={10}
          hint="A UK postcode; it is saved in capitals with one space."
          {...field('postcode')}
        />
        <TextAreaField
          label="Staff note"
          rows={3}
          maxLength={STAFF_NOTE_MAX_LENGTH}
          hint="How and when the donor told you, for HMRC's audit trail. Only staff see it."
          {...field('staffNote')}
        />
        <FormAlert message={general} />
        <div>
          <Button type="submit" disabled={saving}>
            {saving ? 'Saving…' : 'Record change'}
          </Button>
        </div>
      </Form>
    </section>
  );
}
