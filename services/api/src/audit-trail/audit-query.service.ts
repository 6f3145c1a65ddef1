import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AuditEntry, Page } from '@solar/shared-contracts';
import { DataSource } from 'typeorm';
import { pageOf, toPage } from '../kit/dto/page-query.dto';
import { whereInUkDays } from '../kit/dto/uk-day-range.dto';
import { whereAnyColumnContains } from '../database/contains-search';
import { AuditEntryRecord } from '../audit/audit-entry.entity';
import type { AuditQueryDto } from './dto/audit-query.dto';

const parsed = (json: string | null): unknown => (json === null ? null : JSON.parse(json));

function toAuditEntry(row: AuditEntryRecord): AuditEntry {
  return {
    id: row.id,
    actor: row.actorId !== null && row.actorUsername !== null ? { id: row.actorId, username: row.actorUsername } : null,
    action: row.action,
    entityType: row.entityType,
    entityId: row.entityId,
    before: parsed(row.before),
    after: parsed(row.after),
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/** Reads the audit log for admins: newest first, by actor and kind of record; q searches action and entity id. */
@Injectable()
export class AuditQuery {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async page(query: AuditQueryDto): Promise<Page<AuditEntry>> {
    const { pageSize, skip } = pageOf(query);
    const builder = this.dataSource
      .getRepository(AuditEntryRecord)
      .createQueryBuilder('entry')
      .orderBy('entry.id', 'DESC')
      .skip(skip)
      .take(pageSize);
    if (query.actorId !== undefined) builder.andWhere('entry.actorId = :actorId', { actorId: query.actorId });
    if (query.entityType !== undefined)
      builder.andWhere('entry.entityType = :entityType', { entityType: query.entityType });
    whereInUkDays(builder, 'entry.createdAt', query);
    const [rows, total] = await whereAnyColumnContains(
      builder,
      ['entry.action', 'entry.entityId', 'entry.actorUsername'],
      query.q?.trim(),
    ).getManyAndCount();
    return toPage(rows.map(toAuditEntry), total, query);
  }
}
