import { ApiProperty } from '@nestjs/swagger';
import type { UpdateMessageRequest } from '@solar/shared-contracts';
import { IsBoolean } from 'class-validator';

export class UpdateMessageDto implements UpdateMessageRequest {
  @ApiProperty({ type: Boolean, example: false, description: 'false marks the message unread again' })
  @IsBoolean({ message: 'isRead must be true or false' })
  isRead!: boolean;
}
