import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../kit/clock';

export const ADDRESS_FAILURE_WINDOW_MS = 15 * 60_000;
/** Sign-in attempts one address may have failed or in flight in a window; the next is 429 until the window ends. */
export const ADDRESS_FAILURE_LIMIT = 10;

const TABLE = 'rate_limit_hits';

/** A slot one attempt holds: given back when it succeeds, kept (a failure) when it does not. */
export type AddressSlot = { key: string; windowStart: number };

/**
 * Sign-in attempts per client address, counted in the rate limiter's shared table (decision 006) in fixed
 * 15-minute windows, so every replica sees the same count. Each attempt reserves its slot in one conditional
 * write before it is judged (decision 063), so attempts sent at once cannot all pass the check before any is
 * counted. A successful attempt gives its slot back: an office sharing one address is not blocked by its own
 * sign-ins.
 */
@Injectable()
export class AddressFailures {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  /** A slot for one attempt from this address, or the seconds until the window ends when none is left. */
  async reserve(address: string): Promise<AddressSlot | { retryAfterSeconds: number }> {
    const now = this.clock.now();
    const windowStart = now - (now % ADDRESS_FAILURE_WINDOW_MS);
    const key = this.keyOf(address);
    const expiresAt = windowStart + ADDRESS_FAILURE_WINDOW_MS;
    // Old windows go when the site-wide rate limiter opens a new window (DatabaseThrottlerStorage).
    await this.dataSource
      .createQueryBuilder()
      .insert()
      .into(TABLE, ['throttleKey', 'windowStart', 'hits', 'expiresAt'])
      .values({ throttleKey: key, windowStart, hits: 0, expiresAt })
      .orIgnore()
      .execute();
    const { affected } = await this.dataSource
      .createQueryBuilder()
      .update(TABLE)
      .set({ hits: () => 'hits + 1' })
      .where('throttleKey = :key AND windowStart = :windowStart AND hits < :limit', {
        key,
        windowStart,
        limit: ADDRESS_FAILURE_LIMIT,
      })
      .execute();
    if (affected === 1) return { key, windowStart };
    return { retryAfterSeconds: Math.max(1, Math.ceil((expiresAt - now) / 1000)) };
  }

  /** Gives a slot back (the attempt succeeded, or needs only its second step). */
  async release(slot: AddressSlot): Promise<void> {
    await this.dataSource
      .createQueryBuilder()
      .update(TABLE)
      .set({ hits: () => 'hits - 1' })
      .where('throttleKey = :key AND windowStart = :windowStart AND hits > 0', slot)
      .execute();
  }

  private keyOf(address: string): string {
    return createHash('sha256').update(`staff-sign-in:${address}`).digest('hex');
  }
}
