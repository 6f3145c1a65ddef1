import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { StaffAttentionItem } from '@solar/shared-contracts';
import type { DataSource } from 'typeorm';
import { type AttentionSource, StaffAttentionSource } from '../attention';
import { Volunteer } from './volunteer.entity';

/** The staff home's "Volunteer applications to review": new ones nobody has started on (status pending). */
@StaffAttentionSource()
@Injectable()
export class VolunteersToReviewAttention implements AttentionSource {
  readonly order = 20;
  readonly audience = 'staff';

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async item(): Promise<StaffAttentionItem> {
    const count = await this.dataSource.getRepository(Volunteer).countBy({ status: 'pending' });
    return {
      key: 'volunteers.to-review',
      label: 'Volunteer applications to review',
      count,
      href: '/staff/volunteers?status=pending',
      tone: count > 0 ? 'warning' : 'info',
    };
  }
}
