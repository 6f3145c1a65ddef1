import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { decimalToNumber } from '../database/numeric-transformer';
import { Project } from '../projects/project.entity';

@Entity('donations')
@Index(['projectId', 'paymentStatus'])
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

  /** True unless the donor ticked "Show my name on the project page" (decision 066). */
  @Column({ type: 'boolean', default: false })
  isAnonymous!: boolean;

  /** The name the donor chose to show (only when they chose to): theirs, else first name and initial. */
  @Column({ type: 'varchar', length: 60, nullable: true })
  displayName!: string | null;

  /** null without a name to show; pending until staff approve or hide it, like a message (decision 066). */
  @Index()
  @Column({ type: 'varchar', length: 20, nullable: true })
  nameStatus!: string | null;

  @Column({ type: 'int', nullable: true })
  nameModeratedById!: number | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  nameModeratedBy!: string | null;

  /** When staff approved or hid the name (epoch ms). */
  @Column({ type: 'bigint', nullable: true, transformer: decimalToNumber })
  nameModeratedAt!: number | null;

  /** null without a message; pending until staff approve or hide it (decision 054). */
  @Index()
  @Column({ type: 'varchar', length: 20, nullable: true })
  messageStatus!: string | null;

  @Column({ type: 'int', nullable: true })
  messageModeratedById!: number | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  messageModeratedBy!: string | null;

  /** When staff approved or hid the message (epoch ms). */
  @Column({ type: 'bigint', nullable: true, transformer: decimalToNumber })
  messageModeratedAt!: number | null;

  /** The monthly gift (subscriptions.id) a monthly payment belongs to; null for a one-off gift. */
  @Index()
  @Column({ type: 'int', nullable: true })
  subscriptionId!: number | null;

  /** Whether the supporters list may show this gift: a monthly gift is listed once, by its first payment. */
  @Column({ type: 'boolean', default: true })
  listedAsSupporter!: boolean;

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

  /** Record a charity soft opt-in for donorEmail once the gift completes: the notice was shown, its box left unticked. */
  @Column({ type: 'boolean', default: false })
  newsletterOptIn!: boolean;

  /** The soft opt-in notice version the form showed (decision 069); newsletterOptIn is its box left unticked. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  emailNoticeVersion!: string | null;

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
