import { useId, type FocusEvent } from 'react';
import { useFormState, type Control, type UseFormSetValue } from 'react-hook-form';
import { giftAidRules, normaliseUkPostcode, type FieldRule } from '@solar/shared-contracts';
import { registerOptionsFor } from '@solar/shared-data-access';
import { giftAidChecks, type GiftAidFields, type WithGiftAid } from './gift-aid-declaration';

/**
 * The Gift Aid part of a donate form, as its sections take it: react-hook-form's control and setValue, both stable
 * for the form's life, so a section that receives them does not re-render with the form around it (decision 038).
 */
export type GiftAidFormLink = { control: Control<WithGiftAid>; setValue: UseFormSetValue<WithGiftAid> };

/**
 * The kit's props for one detail, registered as `giftAid.<field>` of the donate form: its id, its message (the
 * contract's rule once the donor leaves it, or the API's 400) and whether it is required; the postcode is shown
 * normalised once the donor leaves it.
 */
export function useGiftAidField({ control, setValue }: GiftAidFormLink) {
  const formId = useId();
  const { errors } = useFormState({ control, name: 'giftAid' });
  return (field: keyof GiftAidFields) => {
    const path = `giftAid.${field}` as const;
    const props = control.register(path, registerOptionsFor<WithGiftAid>(undefined, giftAidChecks[path]) as object);
    const message = errors.giftAid?.[field]?.message;
    const onBlur =
      field === 'postcode'
        ? (event: FocusEvent<HTMLInputElement>) => {
            const normalised = normaliseUkPostcode(event.target.value);
            if (normalised && normalised !== event.target.value) setValue(path, normalised);
            return props.onBlur(event);
          }
        : props.onBlur;
    return {
      ...props,
      onBlur,
      id: `${formId}-${path}`,
      error: typeof message === 'string' ? message : undefined,
      required: (giftAidRules[field] as FieldRule).required || undefined,
    };
  };
}
