import type { EmailBasis, ObjectionChannel } from '@solar/shared-contracts';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@Entity('newsletters')
export class Newsletter {
  @PrimaryGeneratedColumn()
  id!: number;

  @Index({ unique: true })
  @Column({ type: 'varchar', length: 255 })
  email!: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  firstName!: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  lastName!: string | null;

  @Column({ type: 'boolean', default: true })
  isActive!: boolean;

  @Column({ type: 'varchar', length: 50, default: 'website' })
  subscriptionSource!: string;

  @Column({ type: 'boolean', default: false })
  consentGiven!: boolean;

  /** Why we may email the address (decision 069); consent and soft opt-in are kept apart by it. */
  @Column({ type: 'varchar', length: 30, default: 'consent' })
  basis!: EmailBasis;

  /** The page whose form collected the address under this basis. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  sourcePage!: string | null;

  /** CHARITY_EMAIL_NOTICE_VERSION shown with a soft opt-in; null for consent. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  noticeVersion!: string | null;

  @Column({ type: 'datetime', nullable: true })
  basisRecordedAt!: Date | null;

  /** When the person said stop; the row then stays as their suppression entry. */
  @Column({ type: 'datetime', nullable: true })
  objectedAt!: Date | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  objectionChannel!: ObjectionChannel | null;

  @CreateDateColumn()
  createdAt!: Date;

  @UpdateDateColumn()
  updatedAt!: Date;
}
