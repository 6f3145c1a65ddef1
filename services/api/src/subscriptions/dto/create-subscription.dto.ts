import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  type CreateSubscriptionRequest,
  DONATION_CURRENCY,
  MAX_DONATION_AMOUNT,
  MIN_DONATION_AMOUNT,
  MONTHLY_FREQUENCY,
} from '@solar/shared-contracts';
import { Transform } from 'class-transformer';
import { Equals, IsBoolean, IsEmail, IsInt, IsOptional, Max, MaxLength, Min } from 'class-validator';
import { normalizeEmail, OptionalText, trimToUndefined } from '../../app/dto/text-fields';
import { IsDonationAmount } from '../../payments/dto/donation-amount';

const MAX_INT_ID = 2_147_483_647;
/** RFC 5321's limit on a forward path (as for one-off gifts). */
const MAX_EMAIL_LENGTH = 254;

/** POST /api/subscription: a monthly gift, validated like a one-off gift (spec §3 "Subscription", §9). Unknown fields are refused. */
export class CreateSubscriptionDto implements CreateSubscriptionRequest {
  @ApiProperty({ type: Number, minimum: MIN_DONATION_AMOUNT, maximum: MAX_DONATION_AMOUNT, example: 25, description: 'Pounds each month, two decimals at most' })
  @IsDonationAmount()
  amount!: number;

  @ApiProperty({ enum: [DONATION_CURRENCY], example: DONATION_CURRENCY })
  @Equals(DONATION_CURRENCY, { message: `currency must be ${DONATION_CURRENCY}` })
  currency!: typeof DONATION_CURRENCY;

  @ApiProperty({ enum: [MONTHLY_FREQUENCY], example: MONTHLY_FREQUENCY })
  @Equals(MONTHLY_FREQUENCY, { message: `frequency must be ${MONTHLY_FREQUENCY}` })
  frequency!: typeof MONTHLY_FREQUENCY;

  @ApiPropertyOptional({ type: Number, nullable: true, example: 1, description: 'The project the gifts go to; null or absent for a general gift' })
  @IsOptional()
  @IsInt({ message: 'projectId must be a positive whole number or null' })
  @Min(1, { message: 'projectId must be a positive whole number or null' })
  @Max(MAX_INT_ID, { message: 'projectId must be a positive whole number or null' })
  projectId?: number | null;

  @ApiPropertyOptional({ type: String, format: 'email', maxLength: MAX_EMAIL_LENGTH, example: 'amina@example.org', description: 'Trimmed and lower-cased; blank means none' })
  @Transform(({ value }) => trimToUndefined(normalizeEmail(value)))
  @IsOptional()
  @IsEmail({}, { message: 'Please enter a valid email address' })
  @MaxLength(MAX_EMAIL_LENGTH, { message: `Email must be at most ${MAX_EMAIL_LENGTH} characters` })
  donorEmail?: string;

  @OptionalText('Name', 255, 'Amina Khan')
  donorName?: string;

  @ApiPropertyOptional({ type: Boolean, example: true, description: 'Subscribe donorEmail to the newsletter once the monthly gift is active' })
  @IsOptional()
  @IsBoolean({ message: 'newsletterOptIn must be a boolean' })
  newsletterOptIn?: boolean;
}
