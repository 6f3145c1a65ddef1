import { useEffect } from 'react';
import { GiftAidSection } from '../gift-aid/components/gift-aid-section';
import { useGiftAid, type GiftAidState } from '../gift-aid/hooks/use-gift-aid';

/** What the donate panel needs from its Gift Aid section: whether PayPal may show, and what the order carries. */
export type GiftAidLink = Pick<GiftAidState, 'ready' | 'declaration' | 'revealProblems' | 'showServerErrors'>;

type ProjectGiftAidProps = { amount: number; onChange: (link: GiftAidLink) => void };

/**
 * The project panel's Gift Aid, loaded apart from the panel so the Gift Aid code is not shared between the
 * /donate and project pages' files (a shared file would add a request and weight to /donate's first visit).
 */
export default function ProjectGiftAid({ amount, onChange }: ProjectGiftAidProps) {
  const giftAid = useGiftAid();
  const { ready, declaration, revealProblems, showServerErrors, asking, entry } = giftAid;
  useEffect(() => {
    onChange({ ready, declaration, revealProblems, showServerErrors });
    // All four follow from the box, the scope's and fields' report and "no UK address": report when those change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [asking, entry, onChange]);
  return <GiftAidSection giftAid={giftAid} amount={amount} />;
}
