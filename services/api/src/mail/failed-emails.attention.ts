import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { StaffAttentionItem } from '@solar/shared-contracts';
import type { DataSource } from 'typeorm';
import { type AttentionSource, StaffAttentionSource } from '../attention';
import { OutboxEmail } from './outbox-email.entity';

/** The staff home's "Emails that failed": the outbox gave up on them. Administrators only: only they can resend. */
@StaffAttentionSource()
@Injectable()
export class FailedEmailsAttention implements AttentionSource {
  readonly order = 60;
  readonly audience = 'admin';

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async item(): Promise<StaffAttentionItem> {
    const count = await this.dataSource.getRepository(OutboxEmail).countBy({ status: 'failed' });
    return {
      key: 'emails.failed',
      label: 'Emails that failed',
      count,
      href: '/staff/emails?status=failed',
      tone: count > 0 ? 'danger' : 'info',
    };
  }
}
