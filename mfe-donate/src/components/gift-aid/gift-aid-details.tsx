import { useId } from 'react';
import styled from '@emotion/styled';
import { useWatch } from 'react-hook-form';
import { GIFT_AID_SCOPES, NOT_UK_MESSAGE, type GiftAidScope } from '@solar/shared-contracts';
import { colors, radii, space } from '@solar/shared-ui';
import { CheckboxField, Fieldset, RadioGroupField, TextField } from '@solar/shared-ui/forms';
import { useGiftAidField, type GiftAidFormLink } from './use-gift-aid-field';

const Hint = styled.p`
  margin: 0;
  font-size: 0.9rem;
  color: ${colors.inkMuted};
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

/** Shown once Gift Aid is ticked: which gifts the declaration covers, the donor's name and home address, or no UK address. */
export default function GiftAidDetails({ control, setValue, monthly }: GiftAidFormLink & { monthly: boolean }) {
  const addressHintId = useId();
  const field = useGiftAidField({ control, setValue });
  const notUk = useWatch({ control, name: 'giftAid.notUk' });
  const optional = (props: ReturnType<typeof field>) => ({ ...props, optional: !props.required });
  return (
    <>
      {notUk ? null : (
        <>
          <RadioGroupField
            legend="Which gifts does this declaration cover?"
            options={GIFT_AID_SCOPES.map((scope) => ({ value: scope, label: scopeLabel(scope, monthly) }))}
            {...control.register('giftAid.scope')}
          />
          <Fieldset aria-describedby={addressHintId}>
            <legend>Your name and home address</legend>
            <Hint id={addressHintId}>
              HMRC uses these to match your gift to your tax record: your own name, and your home address rather than a
              work one.
            </Hint>
            <TextField
              label="Title"
              autoComplete="honorific-prefix"
              css={{ maxWidth: '7rem' }}
              {...optional(field('title'))}
            />
            <TextField label="First name" autoComplete="given-name" {...optional(field('firstName'))} />
            <TextField label="Last name" autoComplete="family-name" {...optional(field('lastName'))} />
            <TextField label="House name or number" {...optional(field('houseNameOrNumber'))} />
            <TextField
              label="UK postcode"
              autoComplete="postal-code"
              css={{ maxWidth: '12rem' }}
              {...optional(field('postcode'))}
            />
          </Fieldset>
        </>
      )}
      <CheckboxField label={NOT_UK_LABEL} {...control.register('giftAid.notUk')} />
      {notUk ? <NotUkNote role="status">{NOT_UK_MESSAGE}</NotUkNote> : null}
    </>
  );
}
