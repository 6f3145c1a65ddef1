import { QueryFailedError } from 'typeorm';
import { isLockConflict, LOCK_CONFLICT_ATTEMPTS, retryOnLockConflict } from './lock-conflict';

const driverFailure = (message: string, errno: number, code: string) =>
  new QueryFailedError('INSERT …', [], Object.assign(new Error(message), { errno, code }));
const deadlock = driverFailure(
  'Deadlock found when trying to get lock; try restarting transaction',
  1213,
  'ER_LOCK_DEADLOCK',
);
const lockWaitTimeout = driverFailure(
  'Lock wait timeout exceeded; try restarting transaction',
  1205,
  'ER_LOCK_WAIT_TIMEOUT',
);
const duplicate = driverFailure("Duplicate entry 'SALE1' for key 'IDX_x'", 1062, 'ER_DUP_ENTRY');

/** A transaction that fails with the given errors in turn, then answers 'done'; it counts its runs. */
function failingWith(...errors: unknown[]) {
  const transaction = jest.fn(async () => {
    const error = errors[transaction.mock.calls.length - 1];
    if (error) throw error;
    return 'done';
  });
  return transaction;
}

describe('isLockConflict', () => {
  it('recognises a deadlock victim and a lock wait timeout, wrapped by TypeORM or bare', () => {
    expect(isLockConflict(deadlock)).toBe(true);
    expect(isLockConflict(lockWaitTimeout)).toBe(true);
    expect(isLockConflict({ errno: 1213 })).toBe(true);
    expect(isLockConflict({ code: 'ER_LOCK_WAIT_TIMEOUT' })).toBe(true);
  });

  it('ignores every other failure', () => {
    expect(isLockConflict(duplicate)).toBe(false);
    expect(isLockConflict(new Error('SQLITE_BUSY: database is locked'))).toBe(false);
    expect(isLockConflict(null)).toBe(false);
    expect(isLockConflict('ER_LOCK_DEADLOCK')).toBe(false);
  });
});

describe('retryOnLockConflict', () => {
  const sleep = jest.fn(async (_ms: number) => undefined);
  beforeEach(() => sleep.mockClear());

  it('runs the transaction again after a deadlock or a lock wait timeout and returns its result', async () => {
    const transaction = failingWith(deadlock, lockWaitTimeout);
    await expect(retryOnLockConflict(transaction, { sleep })).resolves.toBe('done');
    expect(transaction).toHaveBeenCalledTimes(3);
    expect(sleep).toHaveBeenCalledTimes(2);
  });

  it('waits longer before each attempt, with jitter between half and one and a half times the step', async () => {
    await retryOnLockConflict(failingWith(deadlock, deadlock, deadlock), { sleep, random: () => 0 });
    await retryOnLockConflict(failingWith(deadlock, deadlock, deadlock), { sleep, random: () => 0.999 });
    const [low, high] = [sleep.mock.calls.slice(0, 3), sleep.mock.calls.slice(3)].map((calls) =>
      calls.map(([ms]) => ms),
    );
    expect(low[0]).toBeLessThan(low[1]);
    expect(low[1]).toBeLessThan(low[2]);
    low.forEach((ms, index) => expect(high[index]).toBeCloseTo(ms * 3, 0));
  });

  it('gives up after the bounded number of attempts with the last conflict', async () => {
    const transaction = failingWith(...Array(LOCK_CONFLICT_ATTEMPTS + 1).fill(deadlock));
    await expect(retryOnLockConflict(transaction, { sleep })).rejects.toBe(deadlock);
    expect(transaction).toHaveBeenCalledTimes(LOCK_CONFLICT_ATTEMPTS);
  });

  it('never repeats a transaction that failed for any other reason', async () => {
    const transaction = failingWith(duplicate);
    await expect(retryOnLockConflict(transaction, { sleep })).rejects.toBe(duplicate);
    expect(transaction).toHaveBeenCalledTimes(1);
    expect(sleep).not.toHaveBeenCalled();
  });
});
