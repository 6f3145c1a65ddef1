import { MAX_DONATION_AMOUNT, MIN_DONATION_AMOUNT } from './payments';
import { STAFF_DISPLAY_NAME_MAX_LENGTH } from './staff';
import { STAFF_NOTE_MAX_LENGTH } from './staff-engage';
import { requiredMessage, type FieldRule } from './field-rules';

/** Each form's rules, read by the browser and by the API's DTOs; how a rule is checked is in field-rules.ts. */

const EMAIL_RULE: FieldRule = { label: 'Email', required: true, email: true, maxLength: 255 };

/** Longest contact message accepted: a long letter, far inside the 100 KB body limit and the TEXT column. */
export const CONTACT_MESSAGE_MAX = 5000;

/** POST /api/contact */
export const contactMessageRules = {
  name: { label: 'Name', required: true, maxLength: 255 },
  email: EMAIL_RULE,
  subject: { label: 'Subject', required: true, maxLength: 255 },
  message: { label: 'Message', required: true, maxLength: CONTACT_MESSAGE_MAX },
} as const satisfies Record<string, FieldRule>;

export const NEWSLETTER_CONSENT_MESSAGE = 'You must consent to receive our newsletter';

/** POST /api/newsletter/subscribe (the visible fields). */
export const newsletterRules = {
  email: EMAIL_RULE,
  firstName: { label: 'First name', maxLength: 100 },
  lastName: { label: 'Last name', maxLength: 100 },
  consentGiven: { label: 'Consent', mustAccept: NEWSLETTER_CONSENT_MESSAGE },
} as const satisfies Record<string, FieldRule>;

/** POST /api/staff/session */
export const staffSignInRules = {
  username: { label: 'Username', required: true, maxLength: 255, requiredMessage: 'Enter your username' },
  password: { label: 'Password', required: true, requiredMessage: 'Enter your password' },
  code: { label: 'Authenticator code', required: false, maxLength: 40 },
} as const satisfies Record<string, FieldRule>;

/** The one code that confirms a new authenticator (POST /api/staff/enrolment/confirm). */
export const staffEnrolmentRules = {
  code: {
    label: 'Code from your authenticator app',
    required: true,
    maxLength: 40,
    requiredMessage: 'Enter the 6-digit code your authenticator app shows',
  },
} as const satisfies Record<string, FieldRule>;

/** POST /api/staff/users/:id/second-factor/reset: the note the audit log keeps. */
export const staffSecondFactorResetRules = {
  note: {
    label: 'Why it is being reset',
    required: true,
    maxLength: 500,
    requiredMessage: 'Say why, for the audit log (for example, “lost phone, checked in person”)',
  },
} as const satisfies Record<string, FieldRule>;

/** Volunteer free-text answers (TEXT columns): generous, but well inside the 100 KB body limit together. */
export const SHORT_ANSWER_MAX = 2000;
export const LONG_ANSWER_MAX = 5000;

/** POST /api/volunteers: the text fields (lengths are the volunteers columns'); province, date of birth and the boxes are checked apart. */
export const volunteerApplicationRules = {
  firstName: { label: 'First name', required: true, maxLength: 100 },
  lastName: { label: 'Last name', required: true, maxLength: 100 },
  email: EMAIL_RULE,
  phone: { label: 'Phone', required: true, maxLength: 50 },
  dateOfBirth: { label: 'Date of birth', required: true },
  occupation: { label: 'Occupation', required: true, maxLength: 255 },
  address: { label: 'Address', required: true, maxLength: 255 },
  city: { label: 'City', required: true, maxLength: 100 },
  postalCode: { label: 'Postal code', required: true, maxLength: 20 },
  skills: { label: 'Skills', required: true, maxLength: SHORT_ANSWER_MAX },
  interests: { label: 'Areas of interest', required: true, maxLength: SHORT_ANSWER_MAX },
  availability: { label: 'Availability', required: true, maxLength: SHORT_ANSWER_MAX },
  experience: { label: 'Previous experience', maxLength: LONG_ANSWER_MAX },
  motivation: { label: 'Motivation', required: true, maxLength: LONG_ANSWER_MAX },
  emergencyContactName: { label: 'Emergency contact name', required: true, maxLength: 255 },
  emergencyContactPhone: { label: 'Emergency contact phone', required: true, maxLength: 50 },
  emergencyContactRelation: { label: 'Emergency contact relationship', required: true, maxLength: 100 },
  province: { label: 'Province' },
  agreesToTerms: { label: 'Terms' },
} as const satisfies Record<string, FieldRule>;

/** PATCH /api/staff/volunteers/:id: staff's private note (blank clears it). */
export const staffNoteRules = {
  staffNote: { label: 'Staff note', maxLength: STAFF_NOTE_MAX_LENGTH },
} as const satisfies Record<string, FieldRule>;

/** POST /api/staff/users: the shared part (username and password have the console's own checks and the API's policy). */
export const staffUserRules = {
  displayName: {
    label: 'Display name',
    required: true,
    maxLength: STAFF_DISPLAY_NAME_MAX_LENGTH,
    requiredMessage: 'Enter the name colleagues know them by',
  },
} as const satisfies Record<string, FieldRule>;

/** A gift's amount in pounds: from `min` to `max`, at most `decimals` decimal places. */
export type AmountRule = { label: string; min: number; max: number; decimals: number };

/** POST /paypal/order and /paypal/subscription: the amount (spec §5, £1 to £50,000, whole pence). */
export const donationAmountRule = {
  label: 'amount',
  min: MIN_DONATION_AMOUNT,
  max: MAX_DONATION_AMOUNT,
  decimals: 2,
} as const satisfies AmountRule;

/** RFC 5321's limit on a forward path. */
export const DONOR_EMAIL_MAX_LENGTH = 254;

/** POST /paypal/order and /paypal/subscription: the donor (the email is optional to the API; blank means none). */
export const donationRules = {
  donorEmail: { label: 'Email', email: true, maxLength: DONOR_EMAIL_MAX_LENGTH },
  donorName: { label: 'Name', maxLength: 255 },
} as const satisfies Record<string, FieldRule>;

const pounds = (value: number) => `£${value.toLocaleString('en-GB')}`;

/**
 * Why a donation amount is refused, or null when it is fine: a JSON number (not a string, not NaN or Infinity),
 * from the rule's min to its max, with at most its decimals. The decimals are read from the number's shortest
 * decimal form, so there is no float tolerance to get wrong: 10.1 passes, 10.001 does not.
 */
export function donationAmountProblem(value: unknown, rule: AmountRule = donationAmountRule): string | null {
  if (value === undefined || value === null) return requiredMessage(rule.label);
  if (typeof value !== 'number' || !Number.isFinite(value))
    return `${rule.label} must be a number of pounds, e.g. 25 or 25.50`;
  if (value < rule.min) return `${rule.label} must be at least ${pounds(rule.min)}`;
  if (value > rule.max)
    return `${rule.label} must be at most ${pounds(rule.max)}; for a larger gift please give by bank transfer`;
  if (!new RegExp(`^\\d+(\\.\\d{1,${rule.decimals}})?$`).test(String(value)))
    return `${rule.label} must have at most ${rule.decimals === 2 ? 'two' : rule.decimals} decimal places`;
  return null;
}
