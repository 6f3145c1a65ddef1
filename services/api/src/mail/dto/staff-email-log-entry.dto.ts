import { ApiProperty } from '@nestjs/swagger';
import {
  EMAIL_STATUSES,
  EMAIL_TEMPLATES,
  type EmailStatus,
  type EmailTemplate,
  type Page,
  type StaffEmailLogEntry,
} from '@solar/shared-contracts';

export class StaffEmailLogEntryDto implements StaffEmailLogEntry {
  @ApiProperty({ example: 1 })
  id!: number;

  @ApiProperty({ enum: EMAIL_TEMPLATES, example: 'donation-receipt' })
  template!: EmailTemplate;

  @ApiProperty({ example: 'amina@example.org' })
  recipient!: string;

  @ApiProperty({ enum: EMAIL_STATUSES, example: 'sent' })
  status!: EmailStatus;

  @ApiProperty({ example: 1, description: 'Attempts made so far' })
  attempts!: number;

  @ApiProperty({
    type: String,
    nullable: true,
    example: null,
    description: "The relay's answer or the network error of the last failed attempt",
  })
  lastError!: string | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When it is next tried (pending only)',
  })
  nextAttemptAt!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  sentAt!: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;
}

export class StaffEmailLogPageDto implements Page<StaffEmailLogEntry> {
  @ApiProperty({ type: [StaffEmailLogEntryDto] })
  items!: StaffEmailLogEntryDto[];

  @ApiProperty({ example: 1 })
  page!: number;

  @ApiProperty({ example: 25 })
  pageSize!: number;

  @ApiProperty({ example: 1 })
  total!: number;
}
