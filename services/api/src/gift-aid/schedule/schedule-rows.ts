import {
  GIFT_AID_AGGREGATE_DESCRIPTION_MAX,
  GIFT_AID_AGGREGATE_LINE_MAX,
  GIFT_AID_NAME_MAX,
  GIFT_AID_SCHEDULE_ROW_LIMIT,
  GIFT_AID_TITLE_MAX,
  type GiftAidScheduleRow,
} from '@solar/shared-contracts';
import { scheduleDate } from './uk-time';

/** One claimable gift with its declaration's donor details, as the eligibility query reads it. */
export type ScheduleGift = {
  donationId: number;
  title: string | null;
  firstName: string;
  lastName: string;
  houseNameOrNumber: string;
  postcode: string;
  /** Pounds, as stored (two decimals). */
  amount: number;
  /** Epoch ms. */
  paidAt: number;
};

/** Aggregate gifts below `belowPounds` on lines described by `description` (35 characters at most). */
export type AggregateOptions = { belowPounds: number; description: string };

const pence = (pounds: number) => Math.round(pounds * 100);
const poundsText = (amountInPence: number) =>
  `${Math.floor(amountInPence / 100)}.${String(amountInPence % 100).padStart(2, '0')}`;
const cut = (text: string, max: number) => text.trim().slice(0, max).trim();

/** Oldest first, then by donation id, so the same gifts always give the same lines. */
const byDate = (a: ScheduleGift, b: ScheduleGift) => a.paidAt - b.paidAt || a.donationId - b.donationId;

/** HMRC asks for a double-barrelled surname with a space where the hyphen was. */
export function scheduleLastName(lastName: string): string {
  return cut(lastName.replace(/[-\u2010\u2011\u2013]+/g, ' ').replace(/\s+/g, ' '), GIFT_AID_NAME_MAX);
}

function donorLine(gift: ScheduleGift): GiftAidScheduleRow {
  return {
    title: cut(gift.title ?? '', GIFT_AID_TITLE_MAX),
    firstName: cut(gift.firstName, GIFT_AID_NAME_MAX),
    lastName: scheduleLastName(gift.lastName),
    houseNameOrNumber: gift.houseNameOrNumber.trim(),
    postcode: gift.postcode,
    aggregatedDonations: '',
    sponsoredEvent: '',
    donationDate: scheduleDate(gift.paidAt),
    amount: poundsText(pence(gift.amount)),
  };
}

function aggregatedLine(description: string, latestPaidAt: number, totalPence: number): GiftAidScheduleRow {
  return {
    title: '',
    firstName: '',
    lastName: '',
    houseNameOrNumber: '',
    postcode: '',
    aggregatedDonations: cut(description, GIFT_AID_AGGREGATE_DESCRIPTION_MAX),
    sponsoredEvent: '',
    donationDate: scheduleDate(latestPaidAt),
    amount: poundsText(totalPence),
  };
}

/**
 * The schedule's lines: one per gift, oldest first; with `aggregate`, gifts below its threshold follow as
 * aggregated lines (no donor details, the latest gift's date, the line's total), each at most £1,000: a gift
 * that would take a line over starts the next one.
 */
export function buildScheduleRows(gifts: readonly ScheduleGift[], aggregate?: AggregateOptions): GiftAidScheduleRow[] {
  const sorted = [...gifts].sort(byDate);
  if (!aggregate) return sorted.map(donorLine);
  const belowPence = pence(aggregate.belowPounds);
  const small = sorted.filter((gift) => pence(gift.amount) < belowPence);
  const lines = sorted.filter((gift) => pence(gift.amount) >= belowPence).map(donorLine);
  const linePence = pence(GIFT_AID_AGGREGATE_LINE_MAX);
  let total = 0;
  let latest = 0;
  for (const gift of small) {
    const amount = pence(gift.amount);
    if (total > 0 && total + amount > linePence) {
      lines.push(aggregatedLine(aggregate.description, latest, total));
      total = 0;
      latest = 0;
    }
    total += amount;
    latest = Math.max(latest, gift.paidAt);
  }
  if (total > 0) lines.push(aggregatedLine(aggregate.description, latest, total));
  return lines;
}

/** Lines into files of at most `limit` lines each (HMRC's row limit for one schedule). */
export function splitIntoFiles<T>(rows: readonly T[], limit = GIFT_AID_SCHEDULE_ROW_LIMIT): T[][] {
  const files: T[][] = [];
  for (let start = 0; start < rows.length; start += limit) files.push(rows.slice(start, start + limit));
  return files;
}

/** How many files a claim of `lineCount` lines needs. */
export const fileCountOf = (lineCount: number, limit = GIFT_AID_SCHEDULE_ROW_LIMIT) => Math.ceil(lineCount / limit);
