import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { decimalToNumber } from '../database/numeric-transformer';
import { User } from './user.entity';

export type StaffSessionStage = 'signed-in' | 'enrolment';

/** One signed-in browser. Times are epoch milliseconds (bigint), so both drivers compare them alike. */
@Entity('staff_sessions')
export class StaffSession {
  /** SHA-256 (hex) of the cookie's id: a copy of the table does not hold live sessions. */
  @PrimaryColumn({ type: 'varchar', length: 64 })
  idHash!: string;

  @Index()
  @Column({ type: 'int' })
  userId!: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: User;

  @Column({ type: 'bigint', transformer: decimalToNumber })
  createdAt!: number;

  /** Written at most once a minute, so an active console does not write on every request. */
  @Column({ type: 'bigint', transformer: decimalToNumber })
  lastSeenAt!: number;

  /**
   * `signed-in`: a full session. `enrolment`: the password was right but an authenticator must be set up first;
   * it opens the enrolment endpoints and nothing else, and ends 10 minutes after it began (decision 049).
   */
  @Column({ type: 'varchar', length: 20, default: 'signed-in' })
  stage!: StaffSessionStage;

  /**
   * An enrolment session's offered authenticator secret, sealed (decision 063): fresh for each enrolment session
   * and gone with it. Always null on a full session.
   */
  @Column({ type: 'text', nullable: true })
  totpPendingSecret!: string | null;

  /** The absolute end, 12 hours after sign-in. */
  @Column({ type: 'bigint', transformer: decimalToNumber })
  expiresAt!: number;
}
