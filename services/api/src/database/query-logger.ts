import { AdvancedConsoleLogger, type QueryRunner } from 'typeorm';
import { isUniqueViolation } from './unique-violation';

/**
 * TypeORM's console logger for errors, minus unique-index violations: those are expected answers (409),
 * and logging them would print the submitted email and form fields with every duplicate.
 */
export class QueryErrorLogger extends AdvancedConsoleLogger {
  constructor() {
    super(['error']);
  }

  override logQueryError(error: string | Error, query: string, parameters?: unknown[], queryRunner?: QueryRunner): void {
    if (isUniqueViolation(error) || (typeof error === 'string' && error.includes('UNIQUE constraint failed'))) return;
    // TypeORM types the error as a string but hands over the driver's Error object.
    super.logQueryError(error as string, query, parameters, queryRunner);
  }
}
