import { ApiProperty } from '@nestjs/swagger';
import type { Page, StaffContactMessage } from '@solar/shared-contracts';

export class StaffContactMessageDto implements StaffContactMessage {
  @ApiProperty({ example: 1 })
  id!: number;

  @ApiProperty({ example: 'Amina Khan' })
  name!: string;

  @ApiProperty({ example: 'amina@example.org' })
  email!: string;

  @ApiProperty({ example: 'School partnership' })
  subject!: string;

  @ApiProperty({ example: 'We would like to talk about solar for our school.' })
  message!: string;

  @ApiProperty({ example: false })
  isRead!: boolean;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;
}

export class StaffContactMessagePageDto implements Page<StaffContactMessage> {
  @ApiProperty({ type: [StaffContactMessageDto] })
  items!: StaffContactMessageDto[];

  @ApiProperty({ example: 1 })
  page!: number;

  @ApiProperty({ example: 25 })
  pageSize!: number;

  @ApiProperty({ example: 1 })
  total!: number;
}
