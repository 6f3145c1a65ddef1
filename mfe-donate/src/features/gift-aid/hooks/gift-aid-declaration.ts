import {
  checkField,
  GIFT_AID_WORDING_VERSION,
  giftAidRules,
  normaliseUkPostcode,
  POSTCODE_INVALID_MESSAGE,
  type GiftAidDeclarationRequest,
  type GiftAidScope,
} from '@solar/shared-contracts';

/** The donor's details for HMRC, named as GiftAidDeclarationRequest names them (so a 400's giftAid.* messages land beside them). */
export type GiftAidFields = {
  title: string;
  firstName: string;
  lastName: string;
  houseNameOrNumber: string;
  postcode: string;
};

export const GIFT_AID_FIELDS = [
  'title',
  'firstName',
  'lastName',
  'houseNameOrNumber',
  'postcode',
] as const satisfies readonly (keyof GiftAidFields)[];

export const EMPTY_GIFT_AID_FIELDS: GiftAidFields = {
  title: '',
  firstName: '',
  lastName: '',
  houseNameOrNumber: '',
  postcode: '',
};

/** The postcode's message beyond the shared rule (blank and length are the rule's), or undefined when it is a UK postcode. */
export function postcodeProblem(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  return normaliseUkPostcode(value) ? undefined : POSTCODE_INVALID_MESSAGE;
}

/** The first message of one field, as the form shows it. */
export function giftAidFieldProblem(field: keyof GiftAidFields, value: unknown): string | undefined {
  return checkField(giftAidRules[field], value) ?? (field === 'postcode' ? postcodeProblem(value) : undefined);
}

/** Whether every field passes the contract's rules (the postcode a UK one). */
export function giftAidFieldsValid(values: Partial<GiftAidFields>): boolean {
  return GIFT_AID_FIELDS.every((field) => giftAidFieldProblem(field, values[field] ?? '') === undefined);
}

/** The declaration the request carries: trimmed, the postcode normalised, a blank title left out. Assumes valid fields. */
export function toDeclaration(values: GiftAidFields, scope: GiftAidScope): GiftAidDeclarationRequest {
  const title = values.title.trim();
  return {
    confirmed: true,
    scope,
    wordingVersion: GIFT_AID_WORDING_VERSION,
    ...(title ? { title } : {}),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    houseNameOrNumber: values.houseNameOrNumber.trim(),
    postcode: normaliseUkPostcode(values.postcode) ?? values.postcode.trim(),
  };
}
