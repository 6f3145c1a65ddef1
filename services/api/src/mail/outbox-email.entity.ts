import type { EmailStatus, EmailTemplate } from '@solar/shared-contracts';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { decimalToNumber } from '../database/numeric-transformer';

/**
 * One email to send (decision 024). Written in the same transaction as the event that causes it; `dedupeKey`
 * (event, template, recipient) is unique, so a retried or raced event never queues it twice. Times the worker
 * compares are epoch milliseconds (bigint), so both drivers compare them alike.
 */
@Entity('outbox_emails')
@Index(['status', 'nextAttemptAt'])
export class OutboxEmail {
  @PrimaryGeneratedColumn()
  id!: number;

  @Index({ unique: true })
  @Column({ type: 'varchar', length: 191 })
  dedupeKey!: string;

  @Column({ type: 'varchar', length: 50 })
  template!: EmailTemplate;

  @Column({ type: 'varchar', length: 255 })
  recipient!: string;

  /** The template's data as JSON (`EmailTemplateData[template]`), rendered when the email is sent. */
  @Column({ type: 'text' })
  payload!: string;

  @Column({ type: 'varchar', length: 20, default: 'pending' })
  status!: EmailStatus;

  @Column({ type: 'int', default: 0 })
  attempts!: number;

  /** When a worker may take it next: due now, after a backoff, or after a claim that was never finished. */
  @Column({ type: 'bigint', transformer: decimalToNumber })
  nextAttemptAt!: number;

  @Column({ type: 'varchar', length: 500, nullable: true })
  lastError!: string | null;

  @Column({ type: 'bigint', nullable: true, transformer: decimalToNumber })
  sentAt!: number | null;

  @CreateDateColumn()
  createdAt!: Date;

  @UpdateDateColumn()
  updatedAt!: Date;
}
