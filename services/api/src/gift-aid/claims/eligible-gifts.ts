import { GIFT_AID_RATE } from '@solar/shared-contracts';
import type { EntityManager, SelectQueryBuilder } from 'typeorm';
import { Donation } from '../../payments/donation.entity';
import { SUBSCRIPTION_PAYMENT_METHOD } from '../../webhooks/subscription-payments.service';
import { GiftAidClaimRecord } from '../gift-aid-claim.entity';
import { GiftAidDeclaration } from '../../gift-aid-declarations/gift-aid-declaration.entity';
import type { ScheduleGift } from '../schedule/schedule-rows';
import { ukDayEnd, ukDayStart } from '../schedule/uk-time';

/** An enduring declaration also covers the donor's gifts of the four years before it (when they are linked to it). */
const FOUR_YEARS_MS = 1461 * 24 * 60 * 60 * 1000;

/**
 * A join condition (aliases `donation` and `declaration`): the declaration linked to the gift covers its payment. It
 * was not cancelled before the payment, and an enduring one was made at most four years after it (a this-gift one
 * covers the gift it was made with). The claim and the donor's giving statement use this one rule.
 */
export const DECLARATION_COVERS_GIFT =
  'declaration.id = donation.giftAidDeclarationId' +
  ' AND (declaration.cancelledAt IS NULL OR declaration.cancelledAt > donation.paidAt)' +
  ' AND (declaration.scope = :thisGift OR donation.paidAt >= declaration.declaredAt - :fourYears)';
export const DECLARATION_COVERS_GIFT_PARAMETERS = { thisGift: 'this-gift', fourYears: FOUR_YEARS_MS };

export type EligibleGift = ScheduleGift & { declarationId: number; monthly: boolean };
export type PendingAdjustment = { donationId: number; claimReference: string; amount: number };

type EligibleRow = {
  donationId: number | string;
  amount: number | string;
  paidAt: number | string;
  paymentMethod: string;
  declarationId: number | string;
  title: string | null;
  firstName: string;
  lastName: string;
  houseNameOrNumber: string;
  postcode: string;
};

/** MySQL's row locks; SQLite's transactions take turns already (database/serialised-sqlite.ts). */
function lockedOnMysql<T extends object>(
  query: SelectQueryBuilder<T>,
  manager: EntityManager,
  lock: boolean,
): SelectQueryBuilder<T> {
  return lock && manager.connection.options.type !== 'better-sqlite3' ? query.setLock('pessimistic_write') : query;
}

/** Pence-exact pounds of `pounds` × 25 %. */
export const giftAidOn = (pounds: number): number => Math.round(Math.round(pounds * 100) * GIFT_AID_RATE) / 100;
export const sumPounds = (amounts: number[]): number =>
  amounts.reduce((total, amount) => total + Math.round(amount * 100), 0) / 100;

/**
 * Gifts that can be claimed for the UK days from..to: completed (so not refunded) gifts in pounds, paid in the
 * period, not claimed yet, linked to a declaration in force on the payment's date (not cancelled before it; an
 * enduring one made at most four years after it; a this-gift one covers the gift it was made for). Each monthly
 * payment is its own donation with its own paidAt. Oldest first; locked FOR UPDATE on MySQL when `lock`.
 */
export async function eligibleGifts(
  manager: EntityManager,
  from: string,
  to: string,
  lock = false,
): Promise<EligibleGift[]> {
  const query = manager
    .createQueryBuilder(Donation, 'donation')
    .innerJoin(GiftAidDeclaration, 'declaration', DECLARATION_COVERS_GIFT, DECLARATION_COVERS_GIFT_PARAMETERS)
    .select('donation.id', 'donationId')
    .addSelect('donation.amount', 'amount')
    .addSelect('donation.paidAt', 'paidAt')
    .addSelect('donation.paymentMethod', 'paymentMethod')
    .addSelect('declaration.id', 'declarationId')
    .addSelect('declaration.title', 'title')
    .addSelect('declaration.firstName', 'firstName')
    .addSelect('declaration.lastName', 'lastName')
    .addSelect('declaration.houseNameOrNumber', 'houseNameOrNumber')
    .addSelect('declaration.postcode', 'postcode')
    .where('donation.paymentStatus = :completed', { completed: 'completed' })
    .andWhere('donation.currency = :gbp', { gbp: 'GBP' })
    .andWhere('donation.giftAidClaimId IS NULL')
    .andWhere('donation.paidAt >= :start AND donation.paidAt < :end', { start: ukDayStart(from), end: ukDayEnd(to) })
    .orderBy('donation.paidAt', 'ASC')
    .addOrderBy('donation.id', 'ASC');
  const rows: EligibleRow[] = await lockedOnMysql(query, manager, lock).getRawMany();
  return rows.map((row) => ({
    donationId: Number(row.donationId),
    declarationId: Number(row.declarationId),
    title: row.title,
    firstName: row.firstName,
    lastName: row.lastName,
    houseNameOrNumber: row.houseNameOrNumber,
    postcode: row.postcode,
    amount: Number(row.amount),
    paidAt: Number(row.paidAt),
    monthly: row.paymentMethod === SUBSCRIPTION_PAYMENT_METHOD,
  }));
}

/** Claimed gifts refunded since and not yet reported in a later claim, oldest claim first. */
export async function pendingAdjustments(manager: EntityManager, lock = false): Promise<PendingAdjustment[]> {
  const query = manager
    .createQueryBuilder(Donation, 'donation')
    .innerJoin(GiftAidClaimRecord, 'claim', 'claim.id = donation.giftAidClaimId')
    .select('donation.id', 'donationId')
    .addSelect('donation.amount', 'amount')
    .addSelect('claim.reference', 'claimReference')
    .where('donation.paymentStatus = :refunded', { refunded: 'refunded' })
    .andWhere('donation.giftAidAdjustedInClaimId IS NULL')
    .orderBy('donation.giftAidClaimId', 'ASC')
    .addOrderBy('donation.id', 'ASC');
  const rows: { donationId: number | string; amount: number | string; claimReference: string }[] = await lockedOnMysql(
    query,
    manager,
    lock,
  ).getRawMany();
  return rows.map((row) => ({
    donationId: Number(row.donationId),
    amount: Number(row.amount),
    claimReference: row.claimReference,
  }));
}
