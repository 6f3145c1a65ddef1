import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** Who changed what, when, before and after. The actor's username is kept so the row outlives the account. */
@Entity('audit_log')
export class AuditEntryRecord {
  @PrimaryGeneratedColumn()
  id!: number;

  @Index()
  @Column({ type: 'int', nullable: true })
  actorId!: number | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  actorUsername!: string | null;

  @Column({ type: 'varchar', length: 100 })
  action!: string;

  @Index()
  @Column({ type: 'varchar', length: 50 })
  entityType!: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  entityId!: string | null;

  /** JSON text, so MySQL and SQLite store it alike. */
  @Column({ type: 'text', nullable: true })
  before!: string | null;

  @Column({ type: 'text', nullable: true })
  after!: string | null;

  @Index()
  @CreateDateColumn()
  createdAt!: Date;
}
