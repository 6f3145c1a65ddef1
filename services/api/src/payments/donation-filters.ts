import type { DonationListQuery } from '@solar/shared-contracts';
import type { SelectQueryBuilder } from 'typeorm';
import { searchOf } from '../kit/dto/page-query.dto';
import { whereInUkDays } from '../kit/dto/uk-day-range.dto';
import { containsPattern } from '../database/contains-search';
import type { Donation } from './donation.entity';

/** The alias every staff donation query gives the donations table. */
export const DONATION = 'donation';

/** Narrows a donations query by the staff filters: status, project (or general), UK days (decision 050) and donor name or email. */
export function applyDonationFilters(
  query: SelectQueryBuilder<Donation>,
  filters: DonationListQuery,
): SelectQueryBuilder<Donation> {
  if (filters.status) query.andWhere(`${DONATION}.paymentStatus = :status`, { status: filters.status });
  if (filters.projectId === 'general') query.andWhere(`${DONATION}.projectId IS NULL`);
  else if (filters.projectId !== undefined)
    query.andWhere(`${DONATION}.projectId = :projectId`, { projectId: filters.projectId });
  whereInUkDays(query, `${DONATION}.createdAt`, filters);
  const search = searchOf(filters);
  if (search) {
    query.andWhere(
      `(${DONATION}.donorName LIKE :search ESCAPE '!' OR ${DONATION}.donorEmail LIKE :search ESCAPE '!')`,
      { search: containsPattern(search) },
    );
  }
  return query;
}
