import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NewsletterModule } from '../newsletter/newsletter.module';
import { Project } from '../projects/project.entity';
import { Donation } from './donation.entity';

/** One-off gifts through PayPal orders: create, capture, the browser's PayPal setup, and PayPal's webhooks. */
@Module({
  imports: [TypeOrmModule.forFeature([Donation, Project]), NewsletterModule],
  controllers: [],
  providers: [],
})
export class PaymentsModule {}
