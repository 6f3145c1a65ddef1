import { ApiPropertyOptional } from '@nestjs/swagger';
import type { DonationListQuery, DonationStatus } from '@solar/shared-contracts';
import { Transform } from 'class-transformer';
import {
  IsIn,
  IsOptional,
  Validate,
  type ValidationArguments,
  ValidatorConstraint,
  type ValidatorConstraintInterface,
} from 'class-validator';
import { PageQueryDto } from '../../app/dto/page-query.dto';

export const DONATION_STATUSES = [
  'pending',
  'completed',
  'refunded',
  'denied',
] as const satisfies readonly DonationStatus[];

const MAX_INT_ID = 2_147_483_647;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const PROJECT_FILTER_MESSAGE = 'projectId must be a project id or "general"';

/** A real calendar day written YYYY-MM-DD (2026-02-30 is refused, not rolled over). */
export function isCalendarDay(value: unknown): value is string {
  if (typeof value !== 'string' || !DAY.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

@ValidatorConstraint({ name: 'isCalendarDay' })
class CalendarDay implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return isCalendarDay(value);
  }
  defaultMessage(args: ValidationArguments): string {
    return `${args.property} must be a date written YYYY-MM-DD`;
  }
}

@ValidatorConstraint({ name: 'isProjectFilter' })
class ProjectFilter implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return (
      value === 'general' ||
      (typeof value === 'number' && Number.isSafeInteger(value) && value >= 1 && value <= MAX_INT_ID)
    );
  }
  defaultMessage(): string {
    return PROJECT_FILTER_MESSAGE;
  }
}

@ValidatorConstraint({ name: 'notBeforeFrom' })
class NotBeforeFrom implements ValidatorConstraintInterface {
  validate(value: unknown, args: ValidationArguments): boolean {
    const from = (args.object as { from?: unknown }).from;
    return !isCalendarDay(from) || !isCalendarDay(value) || value >= from;
  }
  defaultMessage(): string {
    return 'to must be the same day as from or later';
  }
}

/** Digits become a project id; anything else is left for the validator to refuse. */
const toProjectFilter = (value: unknown): unknown =>
  typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value;

/** The donations list, totals and CSV filters. Dates are whole UTC days, both ends included. */
export class DonationListQueryDto extends PageQueryDto implements DonationListQuery {
  @ApiPropertyOptional({ enum: DONATION_STATUSES })
  @IsOptional()
  @IsIn(DONATION_STATUSES, { message: `status must be one of ${DONATION_STATUSES.join(', ')}` })
  status?: DonationStatus;

  @ApiPropertyOptional({
    type: 'string',
    pattern: '^([1-9][0-9]*|general)$',
    description: 'A project id, or `general` for gifts to no project',
    example: 'general',
  })
  @Transform(({ value }) => toProjectFilter(value))
  @IsOptional()
  @Validate(ProjectFilter)
  projectId?: number | 'general';

  @ApiPropertyOptional({ type: String, format: 'date', example: '2026-01-01', description: 'First day included (UTC)' })
  @IsOptional()
  @Validate(CalendarDay)
  from?: string;

  @ApiPropertyOptional({
    type: String,
    format: 'date',
    example: '2026-01-31',
    description: 'Last day included (UTC); not before `from`',
  })
  @IsOptional()
  @Validate(CalendarDay)
  @Validate(NotBeforeFrom)
  to?: string;
}
