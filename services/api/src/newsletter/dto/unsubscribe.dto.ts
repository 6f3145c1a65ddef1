import { ApiProperty } from '@nestjs/swagger';
import type { UnsubscribeRequest, UnsubscribeResponse } from '@solar/shared-contracts';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class UnsubscribeRequestDto implements UnsubscribeRequest {
  @ApiProperty({
    type: String,
    maxLength: 100,
    example: '42.q3Jm0pT9xk1cVbW8yZ2nLrA4sD6fG7hJ9kL0mN1oP2Q',
    description: 'The signed token of the email’s unsubscribe link (its `t` parameter)',
  })
  @IsNotEmpty({ message: 'token is required' })
  @IsString({ message: 'token must be text' })
  @MaxLength(100, { message: 'token must be at most 100 characters' })
  token!: string;
}

export class UnsubscribeResponseDto implements UnsubscribeResponse {
  @ApiProperty({ type: Boolean, enum: [true], example: true })
  unsubscribed!: true;
}
