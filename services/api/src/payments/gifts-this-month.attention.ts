import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DONATION_CURRENCY, type StaffAttentionItem } from '@solar/shared-contracts';
import { formatMonthLong, ukMonthOf } from '@solar/shared-format/uk-time';
import type { DataSource } from 'typeorm';
import { type AttentionSource, StaffAttentionSource } from '../attention';
import { applyDonationFilters, DONATION } from './donation-filters';
import { Donation } from './donation.entity';

/**
 * The staff home's "Gifts in <month>": completed gifts this UK calendar month, counted and summed with the donations
 * list's own filters (status completed, from the month's first UK day to its last), so its link shows those rows.
 */
@StaffAttentionSource()
@Injectable()
export class GiftsThisMonthAttention implements AttentionSource {
  readonly order = 40;
  readonly audience = 'staff';

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async item(now: Date): Promise<StaffAttentionItem> {
    const month = ukMonthOf(now);
    const filters = { status: 'completed', from: month.from, to: month.to } as const;
    const sums: { count: number | string; total: number | string | null } | undefined = await applyDonationFilters(
      this.dataSource.getRepository(Donation).createQueryBuilder(DONATION),
      filters,
    )
      .select('COUNT(*)', 'count')
      .addSelect(`ROUND(SUM(${DONATION}.amount), 2)`, 'total')
      .getRawOne();
    const params = new URLSearchParams(filters);
    return {
      key: 'donations.this-month',
      label: `Gifts in ${formatMonthLong(month.from.slice(0, 7))}`,
      count: Number(sums?.count ?? 0),
      total: { amount: Number(sums?.total ?? 0), currency: DONATION_CURRENCY },
      href: `/staff/donations?${params.toString()}`,
      tone: 'info',
    };
  }
}
