import { ConflictException } from '@nestjs/common';
import { driverErrors } from '../kit/driver-error';

/**
 * True for a unique-index violation from either driver: MySQL/MariaDB ER_DUP_ENTRY (errno 1062), or
 * SQLite's SQLITE_CONSTRAINT_UNIQUE / "UNIQUE constraint failed". TypeORM wraps both in
 * a QueryFailedError whose driverError is the original.
 */
export function isUniqueViolation(error: unknown): boolean {
  return driverErrors(error).some(
    (candidate) =>
      candidate.errno === 1062 ||
      candidate.code === 'ER_DUP_ENTRY' ||
      candidate.code === 'SQLITE_CONSTRAINT_UNIQUE' ||
      (typeof candidate.message === 'string' && candidate.message.includes('UNIQUE constraint failed')),
  );
}

/**
 * Runs one insert and turns a unique-index violation into a 409 with the given message. The index is
 * the only arbiter: there is deliberately no "does it exist?" read first, which parallel requests would race.
 */
export async function insertOrConflict<T>(insert: () => Promise<T>, conflictMessage: string): Promise<T> {
  try {
    return await insert();
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictException(conflictMessage);
    throw error;
  }
}
