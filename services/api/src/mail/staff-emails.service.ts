import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Page, StaffEmailLogEntry } from '@solar/shared-contracts';
import type { DataSource } from 'typeorm';
import { pageOf, searchOf, toPage } from '../kit/dto/page-query.dto';
import { whereInUkDays } from '../kit/dto/uk-day-range.dto';
import { type AuditActor, AuditLog } from '../audit';
import { whereAnyColumnContains } from '../database/contains-search';
import { runInTransaction } from '../database/transactions';
import type { StaffEmailListQueryDto } from './dto/staff-email-list-query.dto';
import { OutboxEmail } from './outbox-email.entity';

export const emailNotFound = (id: number) => new NotFoundException(`No email has id ${id}`);
export const ONLY_FAILED_RESEND = 'Only a failed email can be sent again';

const isoOrNull = (epochMs: number | null): string | null =>
  epochMs === null ? null : new Date(epochMs).toISOString();

export function toEmailLogEntry(row: OutboxEmail): StaffEmailLogEntry {
  return {
    id: row.id,
    template: row.template,
    recipient: row.recipient,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    nextAttemptAt: row.status === 'pending' ? isoOrNull(row.nextAttemptAt) : null,
    sentAt: isoOrNull(row.sentAt),
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/** The back office's email log: every outbox row, and a failed one sent again (decision 024). */
@Injectable()
export class StaffEmails {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditLog,
  ) {}

  /** Newest first; `q` searches the recipient, status and template filter exactly. */
  async list(query: StaffEmailListQueryDto): Promise<Page<StaffEmailLogEntry>> {
    const { skip, pageSize } = pageOf(query);
    const select = this.dataSource.getRepository(OutboxEmail).createQueryBuilder('email').orderBy('email.id', 'DESC');
    if (query.status) select.andWhere('email.status = :status', { status: query.status });
    if (query.template) select.andWhere('email.template = :template', { template: query.template });
    whereInUkDays(select, 'email.createdAt', query);
    whereAnyColumnContains(select, ['email.recipient'], searchOf(query));
    const [rows, total] = await select.skip(skip).take(pageSize).getManyAndCount();
    return toPage(rows.map(toEmailLogEntry), total, query);
  }

  /** A failed email back to pending, due now, its attempts from 0; audited in the same transaction. */
  resend(id: number, actor: AuditActor, now = Date.now()): Promise<StaffEmailLogEntry> {
    return runInTransaction(this.dataSource, async (manager) => {
      const row = await manager.findOneBy(OutboxEmail, { id });
      if (!row) throw emailNotFound(id);
      if (row.status !== 'failed') throw new ConflictException(`${ONLY_FAILED_RESEND}; email ${id} is ${row.status}`);
      const result = await manager
        .createQueryBuilder()
        .update(OutboxEmail)
        .set({ status: 'pending', attempts: 0, nextAttemptAt: now })
        .where('id = :id AND status = :failed', { id, failed: 'failed' })
        .execute();
      if (result.affected === 0) throw new ConflictException(`${ONLY_FAILED_RESEND}; email ${id} was just changed`);
      await this.audit.record(
        {
          actor,
          action: 'email.resend',
          entityType: 'outbox_email',
          entityId: id,
          before: { status: 'failed', attempts: row.attempts },
          after: { status: 'pending', attempts: 0 },
        },
        manager,
      );
      return toEmailLogEntry(Object.assign(row, { status: 'pending' as const, attempts: 0, nextAttemptAt: now }));
    });
  }
}
