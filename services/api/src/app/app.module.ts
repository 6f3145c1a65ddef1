import { type DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { databaseOptions } from '../database/database-options';
import { ContactModule } from '../contact/contact.module';
import { HealthModule } from '../health/health.module';
import { NewsletterModule } from '../newsletter/newsletter.module';
import { PaymentsModule } from '../payments/payments.module';
import { PaypalModule } from '../paypal/paypal.module';
import { ProjectsModule } from '../projects/projects.module';
import { RateLimitModule } from '../rate-limit/rate-limit.module';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module';
import { VolunteersModule } from '../volunteers/volunteers.module';
import { WebhooksModule } from '../webhooks/webhooks.module';
import type { ApiConfig } from './api-config';
import { API_CONFIG } from './api-config.token';

@Module({})
export class AppModule {
  static forRoot(config: ApiConfig): DynamicModule {
    const external = Boolean(config.databaseUrl);
    return {
      module: AppModule,
      global: true,
      imports: [
        TypeOrmModule.forRoot({
          ...databaseOptions(config),
          // A database server may still be starting; an embedded file either opens or never will.
          retryAttempts: external ? 10 : 0,
          retryDelay: 3000,
        }),
        RateLimitModule,
        PaypalModule,
        ProjectsModule,
        HealthModule,
        NewsletterModule,
        ContactModule,
        VolunteersModule,
        PaymentsModule,
        SubscriptionsModule,
        WebhooksModule,
      ],
      providers: [{ provide: API_CONFIG, useValue: config }],
      exports: [API_CONFIG],
    };
  }
}
