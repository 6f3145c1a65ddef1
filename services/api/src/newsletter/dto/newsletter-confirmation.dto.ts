import { ApiProperty } from '@nestjs/swagger';
import type {
  NewsletterConfirmRequest,
  NewsletterConfirmResponse,
  NewsletterSignUpResponse,
} from '@solar/shared-contracts';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

/** 201 from POST /api/newsletter/subscribe, whatever the address. */
export class NewsletterSignUpResponseDto implements NewsletterSignUpResponse {
  @ApiProperty({
    type: String,
    enum: ['confirmation-sent'],
    description: 'The same for every address: check your inbox for the link that confirms the sign-up',
  })
  status!: 'confirmation-sent';
}

export class NewsletterConfirmRequestDto implements NewsletterConfirmRequest {
  @ApiProperty({
    type: String,
    maxLength: 100,
    example: '42.1765400000.q3Jm0pT9xk1cVbW8yZ2nLrA4sD6fG7hJ9kL0mN1oP2Q',
    description: 'The signed token of the confirmation email’s link (its `t` parameter)',
  })
  @IsNotEmpty({ message: 'token is required' })
  @IsString({ message: 'token must be text' })
  @MaxLength(100, { message: 'token must be at most 100 characters' })
  token!: string;
}

export class NewsletterConfirmResponseDto implements NewsletterConfirmResponse {
  @ApiProperty({ enum: ['confirmed', 'already-confirmed'], example: 'confirmed' })
  status!: 'confirmed' | 'already-confirmed';
}
