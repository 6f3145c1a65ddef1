import { ApiProperty } from '@nestjs/swagger';
import type { GiftAidEligibleQuery } from '@solar/shared-contracts';
import {
  Validate,
  type ValidationArguments,
  ValidatorConstraint,
  type ValidatorConstraintInterface,
} from 'class-validator';
import { isCalendarDay } from '@solar/shared-format/uk-time';

/** HMRC takes claims up to four years after the end of the accounting period; a longer period is a typo. */
export const MAX_PERIOD_YEARS = 4;

/** The last day a period starting on `from` may end: four years later (so at most four years and a day). */
export function latestEnd(from: string): string {
  const [year, month, day] = from.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year + MAX_PERIOD_YEARS, month - 1, day)).toISOString().slice(0, 10);
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

@ValidatorConstraint({ name: 'periodEnd' })
class PeriodEnd implements ValidatorConstraintInterface {
  validate(value: unknown, args: ValidationArguments): boolean {
    const from = (args.object as { from?: unknown }).from;
    if (!isCalendarDay(from) || !isCalendarDay(value)) return true;
    return value >= from && value <= latestEnd(from);
  }
  defaultMessage(args: ValidationArguments): string {
    const from = (args.object as { from?: unknown }).from;
    return (args.value as string) < (from as string)
      ? 'to must be the same day as from or later'
      : `A claim covers at most ${MAX_PERIOD_YEARS} years: to must be ${latestEnd(from as string)} or earlier`;
  }
}

/** A claim period: whole UK days, both ends included. */
export class GiftAidPeriodDto implements GiftAidEligibleQuery {
  @ApiProperty({ type: String, format: 'date', example: '2026-04-06', description: 'First UK day included' })
  @Validate(CalendarDay)
  from!: string;

  @ApiProperty({
    type: String,
    format: 'date',
    example: '2027-04-05',
    description: `Last UK day included; not before \`from\`, at most ${MAX_PERIOD_YEARS} years after it`,
  })
  @Validate(CalendarDay)
  @Validate(PeriodEnd)
  to!: string;
}
