import { ApiProperty } from '@nestjs/swagger';
import {
  EMAIL_BASES,
  type EmailBasis,
  OBJECTION_CHANNELS,
  type ObjectionChannel,
  type Page,
  type RecordObjectionRequest,
  STAFF_OBJECTION_CHANNELS,
  type StaffObjectionChannel,
  type StaffSubscriber,
} from '@solar/shared-contracts';
import { IsIn } from 'class-validator';
import { NewsletterSubscriptionResponseDto } from './newsletter-subscription-response.dto';

/** A subscriber as the public answer describes them, plus when the row last changed and why we may email them. */
export class StaffSubscriberDto extends NewsletterSubscriptionResponseDto implements StaffSubscriber {
  @ApiProperty({ format: 'date-time' })
  updatedAt!: string;

  @ApiProperty({ enum: EMAIL_BASES, example: 'charity-soft-opt-in' })
  basis!: EmailBasis;

  @ApiProperty({ type: String, nullable: true, example: '/donate', description: 'The page that collected the address' })
  sourcePage!: string | null;

  @ApiProperty({ type: String, nullable: true, example: '2026-11-28', description: 'The soft opt-in notice shown' })
  noticeVersion!: string | null;

  @ApiProperty({ format: 'date-time', description: 'When the basis was recorded' })
  basisRecordedAt!: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the person objected' })
  objectedAt!: string | null;

  @ApiProperty({ enum: OBJECTION_CHANNELS, nullable: true, example: null })
  objectionChannel!: ObjectionChannel | null;
}

/** POST /api/staff/subscribers/{id}/objection */
export class RecordObjectionDto implements RecordObjectionRequest {
  @ApiProperty({ enum: STAFF_OBJECTION_CHANNELS, example: 'phone' })
  @IsIn(STAFF_OBJECTION_CHANNELS, { message: `channel must be one of: ${STAFF_OBJECTION_CHANNELS.join(', ')}` })
  channel!: StaffObjectionChannel;
}

export class StaffSubscriberPageDto implements Page<StaffSubscriber> {
  @ApiProperty({ type: [StaffSubscriberDto] })
  items!: StaffSubscriberDto[];

  @ApiProperty({ example: 1 })
  page!: number;

  @ApiProperty({ example: 25 })
  pageSize!: number;

  @ApiProperty({ example: 1 })
  total!: number;
}
