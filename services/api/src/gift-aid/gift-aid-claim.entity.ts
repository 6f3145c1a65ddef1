import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { decimalToNumber } from '../database/numeric-transformer';

/**
 * One Gift Aid claim (decision 025): the period, who made it, and the schedule lines as exported. The donations
 * it covers carry its id, so no gift is claimed twice; its lines (GiftAidClaimLine) are kept so the files can be
 * downloaded again exactly as they were first built.
 */
@Entity('gift_aid_claims')
export class GiftAidClaimRecord {
  @PrimaryGeneratedColumn()
  id!: number;

  @Index({ unique: true })
  @Column({ type: 'varchar', length: 20 })
  reference!: string;

  /** YYYY-MM-DD, the first and last UK days of the period. */
  @Column({ type: 'varchar', length: 10 })
  periodFrom!: string;

  @Column({ type: 'varchar', length: 10 })
  periodTo!: string;

  @Column({ type: 'int' })
  donationCount!: number;

  @Column({ type: 'decimal', precision: 12, scale: 2, transformer: decimalToNumber })
  total!: number;

  @Column({ type: 'decimal', precision: 12, scale: 2, transformer: decimalToNumber })
  giftAidTotal!: number;

  @Column({ type: 'int', nullable: true })
  createdById!: number | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  createdByUsername!: string | null;

  @CreateDateColumn()
  createdAt!: Date;
}
