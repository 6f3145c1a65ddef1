import { Global, Module } from '@nestjs/common';
import { MailTransport } from './mail-transport';
import { Outbox } from './outbox.service';
import { OutboxWorker } from './outbox-worker';
import { StaffEmailsController } from './staff-emails.controller';
import { StaffEmails } from './staff-emails.service';
import { FailedEmailsAttention } from './failed-emails.attention';
import { OutboxGauges } from './outbox-gauges';

/**
 * Email through the outbox (decision 024). Global: every domain that causes an email queues it through Outbox;
 * the worker sends it, and the back office reads the log and resends failed ones.
 */
@Global()
@Module({
  controllers: [StaffEmailsController],
  providers: [FailedEmailsAttention, Outbox, MailTransport, OutboxWorker, OutboxGauges, StaffEmails],
  exports: [Outbox],
})
export class MailModule {}
