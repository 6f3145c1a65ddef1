import { ApiProperty } from '@nestjs/swagger';
import type { NewsletterSubscriptionResponse } from '@solar/shared-contracts';

export class NewsletterSubscriptionResponseDto implements NewsletterSubscriptionResponse {
  @ApiProperty({ example: 1 })
  id!: number;

  @ApiProperty({ example: 'amina@example.org' })
  email!: string;

  @ApiProperty({ type: String, nullable: true, example: 'Amina' })
  firstName!: string | null;

  @ApiProperty({ type: String, nullable: true, example: null })
  lastName!: string | null;

  @ApiProperty({ example: true })
  isActive!: boolean;

  @ApiProperty({ example: 'website' })
  subscriptionSource!: string;

  @ApiProperty({ example: true })
  consentGiven!: boolean;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;
}
