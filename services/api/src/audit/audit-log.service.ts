import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditEntryRecord } from './audit-entry.entity';

export type AuditActor = { id: number; username: string };

export type AuditRecordInput = {
  /** null for events without a signed-in person (a failed sign-in with an unknown username). */
  actor: AuditActor | null;
  action: string;
  entityType: string;
  entityId: string | number | null;
  before: unknown;
  after: unknown;
};

const toJson = (value: unknown): string | null =>
  value === undefined || value === null ? null : JSON.stringify(value);

/**
 * Writes one audit row. Pass the transaction's manager, so the row commits (or rolls back) with the change it
 * describes. Never pass secrets (passwords, hashes, session ids) in before/after.
 */
@Injectable()
export class AuditLog {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async record(entry: AuditRecordInput, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.insert(AuditEntryRecord, {
      actorId: entry.actor?.id ?? null,
      actorUsername: entry.actor?.username ?? null,
      action: entry.action,
      entityType: entry.entityType,
      entityId: entry.entityId === null ? null : String(entry.entityId),
      before: toJson(entry.before),
      after: toJson(entry.after),
    });
  }
}
