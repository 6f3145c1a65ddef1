import { ApiPropertyOptional } from '@nestjs/swagger';
import type { DatedPageQuery, UkDayRangeQuery } from '@solar/shared-contracts';
import { isCalendarDay, ukDayBounds } from '@solar/shared-format/uk-time';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import {
  IsOptional,
  Validate,
  type ValidationArguments,
  ValidatorConstraint,
  type ValidatorConstraintInterface,
} from 'class-validator';
import { PageQueryDto } from './page-query.dto';

export { isCalendarDay };

@ValidatorConstraint({ name: 'isCalendarDay' })
export class CalendarDay implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return isCalendarDay(value);
  }
  defaultMessage(args: ValidationArguments): string {
    return `${args.property} must be a date written YYYY-MM-DD`;
  }
}

@ValidatorConstraint({ name: 'notBeforeFrom' })
export class NotBeforeFrom implements ValidatorConstraintInterface {
  validate(value: unknown, args: ValidationArguments): boolean {
    const from = (args.object as { from?: unknown }).from;
    return !isCalendarDay(from) || !isCalendarDay(value) || value >= from;
  }
  defaultMessage(): string {
    return 'to must be the same day as from or later';
  }
}

/**
 * `?from=&to=` of every dated staff list, plus paging and search: UK calendar days, both included (decision 050).
 * The API, not the browser, turns them into instants, through the one conversion in @solar/shared-format/uk-time.
 */
export class UkDayRangePageQueryDto extends PageQueryDto implements DatedPageQuery {
  @ApiPropertyOptional({
    type: String,
    format: 'date',
    example: '2026-03-29',
    description: 'First UK day included (Europe/London: from 00:00 UK time that day)',
  })
  @IsOptional()
  @Validate(CalendarDay)
  from?: string;

  @ApiPropertyOptional({
    type: String,
    format: 'date',
    example: '2026-10-25',
    description: 'Last UK day included (up to the next midnight, UK time); not before `from`',
  })
  @IsOptional()
  @Validate(CalendarDay)
  @Validate(NotBeforeFrom)
  to?: string;
}

/**
 * An instant as the text both databases compare a datetime column with: `YYYY-MM-DD HH:MM:SS` in UTC, which is how
 * TypeORM stores dates on SQLite (text, compared as strings) and what MySQL reads as a DATETIME (stored in UTC).
 */
export const utcDatetimeText = (instant: Date): string => instant.toISOString().replace('T', ' ').slice(0, 19);

/**
 * Narrows a query to the UK days `range` names, on a datetime `column` (`alias.createdAt`), half-open: from the UK
 * midnight starting `from` to the UK midnight after `to`, so 29 March 2026 is 23 hours long and 25 October 25.
 */
export function whereInUkDays<T extends ObjectLiteral>(
  query: SelectQueryBuilder<T>,
  column: string,
  range: UkDayRangeQuery,
): SelectQueryBuilder<T> {
  const { start, end } = ukDayBounds(range);
  if (start) query.andWhere(`${column} >= :ukDayStart`, { ukDayStart: utcDatetimeText(start) });
  if (end) query.andWhere(`${column} < :ukDayEnd`, { ukDayEnd: utcDatetimeText(end) });
  return query;
}

/** The same on a column holding epoch milliseconds (`declaredAt`, `paidAt`). */
export function whereEpochInUkDays<T extends ObjectLiteral>(
  query: SelectQueryBuilder<T>,
  column: string,
  range: UkDayRangeQuery,
): SelectQueryBuilder<T> {
  const { start, end } = ukDayBounds(range);
  if (start) query.andWhere(`${column} >= :ukDayStartMs`, { ukDayStartMs: start.getTime() });
  if (end) query.andWhere(`${column} < :ukDayEndMs`, { ukDayEndMs: end.getTime() });
  return query;
}
