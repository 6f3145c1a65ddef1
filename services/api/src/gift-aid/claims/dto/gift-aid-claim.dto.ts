import { ApiProperty } from '@nestjs/swagger';
import type {
  GiftAidAdjustment,
  GiftAidClaim,
  GiftAidEligibleDonation,
  GiftAidEligibleResponse,
  Page,
} from '@solar/shared-contracts';

export class GiftAidEligibleDonationDto implements GiftAidEligibleDonation {
  @ApiProperty({ example: 42 })
  donationId!: number;

  @ApiProperty({ example: 7 })
  declarationId!: number;

  @ApiProperty({ example: 'Ms Amina Khan', description: 'As declared' })
  donorName!: string;

  @ApiProperty({ example: 50 })
  amount!: number;

  @ApiProperty({ example: 12.5, description: 'What HMRC repays on it (25%)' })
  giftAid!: number;

  @ApiProperty({ format: 'date-time' })
  paidAt!: string;

  @ApiProperty({ description: 'One payment of a monthly gift' })
  monthly!: boolean;
}

export class GiftAidAdjustmentDto implements GiftAidAdjustment {
  @ApiProperty({ example: 42 })
  donationId!: number;

  @ApiProperty({ example: 'GA-2026-0001', description: 'The claim that included the gift' })
  claimReference!: string;

  @ApiProperty({ example: 50 })
  amount!: number;

  @ApiProperty({ example: 12.5, description: 'The Gift Aid received on it, to pay back' })
  giftAid!: number;

  @ApiProperty({ type: String, nullable: true, format: 'date-time', description: 'Not recorded yet: always null' })
  refundedAt!: string | null;
}

export class GiftAidEligibleResponseDto implements GiftAidEligibleResponse {
  @ApiProperty({ format: 'date' })
  from!: string;

  @ApiProperty({ format: 'date' })
  to!: string;

  @ApiProperty({ type: [GiftAidEligibleDonationDto] })
  donations!: GiftAidEligibleDonationDto[];

  @ApiProperty({ example: 1250 })
  total!: number;

  @ApiProperty({ example: 312.5 })
  giftAidTotal!: number;

  @ApiProperty({
    type: [GiftAidAdjustmentDto],
    description: 'Claimed gifts refunded since, for the next claim to report',
  })
  adjustments!: GiftAidAdjustmentDto[];
}

export class GiftAidClaimDto implements GiftAidClaim {
  @ApiProperty({ example: 1 })
  id!: number;

  @ApiProperty({ example: 'GA-2026-0001' })
  reference!: string;

  @ApiProperty({ format: 'date' })
  from!: string;

  @ApiProperty({ format: 'date' })
  to!: string;

  @ApiProperty({ example: 120 })
  donationCount!: number;

  @ApiProperty({ example: 3400 })
  total!: number;

  @ApiProperty({ example: 850 })
  giftAidTotal!: number;

  @ApiProperty({ example: 1, description: 'Schedule files, 1,000 lines each' })
  fileCount!: number;

  @ApiProperty({ example: 96 })
  lineCount!: number;

  @ApiProperty({ example: 1 })
  adjustmentCount!: number;

  @ApiProperty({ example: 12.5 })
  adjustmentGiftAid!: number;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ type: String, nullable: true, example: 'amina' })
  createdBy!: string | null;
}

export class GiftAidClaimPageDto implements Page<GiftAidClaim> {
  @ApiProperty({ type: [GiftAidClaimDto] })
  items!: GiftAidClaimDto[];

  @ApiProperty({ example: 1 })
  page!: number;

  @ApiProperty({ example: 25 })
  pageSize!: number;

  @ApiProperty({ example: 3 })
  total!: number;
}
