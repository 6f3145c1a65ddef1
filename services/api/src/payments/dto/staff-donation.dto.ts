import { ApiProperty } from '@nestjs/swagger';
import type { DonationStatus, DonationTotals, Page, StaffDonation } from '@solar/shared-contracts';
import { DONATION_STATUSES } from './donation-list-query.dto';

export class StaffDonationDto implements StaffDonation {
  @ApiProperty({ example: 42 })
  id!: number;

  @ApiProperty({ example: 25 })
  amount!: number;

  @ApiProperty({ example: 'GBP' })
  currency!: string;

  @ApiProperty({ enum: DONATION_STATUSES })
  status!: DonationStatus;

  @ApiProperty({ type: Number, nullable: true, example: 1, description: 'null for a general gift' })
  projectId!: number | null;

  @ApiProperty({ type: String, nullable: true, example: 'Orphanage Solar Initiative' })
  projectTitle!: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'Amina Khan' })
  donorName!: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'amina@example.org' })
  donorEmail!: string | null;

  @ApiProperty({ type: String, nullable: true })
  paypalOrderId!: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'The capture id (or a monthly payment’s sale id)' })
  paypalCaptureId!: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;
}

export class StaffDonationPageDto implements Page<StaffDonation> {
  @ApiProperty({ type: [StaffDonationDto] })
  items!: StaffDonationDto[];

  @ApiProperty({ example: 1 })
  page!: number;

  @ApiProperty({ example: 25 })
  pageSize!: number;

  @ApiProperty({ example: 120 })
  total!: number;
}

class ProjectTotalDto {
  @ApiProperty({ type: Number, nullable: true, description: 'null for general gifts' })
  projectId!: number | null;

  @ApiProperty({ type: String, nullable: true })
  projectTitle!: string | null;

  @ApiProperty({ example: 1250.5 })
  total!: number;

  @ApiProperty({ example: 31 })
  count!: number;
}

class MonthTotalDto {
  @ApiProperty({ example: '2026-03', description: 'YYYY-MM (UTC)' })
  month!: string;

  @ApiProperty({ example: 820 })
  total!: number;

  @ApiProperty({ example: 17 })
  count!: number;
}

export class DonationTotalsDto implements DonationTotals {
  @ApiProperty({ example: 'GBP' })
  currency!: string;

  @ApiProperty({ type: [ProjectTotalDto] })
  byProject!: ProjectTotalDto[];

  @ApiProperty({ type: [MonthTotalDto] })
  byMonth!: MonthTotalDto[];
}
