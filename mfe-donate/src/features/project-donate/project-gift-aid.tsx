import { GiftAidSection, type GiftAidChoice } from '../../components/gift-aid/gift-aid-section';
import type { GiftAidFormLink } from '../../components/gift-aid/use-gift-aid-field';

/**
 * The project panel's Gift Aid, loaded apart from the panel so the Gift Aid code is not shared between the
 * /donate and project pages' files (a shared file would add a request and weight to /donate's first visit). Its
 * fields are the panel form's own `giftAid.*` fields.
 */
export default function ProjectGiftAid({ amount, ...link }: GiftAidFormLink & GiftAidChoice & { amount: number }) {
  return <GiftAidSection {...link} amount={amount} />;
}
