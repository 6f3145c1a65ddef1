import { Module } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import { DataSource } from 'typeorm';
import type { ApiConfig } from '../app/api-config';
import { API_CONFIG } from '../app/api-config.token';
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
      inject: [DataSource, API_CONFIG],
      useFactory: (dataSource: DataSource, config: ApiConfig) => ({
        throttlers: [{ name: 'default', ttl: RATE_LIMIT_WINDOW_MS, limit: config.rateLimitPerMinute }],
        storage: new DatabaseThrottlerStorage(dataSource),
        errorMessage: TOO_MANY_REQUESTS_MESSAGE,
      }),
    }),
  ],
  exports: [ThrottlerModule],
})
export class RateLimitModule {}
