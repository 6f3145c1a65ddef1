import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { retryOnLockConflict } from '../database/lock-conflict';
import { User } from './user.entity';
import { Clock } from '../kit/clock';

export const MAX_FAILED_SIGN_INS = 5;
export const LOCKOUT_MS = 15 * 60_000;

/** One attempt's place in the account's run of failures; `locks` when it was the last one the budget allows. */
export type AccountSlot = { userId: number; locks: boolean };

/**
 * The account's budget of sign-in attempts (decision 063): 5 in a row, then 15 minutes locked. Each attempt takes
 * its slot in one conditional write before the password or code is checked, and the attempt that takes the last
 * slot writes the lock in that same write, so a burst sent at once gets 5 checks and no more, on every replica.
 * A failure keeps its slot; a success starts the run again (SignInService.admit); an attempt that only lacked
 * its code gives its slot back.
 */
@Injectable()
export class AccountAttempts {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  /** A slot for one attempt, or null while the account is locked or its last slots are taken by attempts in flight. */
  async reserve(userId: number): Promise<AccountSlot | null> {
    for (let pass = 0; pass < 2; pass += 1) {
      const taken = await this.takeInRun(userId);
      if (taken) return taken;
      // A lockout that has ended: a new run starts with this attempt.
      if (await this.startRunAfterLockout(userId)) return { userId, locks: MAX_FAILED_SIGN_INS <= 1 };
    }
    return null;
  }

  /** Gives a slot back, and with it any lock its taking wrote (the password was right; only the code was missing). */
  async release(slot: AccountSlot): Promise<void> {
    await this.write(
      this.dataSource.manager,
      'UPDATE users SET failedSignIns = failedSignIns - 1, lockedUntil = NULL WHERE id = ? AND failedSignIns > 0',
      [slot.userId],
    );
  }

  private takeInRun(userId: number): Promise<AccountSlot | null> {
    const lockEnd = this.asStored(new Date(this.clock.now() + LOCKOUT_MS));
    // lockedUntil is set first: MySQL evaluates SET left to right with the values already assigned.
    const sql = `UPDATE users SET lockedUntil = CASE WHEN failedSignIns + 1 >= ? THEN ? ELSE NULL END,
      failedSignIns = failedSignIns + 1 WHERE id = ? AND lockedUntil IS NULL AND failedSignIns < ?`;
    return retryOnLockConflict(() =>
      this.dataSource.transaction(async (manager) => {
        const affected = await this.write(manager, sql, [MAX_FAILED_SIGN_INS, lockEnd, userId, MAX_FAILED_SIGN_INS]);
        if (affected !== 1) return null;
        // The row stays locked by the write until commit, so this reads this attempt's own place.
        const rows: { failedSignIns: number | string }[] = await manager.query(
          'SELECT failedSignIns FROM users WHERE id = ?',
          [userId],
        );
        return { userId, locks: Number(rows[0]?.failedSignIns) >= MAX_FAILED_SIGN_INS };
      }),
    );
  }

  private async startRunAfterLockout(userId: number): Promise<boolean> {
    const now = this.asStored(new Date(this.clock.now()));
    const affected = await this.write(
      this.dataSource.manager,
      'UPDATE users SET failedSignIns = 1, lockedUntil = NULL WHERE id = ? AND lockedUntil IS NOT NULL AND lockedUntil <= ?',
      [userId, now],
    );
    return affected === 1;
  }

  /** A date as the driver stores lockedUntil, so SQL compares like with like on both databases. */
  private asStored(date: Date): unknown {
    const column = this.dataSource.getMetadata(User).findColumnWithPropertyName('lockedUntil');
    return column ? this.dataSource.driver.preparePersistentValue(date, column) : date;
  }

  private async write(manager: EntityManager, sql: string, parameters: unknown[]): Promise<number> {
    const runner = manager.queryRunner ?? this.dataSource.createQueryRunner();
    try {
      const result = await runner.query(sql, parameters, true);
      return result.affected ?? 0;
    } finally {
      if (!manager.queryRunner) await runner.release();
    }
  }
}
