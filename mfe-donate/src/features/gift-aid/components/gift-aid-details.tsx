import { useId } from 'react';
import styled from '@emotion/styled';
import { GIFT_AID_SCOPES, NOT_UK_MESSAGE, type GiftAidScope } from '@solar/shared-contracts';
import { colors, radii, space } from '@solar/shared-ui';
import { Field, FieldError, Hint } from '../../donate/components/form-styles';
import type { GiftAidFields } from '../hooks/gift-aid-declaration';
import type { GiftAidState } from '../hooks/use-gift-aid';
import { useGiftAidForm } from '../hooks/use-gift-aid-form';
import { Choice } from './gift-aid-styles';

/** The scope and address groups sit inside the Gift Aid fieldset without a second frame. */
const Group = styled.fieldset`
  && {
    display: grid;
    gap: ${space.sm};
    border: 0;
    padding: 0;
  }
`;

const NotUkNote = styled.p`
  padding: ${space.sm} ${space.md};
  border-radius: ${radii.sm};
  border-left: 5px solid ${colors.sky};
  background: ${colors.surface};
`;

export const NOT_UK_LABEL = 'I don’t have a UK home address';

const scopeLabel = (scope: GiftAidScope, monthly: boolean) =>
  scope === 'this-gift'
    ? monthly
      ? 'This monthly gift only (each of its payments)'
      : 'This gift only'
    : 'This gift, my gifts of the last four years, and my future gifts until I cancel';

type TextFieldProps = {
  form: ReturnType<typeof useGiftAidForm>;
  name: keyof GiftAidFields;
  label: string;
  autoComplete?: string;
  width?: string;
};

function TextField({ form, name, label, autoComplete, width }: TextFieldProps) {
  const id = useId();
  const errorId = useId();
  const { error, required, id: _kitId, ...input } = form.field(name);
  return (
    <Field>
      <label htmlFor={id}>
        {label} {required ? null : <span className="optional">(optional)</span>}
      </label>
      <input
        id={id}
        type="text"
        autoComplete={autoComplete}
        aria-required={required}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
        css={width ? { maxWidth: width } : undefined}
        {...input}
      />
      {error ? (
        <FieldError id={errorId} role="alert">
          {error}
        </FieldError>
      ) : null}
    </Field>
  );
}

/** Shown once Gift Aid is ticked: which gifts the declaration covers, the donor's name and home address, or no UK address. */
export default function GiftAidDetails({ giftAid, monthly }: { giftAid: GiftAidState; monthly: boolean }) {
  const addressHintId = useId();
  const form = useGiftAidForm(giftAid);
  return (
    <>
      {giftAid.asking ? (
        <>
          <Group>
            <legend>Which gifts does this declaration cover?</legend>
            {GIFT_AID_SCOPES.map((scope) => (
              <Choice key={scope}>
                <input
                  type="radio"
                  name="gift-aid-scope"
                  value={scope}
                  checked={giftAid.scope === scope}
                  onChange={() => giftAid.setScope(scope)}
                />
                <span>{scopeLabel(scope, monthly)}</span>
              </Choice>
            ))}
          </Group>
          <Group aria-describedby={addressHintId}>
            <legend>Your name and home address</legend>
            <Hint id={addressHintId}>
              HMRC uses these to match your gift to your tax record: your own name, and your home address rather than a
              work one.
            </Hint>
            <TextField form={form} name="title" label="Title" autoComplete="honorific-prefix" width="7rem" />
            <TextField form={form} name="firstName" label="First name" autoComplete="given-name" />
            <TextField form={form} name="lastName" label="Last name" autoComplete="family-name" />
            <TextField form={form} name="houseNameOrNumber" label="House name or number" />
            <TextField form={form} name="postcode" label="UK postcode" autoComplete="postal-code" width="12rem" />
          </Group>
        </>
      ) : null}
      <Choice>
        <input type="checkbox" checked={giftAid.notUk} onChange={(event) => giftAid.setNotUk(event.target.checked)} />
        <span>{NOT_UK_LABEL}</span>
      </Choice>
      {giftAid.notUk ? <NotUkNote role="status">{NOT_UK_MESSAGE}</NotUkNote> : null}
    </>
  );
}
