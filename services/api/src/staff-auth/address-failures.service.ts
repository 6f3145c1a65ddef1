import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DatabaseThrottlerStorage } from '../rate-limit/database-throttler-storage';
import { Clock } from './clock';

export const ADDRESS_FAILURE_WINDOW_MS = 15 * 60_000;
/** Failed sign-ins one address may make in a window; the next attempt is 429 until the window ends. */
export const ADDRESS_FAILURE_LIMIT = 10;

/**
 * Failed sign-ins per client address, counted in the rate limiter's shared table (decision 006) in fixed
 * 15-minute windows, so every replica sees the same count. Only failures count: an office sharing one
 * address is not blocked by its own successful sign-ins.
 */
@Injectable()
export class AddressFailures {
  private readonly storage: DatabaseThrottlerStorage;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {
    this.storage = new DatabaseThrottlerStorage(dataSource, () => clock.now());
  }

  /** Seconds until this address may try again, or 0 if it may now. */
  async retryAfterSeconds(address: string): Promise<number> {
    const now = this.clock.now();
    const windowStart = now - (now % ADDRESS_FAILURE_WINDOW_MS);
    const rows: { hits: number | string }[] = await this.dataSource
      .createQueryBuilder()
      .select('hits')
      .from('rate_limit_hits', 'hit')
      .where('hit.throttleKey = :key AND hit.windowStart = :windowStart', { key: this.keyOf(address), windowStart })
      .getRawMany();
    const failures = Number(rows[0]?.hits ?? 0);
    return failures >= ADDRESS_FAILURE_LIMIT
      ? Math.max(1, Math.ceil((windowStart + ADDRESS_FAILURE_WINDOW_MS - now) / 1000))
      : 0;
  }

  async recordFailure(address: string): Promise<void> {
    await this.storage.increment(
      this.keyOf(address),
      ADDRESS_FAILURE_WINDOW_MS,
      ADDRESS_FAILURE_LIMIT,
      ADDRESS_FAILURE_WINDOW_MS,
      'staff-sign-in',
    );
  }

  private keyOf(address: string): string {
    return createHash('sha256').update(`staff-sign-in:${address}`).digest('hex');
  }
}
