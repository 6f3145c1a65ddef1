/**
 * Gift Aid (issue 13): the declaration a UK taxpayer makes on the donate pages, the audit trail the API keeps,
 * and the claim the charity exports for HMRC's Charities Online schedule. The donate forms and the API's DTOs
 * read the same rules, and the back office reads the same types.
 */
import type { FieldRule } from './field-rules';
import type { DatedPageQuery } from './staff';

/** Basic-rate relief: HMRC repays 25p on every £1 given by a UK taxpayer with a declaration. */
export const GIFT_AID_RATE = 0.25;

/** What a gift is worth to the charity with Gift Aid, in pence-exact pounds (50 → 62.5). */
export function withGiftAid(amount: number): number {
  return Math.round(amount * (1 + GIFT_AID_RATE) * 100) / 100;
}

/**
 * The version of the declaration's wording shown on the donate pages. Stored with every declaration, so the
 * charity can show HMRC exactly what a donor agreed to; change it whenever the wording changes.
 */
export const GIFT_AID_WORDING_VERSION = '2026-11-23';

/** this-gift: only the gift being made; enduring: this gift, gifts of the last four years, and future gifts until cancelled. */
export const GIFT_AID_SCOPES = ['this-gift', 'enduring'] as const;
export type GiftAidScope = (typeof GIFT_AID_SCOPES)[number];

/**
 * The declaration, HMRC's model wording in the charity's words. Every statement is shown beside the box; the
 * scope sentence depends on the donor's choice.
 */
export const GIFT_AID_STATEMENTS = {
  taxpayer: 'I am a UK taxpayer and I want From Sun to Sanctuary to claim Gift Aid on my gift.',
  shortfall:
    'I understand that if I pay less Income Tax and/or Capital Gains Tax in the current tax year than the amount of Gift Aid claimed on all my donations, it is my responsibility to pay any difference.',
  otherTaxes: 'Other taxes, such as VAT and Council Tax, do not count.',
  rate: 'From Sun to Sanctuary will reclaim 25p of tax on every £1 I give.',
  scope: {
    'this-gift': 'This declaration covers this gift only.',
    enduring:
      'This declaration covers this gift, any gifts I have made in the last four years, and all gifts I make in future until I tell you otherwise.',
  },
  changes:
    'I will tell From Sun to Sanctuary if I want to cancel this declaration, or if I change my name or home address, or no longer pay enough tax.',
} as const satisfies { scope: Record<GiftAidScope, string> } & Record<string, unknown>;

/** HMRC's schedule limits: title 4, first and last name 35 each; house name or number kept to 40. */
export const GIFT_AID_TITLE_MAX = 4;
export const GIFT_AID_NAME_MAX = 35;
export const GIFT_AID_HOUSE_MAX = 40;

export const giftAidRules = {
  title: { label: 'Title', maxLength: GIFT_AID_TITLE_MAX },
  firstName: { label: 'First name', required: true, maxLength: GIFT_AID_NAME_MAX },
  lastName: { label: 'Last name', required: true, maxLength: GIFT_AID_NAME_MAX },
  houseNameOrNumber: { label: 'House name or number', required: true, maxLength: GIFT_AID_HOUSE_MAX },
  postcode: { label: 'Postcode', required: true, maxLength: 10 },
} as const satisfies Record<string, FieldRule>;

export const POSTCODE_INVALID_MESSAGE = 'Please enter a UK postcode, for example B3 2RT';
/** The API's 400 when the page showed an older (or unknown) GIFT_AID_WORDING_VERSION. */
export const GIFT_AID_WORDING_CHANGED_MESSAGE = 'The Gift Aid wording has changed, please reload the page';
export const GIFT_AID_CONFIRM_MESSAGE = 'Please confirm the Gift Aid declaration';
export const GIFT_AID_POUNDS_ONLY_MESSAGE = 'Gift Aid can only be added to gifts in pounds';
export const NOT_UK_MESSAGE =
  'Gift Aid applies only to UK taxpayers with a UK home address, so it cannot be added to this gift.';

/** A UK postcode (outward code, space optional, inward code), and the special GIR 0AA. */
const UK_POSTCODE = /^(GIR ?0AA|[A-PR-UWYZ][A-HK-Y]?[0-9][0-9A-HJKMNPR-Y]? ?[0-9][ABD-HJLNP-UW-Z]{2})$/;

/** The postcode in capitals with one space before the inward code ("b32rt" → "B3 2RT"), or null when it is not a UK postcode. */
export function normaliseUkPostcode(value: string): string | null {
  const compact = value.replace(/\s+/g, '').toUpperCase();
  if (!UK_POSTCODE.test(compact)) return null;
  return `${compact.slice(0, -3)} ${compact.slice(-3)}`;
}

/** Part of POST /paypal/order and POST /api/subscription when the donor ticks Gift Aid (gifts in pounds only). */
export type GiftAidDeclarationRequest = {
  /** Must be true: the donor confirmed every statement of GIFT_AID_STATEMENTS. */
  confirmed: true;
  scope: GiftAidScope;
  /** The GIFT_AID_WORDING_VERSION the page showed; the API refuses one it does not know. */
  wordingVersion: string;
  title?: string;
  firstName: string;
  lastName: string;
  houseNameOrNumber: string;
  postcode: string;
};

export type GiftAidDeclarationStatus = 'active' | 'cancelled';

/** GET /api/staff/gift-aid/declarations: the audit trail of one declaration. */
export type StaffGiftAidDeclaration = {
  id: number;
  title: string | null;
  firstName: string;
  lastName: string;
  houseNameOrNumber: string;
  postcode: string;
  donorEmail: string | null;
  scope: GiftAidScope;
  wordingVersion: string;
  declaredAt: string;
  cancelledAt: string | null;
  /** Why staff cancelled it, or which change they recorded. */
  staffNote: string | null;
  donationCount: number;
};

export type GiftAidDeclarationListQuery = DatedPageQuery & { status?: GiftAidDeclarationStatus };

/** PATCH /api/staff/gift-aid/declarations/:id: a change of name or address the donor reported, or a cancellation. */
export type UpdateGiftAidDeclarationRequest = {
  title?: string | null;
  firstName?: string;
  lastName?: string;
  houseNameOrNumber?: string;
  postcode?: string;
  /** Cancels the declaration from now (gifts already made under it stay covered). */
  cancel?: boolean;
  staffNote?: string;
};

/** HMRC's Charities Online schedule: 1,000 donation lines a schedule; a claim with more is split into several files. */
export const GIFT_AID_SCHEDULE_ROW_LIMIT = 1000;
/** Aggregated lines: at most £1,000 on one line. */
export const GIFT_AID_AGGREGATE_LINE_MAX = 1000;
/** Gifts below this many pounds may be aggregated (gov.uk, November 2025: "under £30"); the API's setting overrides it. */
export const GIFT_AID_AGGREGATE_BELOW_DEFAULT = 30;
export const GIFT_AID_AGGREGATE_DESCRIPTION_MAX = 35;

/** The schedule's columns, in HMRC's order. */
export const GIFT_AID_SCHEDULE_COLUMNS = [
  'Title',
  'First name or initial',
  'Last name',
  'House name or number',
  'Postcode',
  'Aggregated donations',
  'Sponsored event',
  'Donation date',
  'Amount',
] as const;

/** One line of the schedule, as written to the file (blank cells are empty strings). */
export type GiftAidScheduleRow = {
  title: string;
  firstName: string;
  lastName: string;
  houseNameOrNumber: string;
  postcode: string;
  aggregatedDonations: string;
  sponsoredEvent: string;
  /** DD/MM/YY */
  donationDate: string;
  /** Two decimals, no £: "200.00". */
  amount: string;
};

/** GET /api/staff/gift-aid/eligible?from=YYYY-MM-DD&to=YYYY-MM-DD: donations that can be claimed now. */
export type GiftAidEligibleQuery = { from: string; to: string };

export type GiftAidEligibleDonation = {
  donationId: number;
  declarationId: number;
  donorName: string;
  amount: number;
  giftAid: number;
  paidAt: string;
  monthly: boolean;
};

export type GiftAidEligibleResponse = {
  from: string;
  to: string;
  donations: GiftAidEligibleDonation[];
  total: number;
  giftAidTotal: number;
  /** Gifts refunded after they were claimed: an adjustment to make in the next claim. */
  adjustments: GiftAidAdjustment[];
};

export type GiftAidAdjustment = {
  donationId: number;
  claimReference: string;
  amount: number;
  giftAid: number;
  refundedAt: string | null;
};

/** POST /api/staff/gift-aid/claims (admins): claims every eligible donation of the period and returns the claim. */
export type CreateGiftAidClaimRequest = {
  from: string;
  to: string;
  /** Put gifts below the threshold on aggregated lines. */
  aggregateSmallGifts: boolean;
  /** The aggregated lines' description (35 characters at most), e.g. "Online gifts under £30". */
  aggregateDescription?: string;
};

export type GiftAidClaim = {
  id: number;
  /** e.g. GA-2026-0001, written on the claimed donations. */
  reference: string;
  from: string;
  to: string;
  donationCount: number;
  total: number;
  giftAidTotal: number;
  /** How many schedule files the claim needs (GIFT_AID_SCHEDULE_ROW_LIMIT lines each). */
  fileCount: number;
  /** Schedule lines across all its files (fewer than donationCount when small gifts were aggregated). */
  lineCount: number;
  /** Gifts of earlier claims refunded since, reported with this claim: enter adjustmentGiftAid in Charities Online's adjustment box. */
  adjustmentCount: number;
  /** The Gift Aid already received on those gifts, to pay back (deducted from this claim). */
  adjustmentGiftAid: number;
  createdAt: string;
  createdBy: string | null;
};

/**
 * Files of a claim: GET /api/staff/gift-aid/claims/:id/schedule-<n>.csv and .ods (n from 1 to fileCount).
 */
export const giftAidSchedulePath = (claimId: number, file: number, format: 'csv' | 'ods'): string =>
  `/api/staff/gift-aid/claims/${claimId}/schedule-${file}.${format}`;
