import { Global, Module } from '@nestjs/common';
import { Outbox } from './outbox.service';

/** Email through the outbox (decision 024). Global: every domain that causes an email queues it through Outbox. */
@Global()
@Module({
  providers: [Outbox],
  exports: [Outbox],
})
export class MailModule {}
