import { Global, Module } from '@nestjs/common';
import { AuditLog } from './audit-log.service';

/** The audit log (decision 018). Global: every domain that changes data records it through AuditLog. */
@Global()
@Module({
  providers: [AuditLog],
  exports: [AuditLog],
})
export class AuditModule {}
