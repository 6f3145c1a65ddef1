import {
  POSTCODE_INVALID_MESSAGE,
  giftAidRules,
  normaliseUkPostcode,
  staffNoteRules,
  type FieldRule,
} from '@solar/shared-contracts';

/** Why staff recorded a change or a cancellation: HMRC's audit trail wants how the donor told the charity, so the API requires it. */
export const staffNoteRule = { ...staffNoteRules.staffNote, required: true } as const satisfies FieldRule;

export const changeRules = { ...giftAidRules, staffNote: staffNoteRule } as const;

/** The postcode must be a UK one; it is saved in capitals with one space (normaliseUkPostcode). */
export const postcodeCheck = (value: unknown) =>
  typeof value === 'string' && value.trim() && normaliseUkPostcode(value) === null
    ? POSTCODE_INVALID_MESSAGE
    : undefined;
