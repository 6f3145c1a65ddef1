import { useState, type ChangeEvent } from 'react';
import { CHARITY_EMAIL_NOTICE, donationAmountProblem } from '@solar/shared-contracts';
import { registerOptionsFor, useSiteForm } from '@solar/shared-data-access';
import { EMPTY_GIFT_AID, giftAidChecks, type WithGiftAid } from '../../components/gift-aid/gift-aid-declaration';
import { useGiftAidPart } from '../../components/gift-aid/use-gift-aid-part';
import {
  EMPTY_GIFT_WORDS,
  giftWordsChecks,
  giftWordsFormRules,
  type GiftWordsFields,
} from '../../components/gift-words/gift-words-form';
import { useGiftWords } from '../../components/gift-words/use-gift-words';
import { roundToPence } from '../../lib/money';

/** Project donate presets in pounds (spec §9); the default is £50. */
export const PROJECT_PRESETS = [25, 50, 100, 200, 500] as const;
export const DEFAULT_PROJECT_AMOUNT = 50;

/**
 * The panel's one form: the typed amount, the Gift Aid declaration and the soft opt-in notice's "No thanks, don't
 * email me" box (unticked unless the donor ticks it), named as POST /paypal/order names them.
 */
export type ProjectDonateFields = WithGiftAid & GiftWordsFields & { amount: string; emailOptOut: boolean };

const rules = {
  amount: { label: 'Amount' },
  emailOptOut: { label: CHARITY_EMAIL_NOTICE.optOut },
  ...giftWordsFormRules,
} as const;

/**
 * A typed amount above 0 is checked against the shared donation rule (libs/shared/contracts form-rules: £1 to
 * £50,000) as the donor types; it is sent rounded to pence, so the decimals always pass. Blank, 0 or not a
 * number say nothing here: the donate button is disabled instead (spec §4).
 */
const amountCheck = (value: unknown) => {
  const typed = typeof value === 'string' ? Number.parseFloat(value) : Number.NaN;
  if (!Number.isFinite(typed) || typed <= 0) return undefined;
  return donationAmountProblem(roundToPence(typed)) ?? undefined;
};

const checks = { amount: amountCheck, ...giftAidChecks, ...giftWordsChecks };

/**
 * The project donate panel's form (spec §4, §5) on the form kit: a preset click selects it and clears the custom
 * amount; a typed custom amount is the amount (0 if it is not a number, so the donate button disables when the
 * amount is zero or less); clearing the field returns to the selected preset. The Gift Aid declaration is the
 * form's nested `giftAid.*` fields, checked once the donor leaves each; a refused order's field messages (amount,
 * giftAid.*) show beside their fields.
 */
export function useProjectDonateForm(initial: number = DEFAULT_PROJECT_AMOUNT) {
  const [preset, setPreset] = useState(initial);
  const site = useSiteForm<ProjectDonateFields>({
    rules,
    checks,
    defaultValues: { amount: '', emailOptOut: false, giftAid: EMPTY_GIFT_AID, ...EMPTY_GIFT_WORDS },
    mode: 'onTouched',
  });
  const custom = site.watch('amount') ?? '';
  const customValue = Number.parseFloat(custom);
  const usingCustom = custom.trim() !== '';
  const amount = usingCustom ? (Number.isFinite(customValue) ? customValue : 0) : preset;
  const amountField = site.field('amount');
  const emailOptOut = site.watch('emailOptOut') ?? false;
  const { giftAid, giftAidChoice, giftAidLink } = useGiftAidPart(site);
  const giftWords = useGiftWords(site);

  return {
    amount,
    ...giftWords,
    /** The amount field's message (the shared rule's or the server's), if any. */
    error: amountField.error,
    /** The preset that is in effect, or null while a custom amount is typed. */
    selectedPreset: usingCustom ? null : preset,
    /** The custom amount's kit props; its message follows the typing from the first key (spec §4). */
    amountField: {
      ...amountField,
      onChange: async (event: ChangeEvent<HTMLInputElement>) => {
        await amountField.onChange(event);
        await site.trigger('amount');
      },
    },
    /** The soft opt-in box's registration, to spread onto its checkbox, and whether it is ticked (decision 078). */
    emailOptOutInput: site.register(
      'emailOptOut',
      registerOptionsFor<ProjectDonateFields>(rules.emailOptOut) as object,
    ),
    emailOptOut,
    /** Stable for the form's life, so the Gift Aid part does not re-render with the panel (decision 038). */
    giftAidControl: giftAidLink.control,
    giftAidSetValue: giftAidLink.setValue,
    /** The box and the scope, for the Gift Aid section (primitives, so the memo holds while they stay the same). */
    giftAidChoice,
    giftAid,
    /** A refused order's field messages beside their fields, focus to the first; false when none applied. */
    showServerErrors: site.showServerErrors,
    choosePreset(value: number) {
      setPreset(value);
      site.setValue('amount', '');
      site.clearErrors('amount');
    },
  };
}
