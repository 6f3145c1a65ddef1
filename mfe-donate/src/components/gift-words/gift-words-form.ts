import {
  characterCount,
  displayNameProblem,
  giftMessageProblem,
  giftWordsRules,
  GIFT_MESSAGE_MAX,
  type GiftWords,
} from '@solar/shared-contracts';

/** The three fields both donate forms add (issue 28), named as the API names them. */
export type GiftWordsFields = { message: string; displayName: string; showName: boolean };

/** "Show my name on the project page" starts unticked: a name shows only by the donor's choice (decision 066). */
export const EMPTY_GIFT_WORDS: GiftWordsFields = { message: '', displayName: '', showName: false };

/** The shared rules' labels, so a 400's messages land beside these fields. */
export const giftWordsFormRules = {
  message: { label: giftWordsRules.message.label },
  displayName: { label: giftWordsRules.displayName.label },
  showName: { label: 'Show my name' },
} as const;

/** The same checks as the API's DTOs (libs/shared/contracts gift-words.ts). */
export const giftWordsChecks = {
  message: (value: unknown) => giftMessageProblem(value),
  displayName: (value: unknown) => displayNameProblem(value),
};

/** Characters left of the message's allowance (negative when over). */
export const charactersLeft = (message: string): number => GIFT_MESSAGE_MAX - characterCount(message.trim());

/** What a request carries of the donor's words: only what was given, and a name only when they chose to show one. */
export function giftWordsRequest(fields: Partial<GiftWordsFields>): GiftWords {
  const message = fields.message?.trim();
  const displayName = fields.displayName?.trim();
  return {
    ...(message ? { message } : {}),
    ...(fields.showName ? { showName: true, ...(displayName ? { displayName } : {}) } : {}),
  };
}
