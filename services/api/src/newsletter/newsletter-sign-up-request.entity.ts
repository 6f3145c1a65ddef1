import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { decimalToNumber } from '../database/numeric-transformer';

/**
 * A newsletter sign-up waiting for its confirmation (decision 077): not on the list, no consent yet, and no objection
 * lifted, until the person confirms from the emailed link. One per address; kept until its link expires, then the
 * retention pass deletes it. Times are epoch milliseconds (bigint), compared alike on both drivers.
 */
@Entity('newsletter_sign_up_requests')
export class NewsletterSignUpRequest {
  @PrimaryGeneratedColumn()
  id!: number;

  @Index({ unique: true })
  @Column({ type: 'varchar', length: 255 })
  email!: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  firstName!: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  lastName!: string | null;

  @Column({ type: 'varchar', length: 50 })
  subscriptionSource!: string;

  /** The page whose form asked for it. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  sourcePage!: string | null;

  /** NEWSLETTER_CONSENT_VERSION of the words shown beside the box. */
  @Column({ type: 'varchar', length: 20 })
  consentVersion!: string;

  /** When the latest confirmation email was queued; a repeat sign-up sends another only some minutes later. */
  @Column({ type: 'bigint', transformer: decimalToNumber })
  requestedAt!: number;

  /** When the latest link stops working, and the retention pass deletes the request. */
  @Column({ type: 'bigint', transformer: decimalToNumber })
  expiresAt!: number;

  /** When the person confirmed; kept until expiry so a second click says "already confirmed". */
  @Column({ type: 'bigint', nullable: true, transformer: decimalToNumber })
  confirmedAt!: number | null;

  @CreateDateColumn()
  createdAt!: Date;
}
