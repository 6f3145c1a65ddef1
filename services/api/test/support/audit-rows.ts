import { IsNull } from 'typeorm';
import { AuditEntryRecord } from '../../src/audit/audit-entry.entity';
import type { TestApp } from '../test-app';

export type AuditRow = { action: string; actorUsername: string | null; before: unknown; after: unknown };

const parse = (json: string | null): unknown => (json === null ? null : JSON.parse(json));

/** The audit rows written about one entity (or about a whole table, for null), oldest first, before/after parsed. */
export async function auditRowsOf(t: TestApp, entityType: string, entityId: number | null): Promise<AuditRow[]> {
  const rows = await t.dataSource.getRepository(AuditEntryRecord).find({
    where: { entityType, entityId: entityId === null ? IsNull() : String(entityId) },
    order: { id: 'ASC' },
  });
  return rows.map((row) => ({
    action: row.action,
    actorUsername: row.actorUsername,
    before: parse(row.before),
    after: parse(row.after),
  }));
}
