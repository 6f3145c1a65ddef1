import styled from '@emotion/styled';
import {
  GIFT_AID_HOUSE_MAX,
  GIFT_AID_NAME_MAX,
  GIFT_AID_TITLE_MAX,
  STAFF_NOTE_MAX_LENGTH,
  type StaffGiftAidDeclaration,
} from '@solar/shared-contracts';
import { Button, colors, space } from '@solar/shared-ui';
import { useDeclarationChangeForm } from '../hooks/use-declaration-change-form';
import { StaffTextField } from './staff-text-field';

const Form = styled.form`
  display: grid;
  gap: ${space.md};
  max-width: 44rem;
  margin-bottom: ${space.xl};
`;

const Problem = styled.p`
  margin: 0;
  color: ${colors.danger};
  font-weight: 600;
`;

/** A change of name or home address the donor reported, with the note that says so. */
export function DeclarationChangeForm({ declaration }: { declaration: StaffGiftAidDeclaration }) {
  const { field, submit, general, saving } = useDeclarationChangeForm(declaration);
  return (
    <section aria-labelledby="declaration-change-heading">
      <h2 id="declaration-change-heading">Record a change of name or address</h2>
      <Form onSubmit={submit} noValidate aria-label="Change of name or address">
        <StaffTextField label="Title" maxLength={GIFT_AID_TITLE_MAX} {...field('title')} />
        <StaffTextField label="First name" maxLength={GIFT_AID_NAME_MAX} {...field('firstName')} />
        <StaffTextField label="Last name" maxLength={GIFT_AID_NAME_MAX} {...field('lastName')} />
        <StaffTextField label="House name or number" maxLength={GIFT_AID_HOUSE_MAX} {...field('houseNameOrNumber')} />
        <StaffTextField
          label="Postcode"
          maxLength={10}
          hint="A UK postcode; it is saved in capitals with one space."
          {...field('postcode')}
        />
        <StaffTextField
          label="Staff note"
          multiline
          maxLength={STAFF_NOTE_MAX_LENGTH}
          hint="How and when the donor told you, for HMRC's audit trail. Only staff see it."
          {...field('staffNote')}
        />
        {general ? <Problem role="alert">{general}</Problem> : null}
        <div>
          <Button type="submit" disabled={saving}>
            {saving ? 'Saving…' : 'Record change'}
          </Button>
        </div>
      </Form>
    </section>
  );
}
