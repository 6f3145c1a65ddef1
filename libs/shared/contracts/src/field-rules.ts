/**
 * Validation rules every form shares with the API (issue 11): the browser checks them before a request,
 * and the API's DTOs read the same labels, lengths and messages, so the two cannot drift apart.
 */

/** One field's rules. `label` names the field in its messages ("Email is required"). */
export type FieldRule = {
  label: string;
  required?: boolean;
  maxLength?: number;
  /** Checked as an email address (a@b.c), with EMAIL_INVALID_MESSAGE. */
  email?: boolean;
  /** Said instead of "<label> is required" when the field is blank. */
  requiredMessage?: string;
  /** A box that must be ticked: this is the message when it is not. */
  mustAccept?: string;
};

export type FormRules<T> = { readonly [K in keyof T]?: FieldRule };

export const EMAIL_INVALID_MESSAGE = 'Please enter a valid email address';

/** A loose browser check; the API's IsEmail is the strict one. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const requiredMessage = (label: string): string => `${label} is required`;
export const maxLengthMessage = (label: string, max: number): string => `${label} must be at most ${max} characters`;
export const textTypeMessage = (label: string): string => `${label} must be text`;

/** The first broken rule's message for a value, or undefined when it passes (text fields are trimmed first). */
export function checkField(rule: FieldRule, value: unknown): string | undefined {
  if (rule.mustAccept !== undefined) return value === true ? undefined : rule.mustAccept;
  const text = typeof value === 'string' ? value.trim() : value;
  if (text === undefined || text === null || text === '')
    return rule.required ? (rule.requiredMessage ?? requiredMessage(rule.label)) : undefined;
  if (typeof text !== 'string') return undefined;
  if (rule.email && !EMAIL_PATTERN.test(text)) return EMAIL_INVALID_MESSAGE;
  if (rule.maxLength !== undefined && text.length > rule.maxLength) return maxLengthMessage(rule.label, rule.maxLength);
  return undefined;
}
