import { type DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { DataSourceOptions } from 'typeorm';
import { databaseOptions } from '../database/database-options';
import { openDataSource } from '../database/open-data-source';
import { ArticlesModule } from '../articles/articles.module';
import { AttentionModule } from '../attention/attention.module';
import { AuditModule } from '../audit/audit.module';
import { AuditTrailModule } from '../audit-trail/audit-trail.module';
import { ContactModule } from '../contact/contact.module';
import { GiftAidModule } from '../gift-aid/gift-aid.module';
import { HealthModule } from '../health/health.module';
import { MailModule } from '../mail/mail.module';
import { NewsletterModule } from '../newsletter/newsletter.module';
import { PaymentsModule } from '../payments/payments.module';
import { PaypalModule } from '../paypal/paypal.module';
import { ProjectsModule } from '../projects/projects.module';
import { RateLimitModule } from '../rate-limit/rate-limit.module';
import { StaffAuthModule } from '../staff-auth/staff-auth.module';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module';
import { SupporterDataModule } from '../supporter-data/supporter-data.module';
import { SupportersModule } from '../supporters/supporters.module';
import { MonthlyGiftManageModule } from '../monthly-gift-manage/monthly-gift-manage.module';
import { UsersModule } from '../users/users.module';
import { VolunteersModule } from '../volunteers/volunteers.module';
import { WebhooksModule } from '../webhooks/webhooks.module';
import type { ApiConfig } from './api-config';
import { entities } from './entities';
import { CONFIG_TOKENS, configProviders } from './config-providers';
import { ShutdownState } from '../kit/shutdown-state';

export const DATABASE_START_ATTEMPTS = 10;
export const DATABASE_START_RETRY_DELAY_MS = 3000;

@Module({})
export class AppModule {
  /** Logging is not a module: the app's logger and the request hooks are set up in create-app.ts (decision 075). */
  static forRoot(config: ApiConfig): DynamicModule {
    const external = Boolean(config.databaseUrl);
    return {
      module: AppModule,
      global: true,
      imports: [
        TypeOrmModule.forRootAsync({
          useFactory: () => ({
            ...databaseOptions(config, entities),
            // A database server may still be starting (or another replica migrating): up to 10 attempts
            // 3 s apart, then start-up fails and the process exits 1 for its supervisor to restart it.
            // An embedded file either opens or never will: its error goes straight to main.ts, unlogged here.
            retryAttempts: external ? DATABASE_START_ATTEMPTS : 0,
            toRetry: () => external,
            retryDelay: DATABASE_START_RETRY_DELAY_MS,
            verboseRetryLog: true,
          }),
          dataSourceFactory: async (options) => openDataSource(options as DataSourceOptions),
        }),
        RateLimitModule,
        AuditModule,
        AuditTrailModule,
        MailModule,
        StaffAuthModule,
        UsersModule,
        PaypalModule,
        ProjectsModule,
        ArticlesModule,
        HealthModule,
        NewsletterModule,
        SupporterDataModule,
        ContactModule,
        VolunteersModule,
        PaymentsModule,
        SubscriptionsModule,
        WebhooksModule,
        GiftAidModule,
        AttentionModule,
        SupportersModule,
        MonthlyGiftManageModule,
      ],
      providers: [...configProviders(config), ShutdownState],
      exports: [...CONFIG_TOKENS, ShutdownState],
    };
  }
}
