/** As the donate form names them (features/donate/donation-rules.ts). */
type Frequency = 'once' | 'monthly';

/**
 * What the donate page can be opened with: `/donate?frequency=monthly&amount=10` selects monthly and £10, as the
 * manage page's "Start a new monthly gift instead" does (decision 084). Anything else in them is ignored.
 */
export const DONATE_PRESELECT = { frequency: 'frequency', amount: 'amount' } as const;

export type Preselect = { frequency?: Frequency; amount?: number };

/** The donate page's address with monthly (or one-off) and an amount chosen. */
export function donateHref(frequency: Frequency, amount: number): string {
  const query = new URLSearchParams({
    [DONATE_PRESELECT.frequency]: frequency,
    [DONATE_PRESELECT.amount]: String(amount),
  });
  return `/donate?${query.toString()}`;
}

/** The choices an address asks for: a known frequency, and an amount of £1 to £50,000 with at most two decimals. */
export function readPreselect(search: string): Preselect {
  const params = new URLSearchParams(search);
  const frequency = params.get(DONATE_PRESELECT.frequency);
  const amountText = params.get(DONATE_PRESELECT.amount) ?? '';
  const amount = Number(amountText);
  const validAmount = /^\d{1,5}(\.\d{1,2})?$/.test(amountText) && amount >= 1 && amount <= 50_000;
  return {
    ...(frequency === 'monthly' || frequency === 'once' ? { frequency } : {}),
    ...(validAmount ? { amount } : {}),
  };
}
