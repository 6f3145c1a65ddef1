import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  giftAidRules,
  maxLengthMessage,
  normaliseUkPostcode,
  POSTCODE_INVALID_MESSAGE,
  requiredMessage,
  textTypeMessage,
} from '@solar/shared-contracts';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, Matches, MaxLength, ValidateIf } from 'class-validator';

const RULE = giftAidRules.postcode;
/** What normaliseUkPostcode returns: capitals, one space before the three-character inward code. */
const NORMALISED = /^[A-Z0-9]{2,4} [0-9][A-Z]{2}$/;

/** A UK postcode becomes its normal form ("b32rt" → "B3 2RT"); anything else is trimmed and left for the checks to refuse. */
export const toUkPostcode = (value: unknown): unknown =>
  typeof value === 'string' ? (normaliseUkPostcode(value) ?? value.trim()) : value;

/** The donor's home postcode, stored normalised. `mayBeLeftOut`: a change may omit it, but not blank it. */
export function UkPostcode(mayBeLeftOut = false): PropertyDecorator {
  return applyDecorators(
    (mayBeLeftOut ? ApiPropertyOptional : ApiProperty)({
      type: String,
      example: 'B3 2RT',
      maxLength: RULE.maxLength,
      description: 'A UK postcode; stored in capitals with one space',
    }),
    Transform(({ value }) => toUkPostcode(value)),
    ...(mayBeLeftOut ? [ValidateIf((_object: object, value: unknown) => value !== undefined)] : []),
    IsNotEmpty({ message: requiredMessage(RULE.label) }),
    IsString({ message: textTypeMessage(RULE.label) }),
    MaxLength(RULE.maxLength, { message: maxLengthMessage(RULE.label, RULE.maxLength) }),
    // Normalising succeeded exactly when the value now has the normal form.
    Matches(NORMALISED, { message: POSTCODE_INVALID_MESSAGE }),
  );
}
