import { firstNameAndInitial, type GiftWords } from '@solar/shared-contracts';

/**
 * What a gift stores of its donor's words: the message waits for staff; a name is kept only when the donor ticked
 * "Show my name on the project page" (their own, else "Amina K."), and it waits for staff too (decision 066).
 */
export type StoredGiftWords = {
  message: string | null;
  messageStatus: 'pending' | null;
  isAnonymous: boolean;
  displayName: string | null;
  nameStatus: 'pending' | null;
};

export function storedGiftWords(words: GiftWords & { donorName?: string | null }): StoredGiftWords {
  const message = words.message ?? null;
  const showName = words.showName === true;
  const displayName = showName ? (words.displayName ?? (firstNameAndInitial(words.donorName) || null)) : null;
  return {
    message,
    messageStatus: message ? 'pending' : null,
    isAnonymous: !showName,
    displayName,
    nameStatus: displayName ? 'pending' : null,
  };
}

/**
 * A gift's name at capture: when the donor chose to show a name but gave none, the PayPal account's "Amina K.",
 * waiting for staff. Without that choice PayPal's name is never kept to show.
 */
export function nameAtCapture(
  gift: { isAnonymous: boolean; displayName: string | null; nameStatus: string | null },
  payerName: string | null | undefined,
): { displayName: string | null; nameStatus: string | null } {
  if (gift.isAnonymous) return { displayName: null, nameStatus: null };
  const displayName = gift.displayName ?? (firstNameAndInitial(payerName) || null);
  return { displayName, nameStatus: displayName ? (gift.nameStatus ?? 'pending') : null };
}
