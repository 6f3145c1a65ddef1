import { withGiftAid } from '@solar/shared-contracts';
import { formatPounds } from '../../lib/money';

export const GIFT_AID_GENERAL_FIGURE = 'Gift Aid adds 25p to every £1 you give, at no extra cost to you.';

/** What the gift becomes with Gift Aid: "£50 becomes £62.50 with Gift Aid, at no extra cost to you." */
export function giftAidFigure(amount: number, monthly: boolean): string {
  if (!Number.isFinite(amount) || amount <= 0) return GIFT_AID_GENERAL_FIGURE;
  const per = monthly ? ' a month' : '';
  return `${formatPounds(amount)}${per} becomes ${formatPounds(withGiftAid(amount))}${per} with Gift Aid, at no extra cost to you.`;
}
