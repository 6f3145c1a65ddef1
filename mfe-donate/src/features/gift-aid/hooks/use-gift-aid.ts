import { useRef, useState } from 'react';
import type { GiftAidDeclarationRequest, GiftAidScope } from '@solar/shared-contracts';
import type { GiftAidFields } from './gift-aid-declaration';

/**
 * "This gift only" until the donor widens it: the box says "add Gift Aid to my gift", so the declaration a donor
 * makes without reading further is exactly that; covering four past years and every future gift is a choice they
 * make on purpose. A monthly gift's declaration covers each of its payments either way.
 */
export const DEFAULT_GIFT_AID_SCOPE: GiftAidScope = 'this-gift';

/** What the name and address fields (loaded once the box is ticked) report: whether they are complete, and the declaration. */
export type GiftAidEntry = {
  ready: boolean;
  declaration?: GiftAidDeclarationRequest;
  revealProblems: () => Promise<boolean>;
  showServerErrors: (error: unknown, focus?: boolean) => boolean;
};

/** Ticked, with the fields not reported yet: not ready, nothing to send. */
export const PENDING_ENTRY: GiftAidEntry = {
  ready: false,
  revealProblems: async () => false,
  showServerErrors: () => false,
};

/**
 * Gift Aid on a donate form: the box, the declaration's scope and "no UK home address" here; the name and address
 * fields (gift-aid-details, on the form kit) report their state through `setEntry`. The request carries
 * `declaration` only when the box is ticked, the donor has a UK home address and every field is valid; `ready` is
 * false while a ticked declaration is incomplete, so the form holds back its payment buttons.
 */
export function useGiftAid() {
  const [wanted, setWanted] = useState(false);
  const [scope, setScope] = useState<GiftAidScope>(DEFAULT_GIFT_AID_SCOPE);
  const [notUk, setNotUk] = useState(false);
  const [entry, setEntry] = useState<GiftAidEntry>(PENDING_ENTRY);
  /** The fields' values while the box is unticked, so ticking it again brings them back. */
  const saved = useRef<GiftAidFields | null>(null);
  const asking = wanted && !notUk;

  return {
    wanted,
    scope,
    notUk,
    /** The box is ticked and the donor has a UK home address: the scope and the fields are shown. */
    asking,
    /** False while a ticked declaration still has a missing or invalid field. */
    ready: !asking || entry.ready,
    /** What POST /paypal/order or /api/subscription carries as `giftAid`, or undefined. */
    declaration: asking ? entry.declaration : undefined,
    setWanted,
    setScope,
    setNotUk,
    /** The fields' last report (a new object whenever it changes). */
    entry,
    setEntry,
    saved,
    /** Shows every field's message and moves focus to the first; resolves to whether all are valid. */
    revealProblems: () => (asking ? entry.revealProblems() : Promise.resolve(true)),
    /** A 400's giftAid.* field messages beside their fields (focus to the first when `focus`); false when none applied. */
    showServerErrors: (error: unknown, focus = true) => asking && entry.showServerErrors(error, focus),
  };
}

export type GiftAidState = ReturnType<typeof useGiftAid>;
