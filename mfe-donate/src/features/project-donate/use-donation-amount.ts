import { useState } from 'react';

/** Project donate presets in pounds (spec §9); the default is £50. */
export const PROJECT_PRESETS = [25, 50, 100, 200, 500] as const;
export const DEFAULT_PROJECT_AMOUNT = 50;

/**
 * The amount rules of the project donate panel (spec §4, §5): a preset click selects it and clears the
 * custom amount; a typed custom amount is the amount (0 if it is not a number, so the donate button
 * disables when the amount is zero or less); clearing the field returns to the selected preset.
 */
export function useDonationAmount(initial: number = DEFAULT_PROJECT_AMOUNT) {
  const [preset, setPreset] = useState(initial);
  const [custom, setCustom] = useState('');

  const customValue = Number.parseFloat(custom);
  const usingCustom = custom.trim() !== '';
  const amount = usingCustom ? (Number.isFinite(customValue) ? customValue : 0) : preset;

  return {
    amount,
    custom,
    /** The preset that is in effect, or null while a custom amount is typed. */
    selectedPreset: usingCustom ? null : preset,
    choosePreset(value: number) {
      setPreset(value);
      setCustom('');
    },
    changeCustom(value: string) {
      setCustom(value);
    },
  };
}
