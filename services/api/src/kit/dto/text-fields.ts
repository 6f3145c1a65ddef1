import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import {
  EMAIL_INVALID_MESSAGE,
  maxLengthMessage,
  requiredMessage,
  textTypeMessage,
  type FieldRule,
} from '@solar/shared-contracts';

/** Trims strings; anything else passes through untouched so the type check can refuse it. */
export const trim = (value: unknown): unknown => (typeof value === 'string' ? value.trim() : value);

/** Trims; an empty or blank optional field becomes undefined (stored as NULL). */
export const trimToUndefined = (value: unknown): unknown => {
  const trimmed = trim(value);
  return trimmed === '' || trimmed === null ? undefined : trimmed;
};

/** Emails are trimmed and lower-cased before they are checked, compared by the unique index, or stored. */
export const normalizeEmail = (value: unknown): unknown =>
  typeof value === 'string' ? value.trim().toLowerCase() : value;

/** A required text field: a string, non-blank after trimming, at most `max` characters (the column's length). */
export function RequiredText(
  label: string,
  max: number,
  example?: string,
  blankMessage = requiredMessage(label),
): PropertyDecorator {
  return applyDecorators(
    ApiProperty({
      type: String,
      maxLength: max,
      minLength: 1,
      example,
      description: 'Trimmed before it is checked and stored',
    }),
    Transform(({ value }) => trim(value)),
    // Checked in this order, and only the first broken rule is reported (see ApiValidationPipe).
    IsNotEmpty({ message: blankMessage }),
    IsString({ message: textTypeMessage(label) }),
    MaxLength(max, { message: maxLengthMessage(label, max) }),
  );
}

/** An optional text field: trimmed, blank becomes NULL, at most `max` characters. */
export function OptionalText(label: string, max: number, example?: string): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ type: String, maxLength: max, example, description: 'Trimmed; blank is stored as null' }),
    Transform(({ value }) => trimToUndefined(value)),
    IsOptional(),
    IsString({ message: textTypeMessage(label) }),
    MaxLength(max, { message: maxLengthMessage(label, max) }),
  );
}

/** A required email: trimmed and lower-cased, then "Email is required" / "Please enter a valid email address". */
export function RequiredEmail(max = 255): PropertyDecorator {
  return applyDecorators(
    ApiProperty({
      type: String,
      format: 'email',
      maxLength: max,
      example: 'amina@example.org',
      description: 'Trimmed and lower-cased',
    }),
    Transform(({ value }) => normalizeEmail(value)),
    IsNotEmpty({ message: requiredMessage('Email') }),
    IsEmail({}, { message: EMAIL_INVALID_MESSAGE }),
    MaxLength(max, { message: maxLengthMessage('Email', max) }),
  );
}

/** A text field from a shared form rule (libs/shared/contracts form-rules): its label, length and whether it is required. */
export function TextFromRule(rule: FieldRule & { maxLength: number }, example?: string): PropertyDecorator {
  return rule.required
    ? RequiredText(rule.label, rule.maxLength, example, rule.requiredMessage)
    : OptionalText(rule.label, rule.maxLength, example);
}
