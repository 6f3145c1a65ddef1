import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  type GiftMessageListQuery,
  MESSAGE_STATUSES,
  type MessageDecisionRequest,
  type MessageStatus,
  type Page,
  type StaffGiftMessage,
} from '@solar/shared-contracts';
import { IsIn, IsOptional } from 'class-validator';
import { PageQueryDto } from '../../kit/dto/page-query.dto';

const DECISIONS = ['approved', 'hidden'] as const;

export class GiftMessageListQueryDto extends PageQueryDto implements GiftMessageListQuery {
  @ApiPropertyOptional({ enum: MESSAGE_STATUSES, default: 'pending' })
  @IsOptional()
  @IsIn(MESSAGE_STATUSES, { message: `status must be one of ${MESSAGE_STATUSES.join(', ')}` })
  status?: MessageStatus;
}

export class MessageDecisionDto implements MessageDecisionRequest {
  @ApiProperty({ enum: DECISIONS, example: 'approved' })
  @IsIn(DECISIONS, { message: 'status must be approved or hidden' })
  status!: (typeof DECISIONS)[number];

  @ApiPropertyOptional({
    enum: MESSAGE_STATUSES,
    default: 'pending',
    description: 'The status the member of staff saw; the decision is refused (409) if it has changed since',
  })
  @IsOptional()
  @IsIn(MESSAGE_STATUSES, { message: `from must be one of ${MESSAGE_STATUSES.join(', ')}` })
  from?: MessageStatus;
}

export class StaffGiftMessageDto implements StaffGiftMessage {
  @ApiProperty({ example: 12 })
  donationId!: number;
  @ApiProperty({ type: Number, nullable: true, example: 1 })
  projectId!: number | null;
  @ApiProperty({ type: String, nullable: true, example: 'Hargeisa Girls’ School' })
  projectTitle!: string | null;
  @ApiProperty({ example: 'Amina K.' })
  shownName!: string;
  @ApiProperty({ example: false, description: 'True unless the donor chose to show a name' })
  isAnonymous!: boolean;
  @ApiProperty({ type: String, nullable: true, example: 'Amina K.', description: 'The name the donor chose to show' })
  name!: string | null;
  @ApiProperty({ enum: MESSAGE_STATUSES, nullable: true })
  nameStatus!: MessageStatus | null;
  @ApiProperty({ type: String, nullable: true, example: 'fatima' })
  nameModeratedBy!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' })
  nameModeratedAt!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'For the children of Hargeisa.' })
  message!: string | null;
  @ApiProperty({ enum: MESSAGE_STATUSES, nullable: true })
  status!: MessageStatus | null;
  @ApiProperty({ format: 'date-time' })
  date!: string;
  @ApiProperty({ type: String, nullable: true, example: 'fatima' })
  moderatedBy!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' })
  moderatedAt!: string | null;
}

export class StaffGiftMessagePageDto implements Page<StaffGiftMessage> {
  @ApiProperty({ type: [StaffGiftMessageDto] })
  items!: StaffGiftMessageDto[];
  @ApiProperty({ example: 1 })
  page!: number;
  @ApiProperty({ example: 25 })
  pageSize!: number;
  @ApiProperty({ example: 3 })
  total!: number;
}
