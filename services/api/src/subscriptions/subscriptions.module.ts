import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NewsletterModule } from '../newsletter/newsletter.module';
import { Donation } from '../payments/donation.entity';
import { Project } from '../projects/project.entity';
import { Subscription } from './subscription.entity';

/** Monthly gifts through PayPal subscriptions. */
@Module({
  imports: [TypeOrmModule.forFeature([Subscription, Donation, Project]), NewsletterModule],
  controllers: [],
  providers: [],
})
export class SubscriptionsModule {}
