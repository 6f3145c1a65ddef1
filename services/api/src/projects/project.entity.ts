import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { decimalToNumber } from '../database/numeric-transformer';

const money = { type: 'decimal', precision: 10, scale: 2, transformer: decimalToNumber } as const;

@Entity('projects')
export class Project {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 255 })
  title!: string;

  @Column({ type: 'text' })
  description!: string;

  @Column({ ...money, nullable: true })
  goal!: number | null;

  @Column({ ...money, default: 0 })
  raised!: number;

  @Column({ type: 'int', nullable: true })
  beneficiaries!: number | null;

  @Column({ type: 'varchar', length: 50, nullable: true })
  status!: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  image!: string | null;

  @Column({ type: 'varchar', length: 255 })
  location!: string;

  @Column({ type: 'varchar', length: 100 })
  projectType!: string;

  /** Installed or planned capacity in kW. */
  @Column({ type: 'decimal', precision: 8, scale: 2, transformer: decimalToNumber })
  capacity!: number;

  @Column({ type: 'date', nullable: true })
  installationDate!: string | null;

  @Column({ type: 'date', nullable: true })
  completionDate!: string | null;

  @Column({ type: 'int', default: 0 })
  progressPercentage!: number;

  @Column({ type: 'decimal', precision: 12, scale: 2, default: 0, transformer: decimalToNumber })
  energyGenerated!: number;

  @Column({ type: 'decimal', precision: 12, scale: 2, default: 0, transformer: decimalToNumber })
  co2Saved!: number;

  @Column({ type: 'int', default: 0 })
  livesImpacted!: number;

  @Column({ type: 'varchar', length: 255, nullable: true })
  contractor!: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  projectManager!: string | null;

  @Column({ type: 'text', nullable: true })
  notes!: string | null;

  @Column({ ...money, default: 0 })
  targetAmount!: number;

  @Column({ ...money, default: 0 })
  raisedAmount!: number;

  @Column({ type: 'varchar', length: 3, default: 'GBP' })
  currency!: string;

  @CreateDateColumn()
  createdAt!: Date;

  @UpdateDateColumn()
  updatedAt!: Date;
}
