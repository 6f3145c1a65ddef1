import { ApiPropertyOptional } from '@nestjs/swagger';
import type { DonationListQuery, DonationStatus } from '@solar/shared-contracts';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, Validate, ValidatorConstraint, type ValidatorConstraintInterface } from 'class-validator';
import { UkDayRangePageQueryDto } from '../../kit/dto/uk-day-range.dto';

export const DONATION_STATUSES = [
  'pending',
  'completed',
  'refunded',
  'denied',
] as const satisfies readonly DonationStatus[];

const MAX_INT_ID = 2_147_483_647;
const PROJECT_FILTER_MESSAGE = 'projectId must be a project id or "general"';

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

/** Digits become a project id; anything else is left for the validator to refuse. */
const toProjectFilter = (value: unknown): unknown =>
  typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value;

/** The donations list, totals and CSV filters. Dates are whole UK days, both ends included (decision 050). */
export class DonationListQueryDto extends UkDayRangePageQueryDto implements DonationListQuery {
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
}
