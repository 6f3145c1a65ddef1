import type { GiftAidScope } from '@solar/shared-contracts';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { decimalToNumber } from '../database/numeric-transformer';

/**
 * A donor's Gift Aid declaration (decision 025): who, their home address, the wording they agreed to and its
 * scope, when it was made and when it was cancelled. Donations point at the declaration that covers them, which
 * is the audit trail HMRC asks for. Times are epoch milliseconds (bigint), compared alike on both drivers.
 */
@Entity('gift_aid_declarations')
export class GiftAidDeclaration {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 4, nullable: true })
  title!: string | null;

  @Column({ type: 'varchar', length: 35 })
  firstName!: string;

  @Column({ type: 'varchar', length: 35 })
  lastName!: string;

  @Column({ type: 'varchar', length: 40 })
  houseNameOrNumber!: string;

  @Column({ type: 'varchar', length: 8 })
  postcode!: string;

  @Index()
  @Column({ type: 'varchar', length: 255, nullable: true })
  donorEmail!: string | null;

  @Column({ type: 'varchar', length: 20 })
  scope!: GiftAidScope;

  @Column({ type: 'varchar', length: 20 })
  wordingVersion!: string;

  @Column({ type: 'bigint', transformer: decimalToNumber })
  declaredAt!: number;

  @Column({ type: 'bigint', nullable: true, transformer: decimalToNumber })
  cancelledAt!: number | null;

  @Column({ type: 'text', nullable: true })
  staffNote!: string | null;

  /** Its donor asked to be erased then; HMRC's six years keep it until the retention pass erases it (decision 070). */
  @Column({ type: 'bigint', nullable: true, transformer: decimalToNumber })
  erasureRequestedAt!: number | null;

  @CreateDateColumn()
  createdAt!: Date;

  @UpdateDateColumn()
  updatedAt!: Date;
}
