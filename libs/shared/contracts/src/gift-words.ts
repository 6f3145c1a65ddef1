import type { FieldRule } from './field-rules';

/**
 * A donor's own words on a gift (issue 28): an optional message for the project page, whether to show their name
 * (issue 33: only when they tick "Show my name on the project page"), and the name to show. Both donate forms check these before a request and the API's DTOs check the same rules,
 * so a message the form accepts is never refused by the server for another reason.
 */

/** Longest message, counted in characters as a person counts them (an emoji is one). */
export const GIFT_MESSAGE_MAX = 280;
/** Longest name to show: a first name and an initial, or a family's or group's name. */
export const DISPLAY_NAME_MAX = 60;
/** What the supporters list says instead of a name. */
export const ANONYMOUS_SUPPORTER = 'Anonymous';

export const giftWordsRules = {
  message: { label: 'Message', maxLength: GIFT_MESSAGE_MAX },
  displayName: { label: 'Name to show', maxLength: DISPLAY_NAME_MAX },
} as const satisfies Record<string, FieldRule>;

export const GIFT_MESSAGE_LINK_MESSAGE =
  'Messages cannot contain links or web addresses (such as example.org). If you meant a full stop, add a space after it.';
export const DISPLAY_NAME_LINK_MESSAGE = 'Name to show cannot contain a link or web address';
export const controlCharacterMessage = (label: string) =>
  `${label} contains a character we cannot show (a control or formatting character); please retype it`;
export const characterCountMessage = (label: string, max: number) => `${label} must be at most ${max} characters`;

/**
 * C0 and C1 control characters except the line break, and the Unicode direction overrides and isolates (they can
 * make a message read differently from what was approved).
 */
function hasControlCharacter(text: string): boolean {
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0;
    if (code === 0x0a) continue;
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return true;
    if (code === 0x200e || code === 0x200f || (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069))
      return true;
  }
  return false;
}
/**
 * A link: a scheme (http:, https:, ftp:, mailto:…), "www.", or anything shaped like a domain name (a label, a dot,
 * then two or more letters, e.g. "example.org", "bit.ly/x"). "Thank you.We" is caught too: the message asks for a
 * space after the full stop.
 */
const LINK = /(?:\b[a-z][a-z0-9+.-]*:\/\/|\bmailto:|\bwww\.|\b[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.[a-z]{2,}\b)/iu;

/** Characters as a person counts them (code points, so an emoji or an accented letter is one). */
export const characterCount = (text: string): number => [...text].length;

/** The form of a message that is checked, stored and shown: Windows line breaks made plain, then trimmed. */
export function normaliseGiftText(value: string): string {
  return value.replace(/\r\n?/g, '\n').trim();
}

function wordsProblem(
  value: unknown,
  label: string,
  max: number,
  linkMessage: string,
  singleLine: boolean,
): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') return `${label} must be text`;
  const text = normaliseGiftText(value);
  if (text === '') return undefined;
  if (characterCount(text) > max) return characterCountMessage(label, max);
  if (hasControlCharacter(text) || (singleLine && text.includes('\n'))) return controlCharacterMessage(label);
  if (LINK.test(text)) return linkMessage;
  return undefined;
}

/** Why a gift's message is refused, or undefined when it is fine (blank is fine: the message is optional). */
export function giftMessageProblem(value: unknown): string | undefined {
  return wordsProblem(value, giftWordsRules.message.label, GIFT_MESSAGE_MAX, GIFT_MESSAGE_LINK_MESSAGE, false);
}

/** Why a name to show is refused, or undefined when it is fine (blank means "first name and initial"). */
export function displayNameProblem(value: unknown): string | undefined {
  return wordsProblem(value, giftWordsRules.displayName.label, DISPLAY_NAME_MAX, DISPLAY_NAME_LINK_MESSAGE, true);
}

/** The default name to show: "Amina Khan" → "Amina K.", "Amina" → "Amina", blank → "". */
export function firstNameAndInitial(fullName: string | null | undefined): string {
  const parts = (fullName ?? '').trim().split(/\s+/).filter(Boolean);
  const [first, ...rest] = parts;
  if (!first) return '';
  const last = rest.at(-1);
  const initial = last ? ` ${[...last][0]?.toUpperCase()}.` : '';
  return [...`${first}${initial}`].slice(0, DISPLAY_NAME_MAX).join('');
}

/** The optional words every gift may carry (POST /paypal/order and POST /api/subscription). */
export type GiftWords = {
  /** Up to GIFT_MESSAGE_MAX characters, no links, no control characters; shown only once staff approve it. */
  message?: string;
  /**
   * "Show my name on the project page", unticked unless the donor ticks it: without it the supporters list says
   * "Anonymous" and no name is stored to show. With it, the name shows once staff approve it (decision 066).
   */
  showName?: boolean;
  /**
   * The name to show, read only with showName; blank means the first name and initial of donorName (or, when the
   * donor ticked showName, of the PayPal account).
   */
  displayName?: string;
};
