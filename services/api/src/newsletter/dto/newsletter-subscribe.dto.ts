import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  NEWSLETTER_CONSENT_CHANGED_MESSAGE,
  NEWSLETTER_CONSENT_TEXT,
  NEWSLETTER_CONSENT_VERSION,
  newsletterRules,
  type NewsletterSubscribeRequest,
} from '@solar/shared-contracts';
import { Equals, IsBoolean, IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { RequiredEmail, TextFromRule } from '../../kit/dto/text-fields';

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

  @ApiProperty({ type: Boolean, example: true, description: `Must be true: the box “${NEWSLETTER_CONSENT_TEXT}”` })
  @Equals(true, { message: newsletterRules.consentGiven.mustAccept })
  consentGiven!: boolean;

  @ApiPropertyOptional({
    example: NEWSLETTER_CONSENT_VERSION,
    description: 'NEWSLETTER_CONSENT_VERSION of the words the form showed; an older one is refused so the page reloads',
  })
  @IsOptional()
  @Equals(NEWSLETTER_CONSENT_VERSION, { message: NEWSLETTER_CONSENT_CHANGED_MESSAGE })
  consentVersion?: string;

  @ApiPropertyOptional({ example: '/', maxLength: 255, description: 'The site page whose form was used' })
  @IsOptional()
  @IsString({ message: 'sourcePage must be text' })
  @MaxLength(255, { message: 'sourcePage must be at most 255 characters' })
  @Matches(/^\/[^\s?#]*$/, { message: 'sourcePage must be a path on this site, such as /' })
  sourcePage?: string;
}
