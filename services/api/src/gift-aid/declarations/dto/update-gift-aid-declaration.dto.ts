import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  type FieldRule,
  giftAidRules,
  maxLengthMessage,
  requiredMessage,
  STAFF_NOTE_MAX_LENGTH,
  staffNoteRules,
  textTypeMessage,
  type UpdateGiftAidDeclarationRequest,
} from '@solar/shared-contracts';
import { Transform } from 'class-transformer';
import { IsBoolean, IsNotEmpty, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import { RequiredText, trim, trimToUndefined } from '../../../kit/dto/text-fields';
import { UkPostcode } from '../../../gift-aid-declarations/dto/uk-postcode';

/** A field a change may leave out; when given it is trimmed and must not be blank (the column is NOT NULL). */
function ChangedText(rule: FieldRule & { maxLength: number }, example: string): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({
      type: String,
      maxLength: rule.maxLength,
      example,
      description: 'Trimmed; absent leaves it as it is',
    }),
    Transform(({ value }) => trim(value)),
    ValidateIf((_object: object, value: unknown) => value !== undefined),
    IsNotEmpty({ message: requiredMessage(rule.label) }),
    IsString({ message: textTypeMessage(rule.label) }),
    MaxLength(rule.maxLength, { message: maxLengthMessage(rule.label, rule.maxLength) }),
  );
}

const TITLE = giftAidRules.title;

/** PATCH /api/staff/gift-aid/declarations/:id: a change of name or address the donor reported, or a cancellation, and why. */
export class UpdateGiftAidDeclarationDto implements UpdateGiftAidDeclarationRequest {
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: TITLE.maxLength,
    example: 'Dr',
    description: 'Trimmed; blank or null clears it',
  })
  // Blank becomes null (cleared); absent stays undefined (unchanged).
  @Transform(({ value }) => (value === undefined ? undefined : (trimToUndefined(value) ?? null)))
  @IsOptional()
  @IsString({ message: textTypeMessage(TITLE.label) })
  @MaxLength(TITLE.maxLength, { message: maxLengthMessage(TITLE.label, TITLE.maxLength) })
  title?: string | null;

  @ChangedText(giftAidRules.firstName, 'Amina')
  firstName?: string;

  @ChangedText(giftAidRules.lastName, 'Khan-Smith')
  lastName?: string;

  @ChangedText(giftAidRules.houseNameOrNumber, '14')
  houseNameOrNumber?: string;

  @UkPostcode(true)
  postcode?: string;

  @ApiPropertyOptional({
    type: Boolean,
    example: true,
    description:
      'Cancel the declaration from now; gifts already made under it stay covered. 409 when it is cancelled already',
  })
  @IsOptional()
  @IsBoolean({ message: 'cancel must be a boolean' })
  cancel?: boolean;

  /** HMRC's audit trail: every change says how the donor told the charity. */
  @RequiredText(
    staffNoteRules.staffNote.label,
    STAFF_NOTE_MAX_LENGTH,
    'The donor phoned on 23 November 2026: moved house',
  )
  staffNote!: string;
}
