import { useCallback, useRef, useState } from 'react';
import type { CustomAmount, CustomAmountHandle } from './custom-amount-field';

/** Project donate presets in pounds (spec §9); the default is £50. */
export const PROJECT_PRESETS = [25, 50, 100, 200, 500] as const;
export const DEFAULT_PROJECT_AMOUNT = 50;

const EMPTY: CustomAmount = { custom: '', error: undefined };

/**
 * The amount rules of the project donate panel (spec §4, §5): a preset click selects it and clears the custom
 * amount; a typed custom amount is the amount (0 if it is not a number, so the donate button disables when the
 * amount is zero or less); clearing the field returns to the selected preset. A typed amount outside the shared
 * rule, or a 400 from POST /paypal/order naming `amount`, shows beside the field (`CustomAmountField`).
 */
export function useDonationAmount(initial: number = DEFAULT_PROJECT_AMOUNT) {
  const [preset, setPreset] = useState(initial);
  const [{ custom, error }, setCustomAmount] = useState(EMPTY);
  const field = useRef<CustomAmountHandle>(null);
  const onFieldChange = useCallback((next: CustomAmount) => {
    setCustomAmount((previous) => (previous.custom === next.custom && previous.error === next.error ? previous : next));
  }, []);

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
    /** Props for `CustomAmountField`. */
    field: { ref: field, onChange: onFieldChange },
    /** A refused order's field message beside the amount (true when it named the amount). */
    showServerErrors: (refusal: unknown) => field.current?.showServerErrors(refusal) ?? false,
    choosePreset(value: number) {
      setPreset(value);
      field.current?.clear();
    },
  };
}
