import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  DONATION_CURRENCY,
  donationRules,
  EMAIL_INVALID_MESSAGE,
  GIFT_AID_POUNDS_ONLY_MESSAGE,
  maxLengthMessage,
  MAX_DONATION_AMOUNT,
  MIN_DONATION_AMOUNT,
} from '@solar/shared-contracts';
import { Transform, Type } from 'class-transformer';
import {
  Equals,
  IsEmail,
  IsInt,
  IsObject,
  IsOptional,
  Max,
  MaxLength,
  Min,
  Validate,
  ValidateNested,
  ValidatorConstraint,
  type ValidatorConstraintInterface,
  type ValidationArguments,
} from 'class-validator';
import { normalizeEmail, OptionalText, trimToUndefined } from '../../kit/dto/text-fields';
import { GiftAidDeclarationDto } from '../../gift-aid-declarations/dto/gift-aid-declaration.dto';
import { EmailNoticeVersion, EmailOptOut } from '../../newsletter/dto/charity-email-notice';
import { IsDonationAmount } from './donation-amount';
import { DisplayName, GiftMessage, ShowName } from './gift-words';

const MAX_INT_ID = 2_147_483_647;
const { donorEmail: EMAIL_RULE, donorName: NAME_RULE } = donationRules;
const PROJECT_ID_MESSAGE = 'projectId must be a positive whole number or null';

/** Gift Aid is a UK tax relief, so only a gift in pounds can carry a declaration. */
@ValidatorConstraint({ name: 'giftAidInPounds' })
class InPounds implements ValidatorConstraintInterface {
  validate(_value: unknown, args: ValidationArguments): boolean {
    return (args.object as { currency?: unknown }).currency === DONATION_CURRENCY;
  }
  defaultMessage(): string {
    return GIFT_AID_POUNDS_ONLY_MESSAGE;
  }
}

/**
 * What every gift carries, once or monthly: the amount PayPal charges comes only from here (validated on the
 * server), plus the project, the donor, the newsletter choice and
 * the Gift Aid declaration. Unknown fields are refused by the global pipe.
 */
export abstract class GiftFieldsDto {
  @ApiProperty({
    type: Number,
    example: 25,
    minimum: MIN_DONATION_AMOUNT,
    maximum: MAX_DONATION_AMOUNT,
    description: 'Pounds, a JSON number with at most two decimals',
  })
  @IsDonationAmount()
  amount!: number;

  @ApiProperty({ enum: [DONATION_CURRENCY], example: DONATION_CURRENCY })
  @Equals(DONATION_CURRENCY, { message: `currency must be ${DONATION_CURRENCY}` })
  currency!: typeof DONATION_CURRENCY;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    example: 1,
    description: 'The project the gift is for; null or absent for a general gift',
  })
  @IsOptional()
  @IsInt({ message: PROJECT_ID_MESSAGE })
  @Min(1, { message: PROJECT_ID_MESSAGE })
  @Max(MAX_INT_ID, { message: PROJECT_ID_MESSAGE })
  projectId?: number | null;

  @ApiPropertyOptional({
    type: String,
    format: 'email',
    maxLength: EMAIL_RULE.maxLength,
    example: 'amina@example.org',
    description: 'Trimmed and lower-cased; blank means none',
  })
  @Transform(({ value }) => trimToUndefined(normalizeEmail(value)))
  @IsOptional()
  @IsEmail({}, { message: EMAIL_INVALID_MESSAGE })
  @MaxLength(EMAIL_RULE.maxLength, { message: maxLengthMessage(EMAIL_RULE.label, EMAIL_RULE.maxLength) })
  donorEmail?: string;

  @OptionalText(NAME_RULE.label, NAME_RULE.maxLength, 'Amina Khan')
  donorName?: string;

  @EmailNoticeVersion()
  emailNoticeVersion?: string;

  @EmailOptOut()
  emailOptOut?: boolean;

  @GiftMessage()
  message?: string;

  @ShowName()
  showName?: boolean;

  @DisplayName()
  displayName?: string;

  @ApiPropertyOptional({
    type: GiftAidDeclarationDto,
    description: 'The donor’s Gift Aid declaration, when they ticked the box (gifts in pounds only)',
  })
  @IsOptional()
  @IsObject({ message: 'giftAid must be an object' })
  @Validate(InPounds)
  @ValidateNested()
  @Type(() => GiftAidDeclarationDto)
  giftAid?: GiftAidDeclarationDto;
}
