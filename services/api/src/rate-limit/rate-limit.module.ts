import { Module } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import { DataSource } from 'typeorm';
import { CORE_CONFIG, type CoreConfig } from '../kit/core-config';
import { DatabaseThrottlerStorage } from './database-throttler-storage';

export const RATE_LIMIT_WINDOW_MS = 60_000;
export const TOO_MANY_REQUESTS_MESSAGE = 'Too many requests, please try again in a minute';

/**
 * Configures @nestjs/throttler for the routes marked @RateLimited(): RATE_LIMIT_PER_MINUTE hits per client IP
 * per endpoint per minute, counted in the database so all replicas share the count. Nothing is guarded
 * globally, so GET routes are never throttled.
 */
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [DataSource, CORE_CONFIG],
      useFactory: (dataSource: DataSource, config: CoreConfig) => ({
        throttlers: [{ name: 'default', ttl: RATE_LIMIT_WINDOW_MS, limit: config.rateLimitPerMinute }],
        storage: new DatabaseThrottlerStorage(dataSource),
        errorMessage: TOO_MANY_REQUESTS_MESSAGE,
      }),
    }),
  ],
  exports: [ThrottlerModule],
})
export class RateLimitModule {}
