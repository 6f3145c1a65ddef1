import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { newsletterRules, type NewsletterSubscribeRequest } from '@solar/shared-contracts';
import { Equals, IsBoolean, IsIn, IsOptional } from 'class-validator';
import { RequiredEmail, TextFromRule } from '../../app/dto/text-fields';

/** Where a subscription may come from; anything else is refused. */
export const subscriptionSources = ['website', 'donation'] as const;

export class NewsletterSubscribeDto implements NewsletterSubscribeRequest {
  @RequiredEmail(newsletterRules.email.maxLength)
  email!: string;

  @TextFromRule(newsletterRules.firstName, 'Amina')
  firstName?: string;

  @TextFromRule(newsletterRules.lastName, 'Khan')
  lastName?: string;

  @ApiPropertyOptional({
    type: Boolean,
    example: true,
    description: 'Accepted for the form’s sake; a new subscriber is always stored active',
  })
  @IsOptional()
  @IsBoolean({ message: 'isActive must be a boolean' })
  isActive!: boolean;

  @ApiPropertyOptional({ enum: subscriptionSources, default: 'website' })
  @IsOptional()
  @IsIn(subscriptionSources, { message: `subscriptionSource must be one of: ${subscriptionSources.join(', ')}` })
  subscriptionSource!: string;

  @ApiProperty({ type: Boolean, example: true, description: 'Must be true' })
  @Equals(true, { message: newsletterRules.consentGiven.mustAccept })
  consentGiven!: boolean;
}
