import { firstNameAndInitial, type GiftWords } from '@solar/shared-contracts';

/** What a gift stores of its donor's words: the message waits for staff, the name to show defaults to "Amina K.". */
export type StoredGiftWords = {
  message: string | null;
  messageStatus: 'pending' | null;
  isAnonymous: boolean;
  displayName: string | null;
};

export function storedGiftWords(words: GiftWords & { donorName?: string | null }): StoredGiftWords {
  const message = words.message ?? null;
  return {
    message,
    messageStatus: message ? 'pending' : null,
    isAnonymous: words.isAnonymous === true,
    displayName: words.displayName ?? (firstNameAndInitial(words.donorName) || null),
  };
}
