import { formatPounds } from '../../../lib/money';
import type { DonateFormState } from '../use-donate-form';

/** "£25" or "£25 a month". */
export function giftWords(form: Pick<DonateFormState, 'amount' | 'frequency'>) {
  const amount = formatPounds(form.amount);
  return form.frequency === 'monthly' ? `${amount} a month` : amount;
}
