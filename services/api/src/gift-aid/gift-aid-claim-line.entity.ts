import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One line of a claim's schedule, cells exactly as written to the files (blank cells as empty strings). */
@Entity('gift_aid_claim_lines')
@Index(['claimId', 'lineNumber'], { unique: true })
export class GiftAidClaimLine {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  claimId!: number;

  /** 1-based across the whole claim; file n holds lines (n-1)×limit+1 … n×limit. */
  @Column({ type: 'int' })
  lineNumber!: number;

  @Column({ type: 'varchar', length: 4 })
  title!: string;

  @Column({ type: 'varchar', length: 35 })
  firstName!: string;

  @Column({ type: 'varchar', length: 35 })
  lastName!: string;

  @Column({ type: 'varchar', length: 40 })
  houseNameOrNumber!: string;

  @Column({ type: 'varchar', length: 8 })
  postcode!: string;

  @Column({ type: 'varchar', length: 35 })
  aggregatedDonations!: string;

  @Column({ type: 'varchar', length: 3 })
  sponsoredEvent!: string;

  /** DD/MM/YY */
  @Column({ type: 'varchar', length: 8 })
  donationDate!: string;

  /** "200.00" */
  @Column({ type: 'varchar', length: 12 })
  amount!: string;
}
