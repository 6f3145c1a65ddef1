import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { StaffRole } from '@solar/shared-contracts';

/** A member of staff who signs in to the back office (decision 018). */
@Entity('users')
export class User {
  @PrimaryGeneratedColumn()
  id!: number;

  @Index({ unique: true })
  @Column({ type: 'varchar', length: 255 })
  username!: string;

  /** Only ever an Argon2id hash (PHC string); never logged or answered. */
  @Column({ type: 'varchar', length: 255 })
  password!: string;

  @Column({ type: 'varchar', length: 100, default: '' })
  displayName!: string;

  @Column({ type: 'varchar', length: 20, default: 'staff' })
  role!: StaffRole;

  @Column({ type: 'boolean', default: false })
  disabled!: boolean;

  @Column({ type: 'datetime', nullable: true })
  lastSignInAt!: Date | null;

  /** Wrong passwords in a row since the last sign-in or lock; the fifth locks the account. */
  @Column({ type: 'int', default: 0 })
  failedSignIns!: number;

  /** The password was set by an administrator (a new account or a reset), not chosen by its owner (decision 063). */
  @Column({ type: 'boolean', default: false })
  passwordTemporary!: boolean;

  @Column({ type: 'datetime', nullable: true })
  lockedUntil!: Date | null;

  /**
   * The authenticator's base32 secret, sealed with STAFF_MFA_KEY (AES-256-GCM, secret-box.ts); null without one.
   * Never logged or answered once enrolment is confirmed (decision 049).
   */
  @Column({ type: 'text', nullable: true })
  totpSecret!: string | null;

  /**
   * Retired (decision 063, migration 014): offered secrets now live on the enrolment session that asked for one
   * (StaffSession.totpPendingSecret). Always null; kept so an older build still starts against this schema.
   */
  @Column({ type: 'text', nullable: true })
  totpPendingSecret!: string | null;

  /** The last time step whose code signed in: a code of this step or an earlier one is a replay. */
  @Column({ type: 'int', nullable: true })
  totpLastStep!: number | null;

  @Column({ type: 'datetime', nullable: true })
  totpEnrolledAt!: Date | null;

  @CreateDateColumn()
  createdAt!: Date;

  @UpdateDateColumn()
  updatedAt!: Date;
}
