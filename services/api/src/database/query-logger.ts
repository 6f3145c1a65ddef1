import { Logger as NestLogger } from '@nestjs/common';
import type { Logger as TypeOrmLogger } from 'typeorm';
import { isUniqueViolation } from './unique-violation';

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}

/**
 * TypeORM's logs through Nest's logger (so they are JSON lines with the request id), without parameters:
 * they hold submitted emails and form fields. Failed queries are errors, except unique-index violations,
 * which are expected answers (409); slow queries (over the query timeout) are warnings; each migration
 * applied is one info line.
 */
export class QueryErrorLogger implements TypeOrmLogger {
  private readonly logger = new NestLogger('TypeORM');

  logQuery(): void {
    // Every query would be noise and could carry personal data; only failures are logged.
  }

  logQueryError(error: string | Error, query: string): void {
    if (isUniqueViolation(error) || (typeof error === 'string' && error.includes('UNIQUE constraint failed'))) return;
    const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
    this.logger.error({
      message: `query failed: ${messageOf(error)}`,
      query,
      ...(typeof code === 'string' ? { code } : {}),
    });
  }

  logQuerySlow(durationMs: number, query: string): void {
    this.logger.warn({ message: `slow query: ${durationMs} ms`, query, durationMs });
  }

  logSchemaBuild(): void {
    // Schema only ever comes from migrations (synchronize is off).
  }

  /** Only the migrations actually applied, not TypeORM's counting before it. */
  logMigration(message: string): void {
    if (/executed successfully|reverted successfully/.test(message)) this.logger.log(message);
  }

  log(level: 'log' | 'info' | 'warn', message: unknown): void {
    if (level === 'warn') this.logger.warn(messageOf(message));
    else this.logger.log(messageOf(message));
  }
}
