import { Module } from '@nestjs/common';
import { AuditController } from './audit.controller';
import { AuditQuery } from './audit-query.service';

/** The audit log as admins read it (decision 018), above staff sign-in, which itself records to the log. */
@Module({
  controllers: [AuditController],
  providers: [AuditQuery],
})
export class AuditTrailModule {}
