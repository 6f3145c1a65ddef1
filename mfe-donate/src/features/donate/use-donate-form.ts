import { useState } from 'react';
import { DEFAULT_GENERAL_AMOUNT } from './donation-impact';
import { amountIssue, isCustomAmountActive, isValidDonorEmail, resolveAmount, type Frequency } from './donation-rules';

/** The state of the three-step donate form (spec §5) and what it currently allows. */
export function useDonateForm() {
  const [preset, setPreset] = useState<number | null>(DEFAULT_GENERAL_AMOUNT);
  const [custom, setCustom] = useState('');
  const [frequency, setFrequency] = useState<Frequency>('once');
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [newsletterOptIn, setNewsletterOptIn] = useState(true);

  const amount = resolveAmount(custom, preset);
  const issue = amountIssue(amount);
  const emailValid = isValidDonorEmail(email);

  return {
    amount,
    custom,
    frequency,
    email,
    name,
    newsletterOptIn,
    /** The preset shown as selected, or null while a custom amount above 0 is in effect. */
    selectedPreset: isCustomAmountActive(custom) ? null : preset,
    amountIssue: issue,
    emailValid,
    /** Payment options appear only when both the amount and the email are valid. */
    canPay: issue === null && emailValid,
    /**
     * A preset is a toggle: choosing it clears the custom amount; pressing the one already in effect releases it,
     * leaving no amount until another is chosen or typed.
     */
    togglePreset(value: number) {
      const inEffect = preset === value && !isCustomAmountActive(custom);
      setPreset(inEffect ? null : value);
      setCustom('');
    },
    setCustom,
    setFrequency,
    setEmail,
    setName,
    setNewsletterOptIn,
  };
}

export type DonateFormState = ReturnType<typeof useDonateForm>;
