import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { decimalToNumber } from '../database/numeric-transformer';
import { Project } from '../projects/project.entity';

@Entity('donations')
export class Donation {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int', nullable: true })
  projectId!: number | null;

  @ManyToOne(() => Project, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'projectId' })
  project?: Project | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  donorName!: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  donorEmail!: string | null;

  @Column({ type: 'decimal', precision: 10, scale: 2, transformer: decimalToNumber })
  amount!: number;

  @Column({ type: 'varchar', length: 3, default: 'GBP' })
  currency!: string;

  @Column({ type: 'text', nullable: true })
  message!: string | null;

  @Column({ type: 'boolean', default: false })
  isAnonymous!: boolean;

  @Index({ unique: true })
  @Column({ type: 'varchar', length: 255, nullable: true })
  paypalOrderId!: string | null;

  /** The capture id of a one-off gift, or the sale id of one monthly payment. */
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 255, nullable: true })
  paypalPaymentId!: string | null;

  @Column({ type: 'varchar', length: 50, default: 'pending' })
  paymentStatus!: string;

  @Column({ type: 'varchar', length: 50, default: 'paypal' })
  paymentMethod!: string;

  /** Subscribe donorEmail to the newsletter once the gift completes (the donate page's checkbox). */
  @Column({ type: 'boolean', default: false })
  newsletterOptIn!: boolean;

  /** When the payment completed (epoch ms): the gift's date for receipts and Gift Aid. */
  @Column({ type: 'bigint', nullable: true, transformer: decimalToNumber })
  paidAt!: number | null;

  /** The Gift Aid declaration covering this gift (decision 025), or null. */
  @Index()
  @Column({ type: 'int', nullable: true })
  giftAidDeclarationId!: number | null;

  /** The Gift Aid claim this gift was claimed in, so it is never claimed twice. */
  @Index()
  @Column({ type: 'int', nullable: true })
  giftAidClaimId!: number | null;

  /** For a gift refunded after it was claimed: the later claim that reported the adjustment. */
  @Column({ type: 'int', nullable: true })
  giftAidAdjustedInClaimId!: number | null;

  @CreateDateColumn()
  createdAt!: Date;
}
