import { Global, Module } from '@nestjs/common';
import { AuditController } from './audit.controller';
import { AuditLog } from './audit-log.service';
import { AuditQuery } from './audit-query.service';

/** The audit log (decision 018). Global: every domain that changes data records it through AuditLog. */
@Global()
@Module({
  controllers: [AuditController],
  providers: [AuditLog, AuditQuery],
  exports: [AuditLog],
})
export class AuditModule {}
