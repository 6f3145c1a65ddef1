import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NewsletterModule } from '../newsletter/newsletter.module';
import { Donation } from '../payments/donation.entity';
import { Project } from '../projects/project.entity';
import { AmountRequestLapses } from './amount-request-lapses';
import { ApprovedAmounts } from './approved-amounts.service';
import { MonthlyPlanService } from './monthly-plan.service';
import { PaymentFailures } from './payment-failures.service';
import { PaymentProblemsAttention } from './payment-problems.attention';
import { StaffMonthlyGiftsController } from './staff-monthly-gifts.controller';
import { StaffMonthlyGiftsService } from './staff-monthly-gifts.service';
import { Subscription } from './subscription.entity';
import { SubscriptionsController } from './subscriptions.controller';
import { SubscriptionsService } from './subscriptions.service';

/** Monthly gifts through PayPal subscriptions (the back office lists them); their webhooks are handled by WebhooksModule. */
@Module({
  imports: [TypeOrmModule.forFeature([Subscription, Donation, Project]), NewsletterModule],
  controllers: [SubscriptionsController, StaffMonthlyGiftsController],
  providers: [
    SubscriptionsService,
    MonthlyPlanService,
    StaffMonthlyGiftsService,
    ApprovedAmounts,
    AmountRequestLapses,
    PaymentFailures,
    PaymentProblemsAttention,
  ],
  exports: [SubscriptionsService, AmountRequestLapses, PaymentFailures],
})
export class SubscriptionsModule {}
