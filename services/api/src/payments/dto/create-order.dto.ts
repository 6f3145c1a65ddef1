import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { type CreateOrderRequest, DONATION_CURRENCY, DONATION_INTENT, MAX_DONATION_AMOUNT, MIN_DONATION_AMOUNT } from '@solar/shared-contracts';
import { Transform } from 'class-transformer';
import { Equals, IsBoolean, IsEmail, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { normalizeEmail, trimToUndefined } from '../../app/dto/text-fields';
import { IsDonationAmount } from './donation-amount';

const MAX_INT_ID = 2_147_483_647;
/** RFC 5321's limit on a forward path. */
const MAX_EMAIL_LENGTH = 254;

const emptyToUndefined = (value: unknown): unknown => {
  const normalized = normalizeEmail(value);
  return normalized === '' || normalized === null ? undefined : normalized;
};

/** POST /paypal/order: the gift as the donate page sends it; the amount PayPal charges comes only from here. */
export class CreateOrderDto implements CreateOrderRequest {
  @ApiProperty({ type: Number, example: 25, minimum: MIN_DONATION_AMOUNT, maximum: MAX_DONATION_AMOUNT, description: 'Pounds, a JSON number with at most two decimals' })
  @IsDonationAmount()
  amount!: number;

  @ApiProperty({ enum: [DONATION_CURRENCY], example: DONATION_CURRENCY })
  @Equals(DONATION_CURRENCY, { message: `currency must be ${DONATION_CURRENCY}` })
  currency!: typeof DONATION_CURRENCY;

  @ApiProperty({ enum: [DONATION_INTENT], example: DONATION_INTENT, description: 'Case-insensitive; stored as CAPTURE' })
  @Transform(({ value }) => (typeof value === 'string' ? value.toUpperCase() : value))
  @Equals(DONATION_INTENT, { message: `intent must be ${DONATION_INTENT}` })
  intent!: typeof DONATION_INTENT;

  @ApiPropertyOptional({ type: Number, nullable: true, example: 1, description: 'The project the gift is for; null or absent for a general donation' })
  @IsOptional()
  @IsInt({ message: 'projectId must be a positive whole number or null' })
  @Min(1, { message: 'projectId must be a positive whole number or null' })
  @Max(MAX_INT_ID, { message: 'projectId must be a positive whole number or null' })
  projectId?: number | null;

  @ApiPropertyOptional({ type: String, format: 'email', maxLength: MAX_EMAIL_LENGTH, example: 'amina@example.org', description: 'Trimmed and lower-cased; blank means none' })
  @Transform(({ value }) => emptyToUndefined(value))
  @IsOptional()
  @IsEmail({}, { message: 'Please enter a valid email address' })
  @MaxLength(MAX_EMAIL_LENGTH, { message: `Email must be at most ${MAX_EMAIL_LENGTH} characters` })
  donorEmail?: string;

  @ApiPropertyOptional({ type: String, maxLength: 255, example: 'Amina Khan', description: 'Trimmed; blank means none' })
  @Transform(({ value }) => trimToUndefined(value))
  @IsOptional()
  @IsString({ message: 'Name must be text' })
  @MaxLength(255, { message: 'Name must be at most 255 characters' })
  donorName?: string;

  @ApiPropertyOptional({ type: Boolean, example: true, description: 'Subscribe donorEmail to the newsletter once the payment completes' })
  @IsOptional()
  @IsBoolean({ message: 'newsletterOptIn must be a boolean' })
  newsletterOptIn?: boolean;
}
