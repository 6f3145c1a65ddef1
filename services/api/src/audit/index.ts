export { AuditLog, type AuditActor, type AuditRecordInput } from './audit-log.service';
