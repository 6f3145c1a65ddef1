import { Module } from '@nestjs/common';
import { PaymentsModule } from '../payments/payments.module';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module';
import { CaptureWebhooks } from './capture-webhooks.service';
import { PaypalRecords } from './paypal-records.service';
import { SaleWebhooks } from './sale-webhooks.service';
import { SubscriptionPayments } from './subscription-payments.service';
import { WebhookEvents } from './webhook-events.service';
import { WebhookVerifier } from './webhook-verifier.service';
import { WebhooksController } from './webhooks.controller';

/** POST /paypal/webhook: PayPal's notifications about one-off captures and monthly gifts. */
@Module({
  imports: [PaymentsModule, SubscriptionsModule],
  controllers: [WebhooksController],
  providers: [WebhookVerifier, WebhookEvents, CaptureWebhooks, SaleWebhooks, PaypalRecords, SubscriptionPayments],
})
export class WebhooksModule {}
