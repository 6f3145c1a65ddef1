import type { Control, UseFormSetValue } from 'react-hook-form';
import type { SiteForm } from '@solar/shared-data-access';
import { GIFT_AID_PATHS, giftAidStatusOf, type GiftAidState, type WithGiftAid } from './gift-aid-declaration';
import type { GiftAidFormLink } from './use-gift-aid-field';

/**
 * The Gift Aid declaration as both donate forms hold it (their nested `giftAid.*` fields): its state for the
 * payment step, the box and scope for the section, and the link the section registers its fields with.
 */
export function useGiftAidPart<T extends WithGiftAid>(site: SiteForm<T>) {
  const form = site as unknown as SiteForm<WithGiftAid>;
  const values = form.watch('giftAid');
  const giftAid: GiftAidState = {
    ...giftAidStatusOf(values),
    revealProblems: () => form.trigger(GIFT_AID_PATHS, { shouldFocus: true }),
  };
  const link: GiftAidFormLink = {
    control: form.control as Control<WithGiftAid>,
    setValue: form.setValue as UseFormSetValue<WithGiftAid>,
  };
  return {
    giftAid,
    /** The box and the scope (primitives, so a memo holds while they stay the same). */
    giftAidChoice: { wanted: values.wanted, scope: values.scope },
    /** Its control and setValue are stable for the form's life, so the Gift Aid part need not re-render (decision 038). */
    giftAidLink: link,
  };
}
