import type { DonationListQuery } from '@solar/shared-contracts';
import type { SelectQueryBuilder } from 'typeorm';
import { searchOf } from '../app/dto/page-query.dto';
import type { Donation } from './donation.entity';

/** The alias every staff donation query gives the donations table. */
export const DONATION = 'donation';

/** `YYYY-MM-DD` plus one day, as `YYYY-MM-DD`. */
function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/**
 * Bounds as `YYYY-MM-DD HH:MM:SS` text: MySQL compares it with DATETIME, and SQLite stores datetimes as that text
 * (with or without milliseconds) so the comparison is by string; a half-open range keeps the last day whole.
 */
const startOf = (day: string) => `${day} 00:00:00`;

/** LIKE with `!` as the escape character (the same on MySQL and SQLite), so % and _ in a search match themselves. */
export const likeContaining = (text: string) => `%${text.replace(/[!%_]/g, (character) => `!${character}`)}%`;

/** Narrows a donations query by the staff filters: status, project (or general), UTC days and donor name or email. */
export function applyDonationFilters(
  query: SelectQueryBuilder<Donation>,
  filters: DonationListQuery,
): SelectQueryBuilder<Donation> {
  if (filters.status) query.andWhere(`${DONATION}.paymentStatus = :status`, { status: filters.status });
  if (filters.projectId === 'general') query.andWhere(`${DONATION}.projectId IS NULL`);
  else if (filters.projectId !== undefined)
    query.andWhere(`${DONATION}.projectId = :projectId`, { projectId: filters.projectId });
  if (filters.from) query.andWhere(`${DONATION}.createdAt >= :fromTime`, { fromTime: startOf(filters.from) });
  if (filters.to) query.andWhere(`${DONATION}.createdAt < :beforeTime`, { beforeTime: startOf(nextDay(filters.to)) });
  const search = searchOf(filters);
  if (search) {
    query.andWhere(
      `(${DONATION}.donorName LIKE :search ESCAPE '!' OR ${DONATION}.donorEmail LIKE :search ESCAPE '!')`,
      { search: likeContaining(search) },
    );
  }
  return query;
}
