import { ApiProperty } from '@nestjs/swagger';
import type { ContactMessageResponse } from '@solar/shared-contracts';

export class ContactMessageResponseDto implements ContactMessageResponse {
  @ApiProperty({ example: 1 })
  id!: number;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;
}
