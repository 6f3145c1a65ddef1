import { useEffect, type FocusEvent } from 'react';
import { giftAidRules, normaliseUkPostcode } from '@solar/shared-contracts';
import { ApiError, useSiteForm } from '@solar/shared-data-access';
import {
  EMPTY_GIFT_AID_FIELDS,
  GIFT_AID_FIELDS,
  giftAidFieldsValid,
  postcodeProblem,
  toDeclaration,
  type GiftAidFields,
} from './gift-aid-declaration';
import { PENDING_ENTRY, type GiftAidState } from './use-gift-aid';

const checks = { postcode: postcodeProblem };

/**
 * The donor's name and home address on the form kit (the contract's giftAidRules; a message shows once the donor
 * leaves a field), reported to the Gift Aid state as they change.
 */
export function useGiftAidForm(giftAid: GiftAidState) {
  const { setEntry, saved, scope } = giftAid;
  const site = useSiteForm<GiftAidFields>({
    rules: giftAidRules,
    checks,
    defaultValues: saved.current ?? EMPTY_GIFT_AID_FIELDS,
    mode: 'onBlur',
  });
  const values = { ...EMPTY_GIFT_AID_FIELDS, ...site.watch() };
  const valid = giftAidFieldsValid(values);
  const declaration = valid ? toDeclaration(values, scope) : undefined;
  const declared = JSON.stringify(declaration ?? null);
  const { trigger, setError, getValues } = site;

  useEffect(() => {
    setEntry({
      ready: valid,
      declaration: declared === 'null' ? undefined : JSON.parse(declared),
      revealProblems: () => trigger(undefined, { shouldFocus: true }),
      showServerErrors(error, focus = true) {
        const fieldErrors = error instanceof ApiError ? error.body?.fieldErrors : undefined;
        const named = GIFT_AID_FIELDS.filter((name) => fieldErrors?.[`giftAid.${name}`]?.length);
        named.forEach((name, index) => {
          setError(
            name,
            { type: 'server', message: fieldErrors?.[`giftAid.${name}`].join('. ') },
            { shouldFocus: focus && index === 0 },
          );
        });
        return named.length > 0;
      },
    });
  }, [valid, declared, setEntry, trigger, setError]);

  useEffect(
    () => () => {
      saved.current = getValues();
      setEntry(PENDING_ENTRY);
    },
    [saved, setEntry, getValues],
  );

  return {
    /** The field's registration, message and required flag; the postcode is shown normalised once the donor leaves it. */
    field(name: keyof GiftAidFields) {
      const props = site.field(name);
      if (name !== 'postcode') return props;
      return {
        ...props,
        onBlur(event: FocusEvent<HTMLInputElement>) {
          const normalised = normaliseUkPostcode(event.target.value);
          if (normalised && normalised !== event.target.value) site.setValue('postcode', normalised);
          return props.onBlur(event);
        },
      };
    },
  };
}
