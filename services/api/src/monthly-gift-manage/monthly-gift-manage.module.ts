import { Module } from '@nestjs/common';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module';
import { FreshLinkService } from './fresh-link.service';
import { GivingStatementService } from './giving-statement.service';
import { MonthlyGiftManageController } from './monthly-gift-manage.controller';
import { MonthlyGiftManageService } from './monthly-gift-manage.service';

/** Donors managing their own monthly gift from a signed link (decision 055). PayPal, mail and audit are global. */
@Module({
  imports: [SubscriptionsModule],
  controllers: [MonthlyGiftManageController],
  providers: [MonthlyGiftManageService, FreshLinkService, GivingStatementService],
})
export class MonthlyGiftManageModule {}
