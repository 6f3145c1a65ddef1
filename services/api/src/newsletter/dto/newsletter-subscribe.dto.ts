import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { NewsletterSubscribeRequest } from '@solar/shared-contracts';
import { Equals, IsBoolean, IsIn, IsOptional } from 'class-validator';
import { OptionalText, RequiredEmail } from '../../app/dto/text-fields';

/** Where a subscription may come from; anything else is refused. */
export const subscriptionSources = ['website', 'donation'] as const;

export class NewsletterSubscribeDto implements NewsletterSubscribeRequest {
  @RequiredEmail()
  email!: string;

  @OptionalText('First name', 100, 'Amina')
  firstName?: string;

  @OptionalText('Last name', 100, 'Khan')
  lastName?: string;

  @ApiPropertyOptional({ type: Boolean, example: true, description: 'Accepted for the form’s sake; a new subscriber is always stored active' })
  @IsOptional()
  @IsBoolean({ message: 'isActive must be a boolean' })
  isActive!: boolean;

  @ApiPropertyOptional({ enum: subscriptionSources, default: 'website' })
  @IsOptional()
  @IsIn(subscriptionSources, { message: `subscriptionSource must be one of: ${subscriptionSources.join(', ')}` })
  subscriptionSource!: string;

  @ApiProperty({ type: Boolean, example: true, description: 'Must be true' })
  @Equals(true, { message: 'You must consent to receive our newsletter' })
  consentGiven!: boolean;
}
