import {
  checkField,
  GIFT_AID_WORDING_VERSION,
  giftAidRules,
  normaliseUkPostcode,
  POSTCODE_INVALID_MESSAGE,
  type GiftAidDeclarationRequest,
  type GiftAidScope,
} from '@solar/shared-contracts';

/**
 * "This gift only" until the donor widens it: the box says "add Gift Aid to my gift", so the declaration a donor
 * makes without reading further is exactly that; covering four past years and every future gift is a choice they
 * make on purpose. A monthly gift's declaration covers each of its payments either way.
 */
export const DEFAULT_GIFT_AID_SCOPE: GiftAidScope = 'this-gift';

/** The donor's details for HMRC, named as GiftAidDeclarationRequest names them (so a 400's giftAid.* messages land beside them). */
export type GiftAidFields = {
  title: string;
  firstName: string;
  lastName: string;
  houseNameOrNumber: string;
  postcode: string;
};

/** The Gift Aid part of a donate form, its values under `giftAid`: the box, the scope, "no UK home address" and the details. */
export type GiftAidValues = GiftAidFields & { wanted: boolean; scope: GiftAidScope; notUk: boolean };

/** A donate form that carries Gift Aid. */
export type WithGiftAid = { giftAid: GiftAidValues };

export const GIFT_AID_FIELDS = [
  'title',
  'firstName',
  'lastName',
  'houseNameOrNumber',
  'postcode',
] as const satisfies readonly (keyof GiftAidFields)[];

/** The details' paths in the donate form, in the form's order (as the API names them in a 400's fieldErrors). */
export const GIFT_AID_PATHS = GIFT_AID_FIELDS.map((field) => `giftAid.${field}` as const);

export const EMPTY_GIFT_AID: GiftAidValues = {
  wanted: false,
  scope: DEFAULT_GIFT_AID_SCOPE,
  notUk: false,
  title: '',
  firstName: '',
  lastName: '',
  houseNameOrNumber: '',
  postcode: '',
};

/** The box is ticked and the donor has a UK home address: the scope and the details are asked for. */
export const isAsking = (values: Partial<GiftAidValues> | undefined): boolean =>
  Boolean(values?.wanted && !values.notUk);

/** The postcode's message beyond the shared rule (blank and length are the rule's), or undefined when it is a UK postcode. */
export function postcodeProblem(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  return normaliseUkPostcode(value) ? undefined : POSTCODE_INVALID_MESSAGE;
}

/** The first message of one field, as the form shows it. */
export function giftAidFieldProblem(field: keyof GiftAidFields, value: unknown): string | undefined {
  return checkField(giftAidRules[field], value) ?? (field === 'postcode' ? postcodeProblem(value) : undefined);
}

/**
 * The details' checks for the form kit, by path: the contract's rules (the postcode a UK one), only while Gift Aid
 * is asked for; unticked, or with no UK home address, nothing is checked and nothing is sent.
 */
export const giftAidChecks = Object.fromEntries(
  GIFT_AID_FIELDS.map((field) => [
    `giftAid.${field}`,
    (value: unknown, values: Record<string, unknown>) =>
      isAsking(values['giftAid'] as GiftAidValues | undefined) ? giftAidFieldProblem(field, value) : undefined,
  ]),
) as Record<(typeof GIFT_AID_PATHS)[number], (value: unknown, values: Record<string, unknown>) => string | undefined>;

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

/** Where a donate form's Gift Aid stands: whether payment may go ahead, and what the request carries as `giftAid`. */
export type GiftAidStatus = {
  asking: boolean;
  /** False while a ticked declaration still has a missing or invalid field. */
  ready: boolean;
  declaration: GiftAidDeclarationRequest | undefined;
};

export function giftAidStatusOf(values: Partial<GiftAidValues> | undefined): GiftAidStatus {
  const asking = isAsking(values);
  if (!asking) return { asking, ready: true, declaration: undefined };
  const details = { ...EMPTY_GIFT_AID, ...values };
  const ready = GIFT_AID_FIELDS.every((field) => giftAidFieldProblem(field, details[field]) === undefined);
  return { asking, ready, declaration: ready ? toDeclaration(details, details.scope) : undefined };
}

/** A donate form's Gift Aid as its payment step needs it: the status, and a way to show every missing detail. */
export type GiftAidState = GiftAidStatus & {
  /** Shows every detail's message and moves focus to the first; resolves to whether all are valid. */
  revealProblems: () => Promise<boolean>;
};
