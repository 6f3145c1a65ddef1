import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from './user.entity';

/** One of a person's single-use recovery codes (decision 049): only its SHA-256 is kept. */
@Entity('staff_recovery_codes')
export class StaffRecoveryCode {
  @PrimaryGeneratedColumn()
  id!: number;

  @Index()
  @Column({ type: 'int' })
  userId!: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: User;

  /** SHA-256 (hex) of the code without its dashes. */
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 64 })
  codeHash!: string;

  /** When it replaced an authenticator code; a used code never works again. */
  @Column({ type: 'datetime', nullable: true })
  usedAt!: Date | null;
}
