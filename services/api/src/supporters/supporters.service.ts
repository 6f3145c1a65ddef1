import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ANONYMOUS_SUPPORTER,
  type ProjectSupportersResponse,
  SUPPORTERS_LIST_LIMIT,
  type Supporter,
} from '@solar/shared-contracts';
import type { DataSource } from 'typeorm';
import { Donation } from '../payments/donation.entity';
import { Project } from '../projects/project.entity';

/**
 * The name a page shows for a gift: the name the donor chose to show once staff approved it (decision 066), else
 * "Anonymous".
 */
export function shownNameOf(gift: Pick<Donation, 'isAnonymous' | 'displayName' | 'nameStatus'>): string {
  return !gift.isAnonymous && gift.nameStatus === 'approved' && gift.displayName
    ? gift.displayName
    : ANONYMOUS_SUPPORTER;
}

type SupporterRow = Pick<
  Donation,
  'isAnonymous' | 'displayName' | 'nameStatus' | 'message' | 'messageStatus' | 'paidAt'
> & {
  createdAt: Date | string;
};

/**
 * A project's supporters as its page shows them (decision 054): completed gifts only (a refunded one leaves), a
 * monthly gift once, newest first, at most SUPPORTERS_LIST_LIMIT; the name the donor chose to show once staff
 * approved it, else "Anonymous"; the message only once staff approved it. Amounts, emails and full names are never selected, so none can leak.
 */
@Injectable()
export class SupportersService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async forProject(projectId: number): Promise<ProjectSupportersResponse> {
    const exists = await this.dataSource.getRepository(Project).exists({ where: { id: projectId } });
    if (!exists) throw new NotFoundException(`Project ${projectId} was not found`);
    const gifts = this.dataSource
      .getRepository(Donation)
      .createQueryBuilder('donation')
      .where('donation.projectId = :projectId', { projectId })
      .andWhere('donation.paymentStatus = :completed', { completed: 'completed' });
    const rows: SupporterRow[] = await gifts
      .clone()
      .andWhere('donation.listedAsSupporter = :listed', { listed: true })
      .select([
        'donation.isAnonymous',
        'donation.displayName',
        'donation.nameStatus',
        'donation.message',
        'donation.messageStatus',
        'donation.paidAt',
        'donation.createdAt',
      ])
      .orderBy('donation.id', 'DESC')
      .take(SUPPORTERS_LIST_LIMIT)
      .getMany();
    // People, not payments: gifts from one address count once; a gift with no address counts alone.
    const counted: { count: string | number }[] = await gifts
      .clone()
      .select('COUNT(DISTINCT COALESCE(donation.donorEmail, CAST(donation.id AS CHAR)))', 'count')
      .getRawMany();
    return { count: Number(counted[0]?.count ?? 0), items: rows.map(toSupporter) };
  }
}

function toSupporter(row: SupporterRow): Supporter {
  const date = row.paidAt ? new Date(row.paidAt) : new Date(row.createdAt);
  return {
    name: shownNameOf(row),
    date: date.toISOString(),
    message: row.messageStatus === 'approved' && row.message ? row.message : null,
  };
}
