import { donationAmountProblem } from '@solar/shared-contracts';
import { registerOptionsFor, useSiteForm } from '@solar/shared-data-access';
import { useState } from 'react';
import { roundToPence } from '../../lib/money';

/** Project donate presets in pounds (spec §9); the default is £50. */
export const PROJECT_PRESETS = [25, 50, 100, 200, 500] as const;
export const DEFAULT_PROJECT_AMOUNT = 50;

type AmountFields = { amount: string };

const rules = { amount: { label: 'Amount' } } as const;

/**
 * A typed amount above 0 is checked against the shared donation rule (libs/shared/contracts form-rules: £1 to
 * £50,000) as the donor types; it is sent rounded to pence, so the decimals always pass. Blank, 0 or not a
 * number say nothing here: the donate button is disabled instead (spec §4).
 */
const checks = {
  amount: (value: unknown) => {
    const typed = typeof value === 'string' ? Number.parseFloat(value) : Number.NaN;
    if (!Number.isFinite(typed) || typed <= 0) return undefined;
    return donationAmountProblem(roundToPence(typed)) ?? undefined;
  },
};

/**
 * The amount rules of the project donate panel (spec §4, §5), on the form kit: a preset click selects it and
 * clears the custom amount; a typed custom amount is the amount (0 if it is not a number, so the donate button
 * disables when the amount is zero or less); clearing the field returns to the selected preset. A typed amount
 * outside the shared rule, or a 400 from POST /paypal/order naming `amount`, shows beside the field.
 */
export function useDonationAmount(initial: number = DEFAULT_PROJECT_AMOUNT) {
  const [preset, setPreset] = useState(initial);
  const site = useSiteForm<AmountFields>({ rules, checks, defaultValues: { amount: '' }, mode: 'onChange' });
  const custom = site.watch('amount') ?? '';
  const error = site.formState.errors.amount?.message;

  const customValue = Number.parseFloat(custom);
  const usingCustom = custom.trim() !== '';
  const amount = usingCustom ? (Number.isFinite(customValue) ? customValue : 0) : preset;

  return {
    amount,
    custom,
    /** The amount field's message (the shared rule's or the server's), if any. */
    error,
    /** The preset that is in effect, or null while a custom amount is typed. */
    selectedPreset: usingCustom ? null : preset,
    /** react-hook-form's registration of the custom amount with its check, to spread onto the input. */
    input: () => site.register('amount', registerOptionsFor<AmountFields>(rules.amount, checks.amount)),
    /** A refused order's field message beside the amount (true when it named the amount). */
    showServerErrors: site.showServerErrors,
    choosePreset(value: number) {
      setPreset(value);
      site.setValue('amount', '');
      site.clearErrors('amount');
    },
  };
}
