import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

@Entity('users')
export class User {
  @PrimaryGeneratedColumn()
  id!: number;

  @Index({ unique: true })
  @Column({ type: 'varchar', length: 255 })
  username!: string;

  /** Only ever a password hash; no login exists yet. */
  @Column({ type: 'varchar', length: 255 })
  password!: string;
}
