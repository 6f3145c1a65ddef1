import { useEffect, useRef, useState } from 'react';
import { CHARITY_EMAIL_NOTICE, donationRules, firstNameAndInitial } from '@solar/shared-contracts';
import { registerOptionsFor, type SiteForm, useSiteForm } from '@solar/shared-data-access';
import { useLocation } from '@solar/shared-routing';
import { EMPTY_GIFT_AID, giftAidChecks, type WithGiftAid } from '../../components/gift-aid/gift-aid-declaration';
import { useGiftAidPart } from '../../components/gift-aid/use-gift-aid-part';
import {
  EMPTY_GIFT_WORDS,
  giftWordsChecks,
  giftWordsFormRules,
  type GiftWordsFields,
} from '../../components/gift-words/gift-words-form';
import { useGiftWords } from '../../components/gift-words/use-gift-words';
import { DEFAULT_GENERAL_AMOUNT, GENERAL_PRESETS } from './donation-impact';
import { amountIssue, isCustomAmountActive, isValidDonorEmail, resolveAmount, type Frequency } from './donation-rules';
import { readPreselect } from '../../lib/donate-preselect';

/** The typed fields, named as POST /paypal/order names them, so a 400's fieldErrors (giftAid.* too) land beside them. */
export type DonateFields = WithGiftAid &
  GiftWordsFields & {
    amount: string;
    donorEmail: string;
    donorName: string;
    /** The soft opt-in notice's "No thanks, don't email me" box; unticked unless the donor ticks it. */
    emailOptOut: boolean;
  };

/**
 * The state of the three-step donate form (spec §5) on the form kit: the donor's email and name are checked
 * against the shared donation rules as they type (spec §5's "@ and ." requirement stays in emailValid and the
 * hint), Gift Aid's declaration is the form's nested `giftAid.*` fields (checked once the donor leaves each), and a
 * 400's fieldErrors (amount, donorEmail, donorName, giftAid.*) show beside their fields.
 */
const rules = {
  // No browser check on the typed amount: step 3 says what is missing; the entry is here so the server's message lands beside it.
  amount: { label: 'Amount' },
  donorEmail: donationRules.donorEmail,
  donorName: donationRules.donorName,
  emailOptOut: { label: CHARITY_EMAIL_NOTICE.optOut },
  ...giftWordsFormRules,
} as const;

const checks = { ...giftAidChecks, ...giftWordsChecks };

export function useDonateForm() {
  const [preset, setPreset] = useState<number | null>(DEFAULT_GENERAL_AMOUNT);
  const [frequency, setFrequency] = useState<Frequency>('once');
  const site = useSiteForm<DonateFields>({
    rules,
    checks,
    defaultValues: {
      amount: '',
      donorEmail: '',
      donorName: '',
      emailOptOut: false,
      giftAid: EMPTY_GIFT_AID,
      ...EMPTY_GIFT_WORDS,
    },
    mode: 'onTouched',
  });
  const custom = site.watch('amount') ?? '';
  const email = site.watch('donorEmail') ?? '';
  const name = site.watch('donorName') ?? '';
  const emailOptOut = site.watch('emailOptOut') ?? false;
  useNameToShowFollowing(site, name);
  usePreselect(site, setPreset, setFrequency);

  const amount = resolveAmount(custom, preset);
  const issue = amountIssue(amount);
  const emailValid = isValidDonorEmail(email);
  const giftAidPart = useGiftAidPart(site);
  const giftWords = useGiftWords(site);

  return {
    site,
    /** react-hook-form's registration of a field with its shared rule, to spread onto the input. */
    input: (field: keyof typeof rules) =>
      site.register(field, registerOptionsFor<DonateFields>(rules[field]) as object),
    ...giftAidPart,
    ...giftWords,
    amount,
    custom,
    frequency,
    email,
    name,
    emailOptOut,
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
      site.setValue('amount', '');
      site.clearErrors('amount');
    },
    setFrequency,
  };
}

export type DonateFormState = ReturnType<typeof useDonateForm>;

/**
 * `/donate?frequency=monthly&amount=10` (the manage page's "Start a new monthly gift instead") chooses both once the
 * page is live: after the first render, so the prerendered page and the browser's first render agree.
 */
function usePreselect(
  site: SiteForm<DonateFields>,
  setPreset: (value: number | null) => void,
  setFrequency: (value: Frequency) => void,
) {
  const { search } = useLocation();
  useEffect(() => {
    const { frequency, amount } = readPreselect(search);
    if (frequency) setFrequency(frequency);
    if (amount === undefined) return;
    const preset = (GENERAL_PRESETS as readonly number[]).includes(amount);
    setPreset(preset ? amount : null);
    site.setValue('amount', preset ? '' : String(amount));
    // Only when the page opens: the donor's own choices win after that.
  }, []);
}

/**
 * The name to show follows the donor's name ("Amina K.") until they write their own: it changes only while it still
 * holds what was last filled in for them. (react-hook-form's isDirty was read here before, but it is not kept up to
 * date for a field nothing subscribes to, and every re-render then wiped a name the donor had typed.)
 */
function useNameToShowFollowing(site: SiteForm<DonateFields>, name: string) {
  const filledIn = useRef('');
  useEffect(() => {
    const current = site.getValues('displayName') ?? '';
    if (current !== filledIn.current) return;
    filledIn.current = firstNameAndInitial(name);
    if (current !== filledIn.current) site.setValue('displayName', filledIn.current);
  }, [name, site]);
}
