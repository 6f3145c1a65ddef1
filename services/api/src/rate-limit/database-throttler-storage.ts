import { createHash } from 'node:crypto';
import type { ThrottlerStorage } from '@nestjs/throttler';
import type { DataSource, EntityManager } from 'typeorm';
import { isEmbeddedSqlite } from '../database/database-options';
import { retryOnLockConflict } from '../database/lock-conflict';

const TABLE = 'rate_limit_hits';

type Clock = () => number;
type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/**
 * A ThrottlerStorage whose counters live in the database, so every API replica counts against the same
 * number (decision 006). Fixed windows: a hit on key K at time t counts in the row (K, t − t mod ttl).
 * The increment is one atomic upsert; the count read back is exactly this request's position because:
 * - MySQL/MariaDB: upsert and read share one transaction, and the upsert's row lock is held until commit;
 * - SQLite (one API process by design): the upsert itself returns the counter (RETURNING).
 */
export class DatabaseThrottlerStorage implements ThrottlerStorage {
  constructor(
    private readonly dataSource: DataSource,
    private readonly now: Clock = Date.now,
  ) {}

  async increment(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    _throttlerName: string,
  ): Promise<ThrottlerStorageRecord> {
    const now = this.now();
    const windowStart = now - (now % ttl);
    const expiresAt = windowStart + ttl;
    const throttleKey = key.length <= 64 ? key : createHash('sha256').update(key).digest('hex');
    const totalHits = await this.bump(throttleKey, windowStart, expiresAt);
    if (totalHits === 1) await this.removeExpired(now);
    const timeToExpire = Math.max(1, Math.ceil((expiresAt - now) / 1000));
    const isBlocked = totalHits > limit;
    // Blocked until the window ends (or for blockDuration if that is shorter): a fixed window can't block longer.
    const timeToBlockExpire = isBlocked ? Math.min(timeToExpire, Math.max(1, Math.ceil(blockDuration / 1000))) : 0;
    return { totalHits, timeToExpire, isBlocked, timeToBlockExpire };
  }

  private get isSqlite(): boolean {
    return isEmbeddedSqlite(this.dataSource.options);
  }

  private async bump(throttleKey: string, windowStart: number, expiresAt: number): Promise<number> {
    const params = [throttleKey, windowStart, expiresAt];
    if (this.isSqlite) {
      const rows: { hits: number }[] = await this.dataSource.query(
        `INSERT INTO "${TABLE}" ("throttleKey", "windowStart", "hits", "expiresAt") VALUES (?, ?, 1, ?)
         ON CONFLICT ("throttleKey", "windowStart") DO UPDATE SET "hits" = "hits" + 1 RETURNING "hits"`,
        params,
      );
      return Number(rows[0]?.hits);
    }
    // InnoDB may pick the upsert as a deadlock victim or time it out; the whole transaction is safe to run again.
    return retryOnLockConflict(() => this.dataSource.transaction((manager) => this.bumpMysql(manager, params)));
  }

  private async bumpMysql(
    manager: EntityManager,
    [throttleKey, windowStart, expiresAt]: (string | number)[],
  ): Promise<number> {
    await manager.query(
      `INSERT INTO \`${TABLE}\` (\`throttleKey\`, \`windowStart\`, \`hits\`, \`expiresAt\`) VALUES (?, ?, 1, ?)
       ON DUPLICATE KEY UPDATE \`hits\` = \`hits\` + 1`,
      [throttleKey, windowStart, expiresAt],
    );
    const rows: { hits: number | string }[] = await manager.query(
      `SELECT \`hits\` FROM \`${TABLE}\` WHERE \`throttleKey\` = ? AND \`windowStart\` = ?`,
      [throttleKey, windowStart],
    );
    return Number(rows[0]?.hits);
  }

  /** Run when a key opens a new window: old windows of every key go, so the table stays small without a timer. */
  private async removeExpired(now: number): Promise<void> {
    try {
      await this.dataSource.createQueryBuilder().delete().from(TABLE).where('expiresAt <= :now', { now }).execute();
    } catch {
      // Housekeeping only: the next new window tries again.
    }
  }
}
