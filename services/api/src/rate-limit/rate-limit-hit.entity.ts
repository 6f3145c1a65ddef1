import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { decimalToNumber } from '../database/numeric-transformer';

/** One counter per (throttle key, fixed window). Shared by every API replica, because it lives in the database. */
@Entity('rate_limit_hits')
export class RateLimitHit {
  /** sha256 (hex) of endpoint, throttler name and client IP. */
  @PrimaryColumn({ type: 'varchar', length: 64 })
  throttleKey!: string;

  /** Window start, epoch milliseconds (bigint: mysql2 answers a string, hence the transformer). */
  @PrimaryColumn({ type: 'bigint', transformer: decimalToNumber })
  windowStart!: number;

  @Column({ type: 'int', default: 1 })
  hits!: number;

  /** Window end, epoch milliseconds; rows past it are deleted opportunistically. */
  @Index()
  @Column({ type: 'bigint', transformer: decimalToNumber })
  expiresAt!: number;
}
