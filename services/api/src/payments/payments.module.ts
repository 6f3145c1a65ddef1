import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NewsletterModule } from '../newsletter/newsletter.module';
import { Project } from '../projects/project.entity';
import { DonationEmails } from './donation-emails';
import { DonationCaptureService } from './donation-capture.service';
import { DonationLedger } from './donation-ledger.service';
import { DonationOrdersService } from './donation-orders.service';
import { Donation } from './donation.entity';
import { PaypalOrdersController } from './paypal-orders.controller';
import { PaypalSetupController } from './paypal-setup.controller';
import { PaypalSetupService } from './paypal-setup.service';
import { StaffDonationsController } from './staff-donations.controller';
import { StaffDonationsService } from './staff-donations.service';
import { GiftsThisMonthAttention } from './gifts-this-month.attention';

/**
 * One-off gifts through PayPal orders: the browser's PayPal setup, create and capture. Exports the DonationLedger,
 * the only code that moves a donation's status and a project's raised amount (the webhooks use it too). The back
 * office reads donations through /api/staff/donations (list, totals, CSV).
 */
@Module({
  imports: [TypeOrmModule.forFeature([Donation, Project]), NewsletterModule],
  controllers: [PaypalSetupController, PaypalOrdersController, StaffDonationsController],
  providers: [
    GiftsThisMonthAttention,
    PaypalSetupService,
    DonationOrdersService,
    DonationCaptureService,
    DonationLedger,
    DonationEmails,
    StaffDonationsService,
  ],
  exports: [DonationLedger, DonationEmails],
})
export class PaymentsModule {}
