import { MAX_DONATION_AMOUNT, MIN_DONATION_AMOUNT } from '@solar/shared-contracts';
import { roundToPence } from '../../lib/money';

export type Frequency = 'once' | 'monthly';

/**
 * The general donate amount (spec §5): the custom amount when it is above 0, otherwise the selected preset
 * (0 when no preset is selected). The result is rounded to pence.
 */
export function resolveAmount(custom: string, preset: number | null): number {
  const value = Number.parseFloat(custom);
  if (custom.trim() !== '' && Number.isFinite(value) && value > 0) return roundToPence(value);
  return preset ?? 0;
}

/** Whether a typed custom amount is in effect (so no preset shows as selected). */
export function isCustomAmountActive(custom: string): boolean {
  const value = Number.parseFloat(custom);
  return custom.trim() !== '' && Number.isFinite(value) && value > 0;
}

/** Spec §5: an email is valid only when it contains both "@" and ".". */
export function isValidDonorEmail(email: string): boolean {
  const trimmed = email.trim();
  return trimmed.includes('@') && trimmed.includes('.');
}

export type AmountIssue = 'missing' | 'below-minimum' | 'above-maximum';

/** Why an amount cannot be paid online, or null when it can (£1 to £50,000). */
export function amountIssue(amount: number): AmountIssue | null {
  if (!Number.isFinite(amount) || amount <= 0) return 'missing';
  if (amount < MIN_DONATION_AMOUNT) return 'below-minimum';
  if (amount > MAX_DONATION_AMOUNT) return 'above-maximum';
  return null;
}
