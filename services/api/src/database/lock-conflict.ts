import { driverErrors } from '../kit/driver-error';

/** InnoDB deadlock victim (1213) and lock wait timeout (1205): the transaction was rolled back and may run again. */
const LOCK_CONFLICT_ERRNOS = new Set([1213, 1205]);
const LOCK_CONFLICT_CODES = new Set(['ER_LOCK_DEADLOCK', 'ER_LOCK_WAIT_TIMEOUT']);

export const LOCK_CONFLICT_ATTEMPTS = 4;
const BASE_DELAY_MS = 15;

/** True when MySQL/MariaDB gave up on a lock (TypeORM's QueryFailedError or the mysql2 error itself). */
export function isLockConflict(error: unknown): boolean {
  return driverErrors(error).some(
    (candidate) =>
      (typeof candidate.errno === 'number' && LOCK_CONFLICT_ERRNOS.has(candidate.errno)) ||
      (typeof candidate.code === 'string' && LOCK_CONFLICT_CODES.has(candidate.code)),
  );
}

export type LockConflictRetry = { attempts?: number; sleep?: (ms: number) => Promise<void>; random?: () => number };

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `transaction` again when the database rolled it back over a lock conflict, at most `attempts` times in all,
 * after a growing, jittered pause (so the rivals do not collide again in step). `transaction` must be a whole
 * transaction with no effect outside it: a rolled-back attempt has then left nothing behind.
 */
export async function retryOnLockConflict<T>(
  transaction: () => Promise<T>,
  options: LockConflictRetry = {},
): Promise<T> {
  const { attempts = LOCK_CONFLICT_ATTEMPTS, sleep = pause, random = Math.random } = options;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await transaction();
    } catch (error) {
      if (attempt >= attempts || !isLockConflict(error)) throw error;
      await sleep(BASE_DELAY_MS * 2 ** (attempt - 1) * (0.5 + random()));
    }
  }
}
