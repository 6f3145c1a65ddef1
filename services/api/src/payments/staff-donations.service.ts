import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import {
  DONATION_CURRENCY,
  type DonationListQuery,
  type DonationStatus,
  type DonationTotals,
  type Page,
  type StaffDonation,
} from '@solar/shared-contracts';
import type { DataSource, Repository, SelectQueryBuilder } from 'typeorm';
import { ukDayStart } from '@solar/shared-format/uk-time';
import { pageOf, toPage } from '../kit/dto/page-query.dto';
import { utcDatetimeText } from '../kit/dto/uk-day-range.dto';
import { isEmbeddedSqlite } from '../database/database-options';
import { applyDonationFilters, DONATION } from './donation-filters';
import { Donation } from './donation.entity';
import { donationsCsv } from './donations-csv';

/** "2026-12" → "2027-01". */
function nextMonth(month: string): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, index, 1)).toISOString().slice(0, 7);
}

/** The most rows one CSV export holds; a larger selection is refused so staff narrow the filters. */
export const DONATION_EXPORT_LIMIT = 50_000;

type ProjectTotalRow = {
  projectId: number | string | null;
  projectTitle: string | null;
  total: number | string;
  count: number | string;
};
type MonthTotalRow = { month: string; total: number | string; count: number | string };

export function toStaffDonation(donation: Donation): StaffDonation {
  return {
    id: donation.id,
    amount: donation.amount,
    currency: donation.currency,
    status: donation.paymentStatus as DonationStatus,
    projectId: donation.projectId,
    projectTitle: donation.project?.title ?? null,
    donorName: donation.donorName,
    donorEmail: donation.donorEmail,
    paypalOrderId: donation.paypalOrderId,
    paypalCaptureId: donation.paypalPaymentId,
    createdAt: donation.createdAt.toISOString(),
  };
}

/** Donations as the back office reads them: filtered pages, completed totals and a CSV of a whole selection. */
@Injectable()
export class StaffDonationsService {
  constructor(
    @InjectRepository(Donation) private readonly donations: Repository<Donation>,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /** Newest first. */
  async list(query: DonationListQuery): Promise<Page<StaffDonation>> {
    const { skip, pageSize } = pageOf(query);
    const [rows, total] = await this.withProjectTitle(query)
      .orderBy(`${DONATION}.createdAt`, 'DESC')
      .addOrderBy(`${DONATION}.id`, 'DESC')
      .skip(skip)
      .take(pageSize)
      .getManyAndCount();
    return toPage(rows.map(toStaffDonation), total, query);
  }

  /** Completed gifts only, summed by the database: per project (general gifts as null) and per UK month. */
  async totals(filters: DonationListQuery): Promise<DonationTotals> {
    const byProject: ProjectTotalRow[] = await this.completed(filters)
      .leftJoin(`${DONATION}.project`, 'project')
      .select(`${DONATION}.projectId`, 'projectId')
      .addSelect('project.title', 'projectTitle')
      .addSelect(`ROUND(SUM(${DONATION}.amount), 2)`, 'total')
      .addSelect('COUNT(*)', 'count')
      .groupBy(`${DONATION}.projectId`)
      .addGroupBy('project.title')
      .orderBy(`${DONATION}.projectId`, 'ASC')
      .getRawMany();
    const month = await this.ukMonthOf(`${DONATION}.createdAt`, filters);
    const byMonth: MonthTotalRow[] = month
      ? await this.completed(filters)
          .select(month, 'month')
          .addSelect(`ROUND(SUM(${DONATION}.amount), 2)`, 'total')
          .addSelect('COUNT(*)', 'count')
          .groupBy(month)
          .orderBy(month, 'ASC')
          .getRawMany()
      : [];
    return {
      currency: DONATION_CURRENCY,
      byProject: byProject.map((row) => ({
        projectId: row.projectId === null ? null : Number(row.projectId),
        projectTitle: row.projectTitle,
        total: Number(row.total),
        count: Number(row.count),
      })),
      byMonth: byMonth.map((row) => ({ month: row.month, total: Number(row.total), count: Number(row.count) })),
    };
  }

  /** Every matching donation as one CSV file (header first), newest first; refused beyond DONATION_EXPORT_LIMIT. */
  async exportCsv(filters: DonationListQuery): Promise<string> {
    const matching = await applyDonationFilters(this.donations.createQueryBuilder(DONATION), filters).getCount();
    if (matching > DONATION_EXPORT_LIMIT) {
      throw new BadRequestException(
        `${matching.toLocaleString('en-GB')} donations match; an export holds at most ${DONATION_EXPORT_LIMIT.toLocaleString('en-GB')}. Narrow the dates or filters.`,
      );
    }
    const rows = await this.withProjectTitle(filters)
      .orderBy(`${DONATION}.createdAt`, 'DESC')
      .addOrderBy(`${DONATION}.id`, 'DESC')
      .getMany();
    return donationsCsv(rows.map(toStaffDonation));
  }

  private withProjectTitle(filters: DonationListQuery): SelectQueryBuilder<Donation> {
    const query = this.donations
      .createQueryBuilder(DONATION)
      .leftJoin(`${DONATION}.project`, 'project')
      .addSelect(['project.id', 'project.title']);
    return applyDonationFilters(query, filters);
  }

  private completed(filters: DonationListQuery): SelectQueryBuilder<Donation> {
    return applyDonationFilters(this.donations.createQueryBuilder(DONATION), filters).andWhere(
      `${DONATION}.paymentStatus = :completed`,
      {
        completed: 'completed',
      },
    );
  }

  /**
   * The UK month (YYYY-MM) of a datetime column as SQL, for the completed gifts under these filters; null when there
   * are none. Neither database knows Europe/London here (SQLite has no time zones; MySQL's tables may be empty), so
   * the API works out each UK month's first instant (@solar/shared-format/uk-time) over the UTC months the gifts span,
   * plus one (a UK month starts an hour before the UTC one in summer), and the database sorts rows between them
   * with a CASE of literal bounds, which both dialects group by.
   */
  private async ukMonthOf(column: string, filters: DonationListQuery): Promise<string | null> {
    const span: { first: string | null; last: string | null } | undefined = await this.completed(filters)
      .select(`MIN(${this.monthOf(column)})`, 'first')
      .addSelect(`MAX(${this.monthOf(column)})`, 'last')
      .getRawOne();
    if (!span?.first || !span.last) return null;
    const months = [span.first];
    for (let month = span.first; month <= span.last;) {
      month = nextMonth(month);
      months.push(month);
    }
    const whens = months
      .slice(1)
      .map(
        (month, index) => `WHEN ${column} < '${utcDatetimeText(ukDayStart(`${month}-01`))}' THEN '${months[index]}'`,
      );
    return `(CASE ${whens.join(' ')} ELSE '${months.at(-1)}' END)`;
  }

  /** YYYY-MM of a datetime column in UTC: each driver spells it its own way (both store UTC here). */
  private monthOf(column: string): string {
    return isEmbeddedSqlite(this.dataSource.options)
      ? `strftime('%Y-%m', ${column})`
      : `DATE_FORMAT(${column}, '%Y-%m')`;
  }
}
