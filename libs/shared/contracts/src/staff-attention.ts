/**
 * GET /api/staff/attention: what needs someone in the back office, for the console's home page (decision 050). Each
 * domain of the API contributes its own items; the console draws whatever arrives, knowing none of them by name.
 */

/** How an item is drawn: `danger` (something failed), `warning` (waiting for someone), `info` (for knowing). */
export const ATTENTION_TONES = ['info', 'warning', 'danger'] as const;
export type AttentionTone = (typeof ATTENTION_TONES)[number];

/** An amount the count adds up to, in a currency's main unit (pounds): gifts this month, Gift Aid to claim. */
export type AttentionTotal = { amount: number; currency: string };

export type StaffAttentionItem = {
  /** Stable and unique, `domain.what` (`messages.unread`): a test's or a page's handle, never shown. */
  key: string;
  /** What is counted, as staff read it beside the number: "Unread messages". */
  label: string;
  count: number;
  total?: AttentionTotal;
  /** The list that shows exactly the counted rows, with its filters in the address (a /staff path). */
  href: string;
  tone: AttentionTone;
};

export type StaffAttention = {
  items: StaffAttentionItem[];
  /** When the counts were taken (ISO). */
  asOf: string;
};
