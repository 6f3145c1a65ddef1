import { STAFF_NOTE_MAX_LENGTH, POSTCODE_INVALID_MESSAGE, giftAidRules, normaliseUkPostcode, type FieldRule } from '@solar/shared-contracts';

/** Why staff recorded a change or a cancellation: HMRC's audit trail wants the reason beside the record. */
export const staffNoteRule = { label: 'Staff note', required: true, maxLength: STAFF_NOTE_MAX_LENGTH } as const satisfies FieldRule;

export const changeRules = { ...giftAidRules, staffNote: staffNoteRule } as const;

/** The postcode must be a UK one; it is saved in capitals with one space (normaliseUkPostcode). */
export const postcodeCheck = (value: unknown) => (typeof value === 'string' && value.trim() && normaliseUkPostcode(value) === null ? POSTCODE_INVALID_MESSAGE : undefined);
