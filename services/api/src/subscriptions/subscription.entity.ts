import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { SuspensionCause } from '@solar/shared-contracts';
import { decimalToNumber } from '../database/numeric-transformer';

/** A recurring donation held at the payment provider. */
@Entity('subscriptions')
export class Subscription {
  @PrimaryGeneratedColumn()
  id!: number;

  @Index({ unique: true })
  @Column({ type: 'varchar', length: 255 })
  paypalSubscriptionId!: string;

  @Column({ type: 'int', nullable: true })
  projectId!: number | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  donorEmail!: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  donorName!: string | null;

  @Column({ type: 'decimal', precision: 10, scale: 2, transformer: decimalToNumber })
  amount!: number;

  @Column({ type: 'varchar', length: 3, default: 'GBP' })
  currency!: string;

  @Column({ type: 'varchar', length: 20 })
  frequency!: string;

  @Column({ type: 'varchar', length: 50, default: 'pending' })
  status!: string;

  @Column({ type: 'varchar', length: 50, default: 'paypal' })
  paymentMethod!: string;

  /** Subscribe donorEmail to the newsletter once the monthly gift is active. */
  @Column({ type: 'boolean', default: false })
  newsletterOptIn!: boolean;

  /** The soft opt-in notice version the form showed (decision 069); newsletterOptIn is its box left unticked. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  emailNoticeVersion!: string | null;

  @Column({ type: 'datetime', nullable: true })
  nextBillingDate!: Date | null;

  @Column({ type: 'datetime', nullable: true })
  lastPaymentDate!: Date | null;

  /** The Gift Aid declaration covering every payment of this monthly gift (decision 025), or null. */
  @Column({ type: 'int', nullable: true })
  giftAidDeclarationId!: number | null;

  /** The donor's message, carried to the first payment (where staff moderate it); later payments carry none. */
  @Column({ type: 'text', nullable: true })
  message!: string | null;

  @Column({ type: 'boolean', default: false })
  isAnonymous!: boolean;

  @Column({ type: 'varchar', length: 60, nullable: true })
  displayName!: string | null;

  /** Bumped by every change made through the manage link and every fresh link: older links stop working (decision 055). */
  @Column({ type: 'int', default: 1 })
  manageLinkVersion!: number;

  /** A new amount the donor asked for that PayPal bills only once they approve it there (decision 056); else null. */
  @Column({ type: 'decimal', precision: 10, scale: 2, nullable: true, transformer: decimalToNumber })
  pendingAmount!: number | null;

  /** Where the donor approves `pendingAmount` at PayPal (PayPal's `approve` link for the revision). */
  @Column({ type: 'varchar', length: 1000, nullable: true })
  pendingApprovalUrl!: string | null;

  /** When `pendingAmount` was asked for, epoch ms; the request lapses MONTHLY_AMOUNT_APPROVAL_HOURS later (decision 060). */
  @Column({ type: 'bigint', nullable: true, transformer: decimalToNumber })
  pendingRequestedAt!: number | null;

  /** A request that lapsed unapproved (decision 060): shown to the donor until they ask again or PayPal bills it. */
  @Column({ type: 'decimal', precision: 10, scale: 2, nullable: true, transformer: decimalToNumber })
  lapsedAmount!: number | null;

  /** Billing cycles in a row that failed after PayPal's retries (PayPal's failed_payments_count); 0 after a payment. */
  @Column({ type: 'int', default: 0 })
  failedPaymentsCount!: number;

  /** PayPal's reason code for the last failed payment (e.g. PAYMENT_DENIED) while payments fail; else null. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  paymentFailureReason!: string | null;

  /** When the last payment failed at PayPal, epoch ms; null once a payment goes through. */
  @Column({ type: 'bigint', nullable: true, transformer: decimalToNumber })
  paymentFailedAt!: number | null;

  /** When PayPal tries the failed payment again, epoch ms; null when no retry is due. */
  @Column({ type: 'bigint', nullable: true, transformer: decimalToNumber })
  nextPaymentRetryAt!: number | null;

  /** What PayPal says the gift owes after failed cycles (its outstanding_balance), taken only when the donor asks. */
  @Column({ type: 'decimal', precision: 10, scale: 2, nullable: true, transformer: decimalToNumber })
  outstandingAmount!: number | null;

  /** Why a suspended gift is suspended: `donor` (their pause) or `payment_failures` (PayPal stopped it); else null. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  suspensionCause!: SuspensionCause | null;

  /** Service emails sent to the donor about failed payments (at most one a billing cycle). */
  @Column({ type: 'int', default: 0 })
  paymentFailureEmails!: number;

  /** PayPal's time of the failure last emailed about (epoch ms): the next email waits for a failure a cycle later. */
  @Column({ type: 'bigint', nullable: true, transformer: decimalToNumber })
  paymentFailureEmailedFor!: number | null;

  @CreateDateColumn()
  createdAt!: Date;

  @UpdateDateColumn()
  updatedAt!: Date;
}
