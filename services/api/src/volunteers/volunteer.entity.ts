import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@Entity('volunteers')
export class Volunteer {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 100 })
  firstName!: string;

  @Column({ type: 'varchar', length: 100 })
  lastName!: string;

  @Index({ unique: true })
  @Column({ type: 'varchar', length: 255 })
  email!: string;

  @Column({ type: 'varchar', length: 50 })
  phone!: string;

  @Column({ type: 'varchar', length: 255 })
  address!: string;

  @Column({ type: 'varchar', length: 100 })
  city!: string;

  /** One of the fixed province codes (Punjab, Sindh, KPK, …). */
  @Column({ type: 'varchar', length: 50 })
  province!: string;

  @Column({ type: 'varchar', length: 20 })
  postalCode!: string;

  @Column({ type: 'date' })
  dateOfBirth!: string;

  @Column({ type: 'varchar', length: 255 })
  occupation!: string;

  @Column({ type: 'text' })
  skills!: string;

  @Column({ type: 'text' })
  interests!: string;

  @Column({ type: 'text' })
  availability!: string;

  @Column({ type: 'text', nullable: true })
  experience!: string | null;

  @Column({ type: 'text' })
  motivation!: string;

  @Column({ type: 'varchar', length: 255 })
  emergencyContactName!: string;

  @Column({ type: 'varchar', length: 50 })
  emergencyContactPhone!: string;

  @Column({ type: 'varchar', length: 100 })
  emergencyContactRelation!: string;

  @Column({ type: 'boolean', default: false })
  hasTransportation!: boolean;

  @Column({ type: 'boolean', default: false })
  backgroundCheckConsent!: boolean;

  @Column({ type: 'boolean', default: false })
  agreesToTerms!: boolean;

  @Column({ type: 'varchar', length: 50, default: 'pending' })
  status!: string;

  /** Staff's private note on the application; never shown to the applicant. */
  @Column({ type: 'text', nullable: true })
  staffNote!: string | null;

  @CreateDateColumn()
  createdAt!: Date;

  @UpdateDateColumn()
  updatedAt!: Date;
}
