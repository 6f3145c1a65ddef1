import { ApiPropertyOptional } from '@nestjs/swagger';
import type { MonthlyGiftListQuery, SubscriptionStatus } from '@solar/shared-contracts';
import { IsIn, IsOptional } from 'class-validator';
import { UkDayRangePageQueryDto } from '../../kit/dto/uk-day-range.dto';

export const SUBSCRIPTION_STATUSES = [
  'pending',
  'active',
  'suspended',
  'cancelled',
  'expired',
] as const satisfies readonly SubscriptionStatus[];

/** `?status=&q=<donor name or email>&page=` of the monthly gifts list. */
export class MonthlyGiftListQueryDto extends UkDayRangePageQueryDto implements MonthlyGiftListQuery {
  @ApiPropertyOptional({ enum: SUBSCRIPTION_STATUSES })
  @IsOptional()
  @IsIn(SUBSCRIPTION_STATUSES, { message: `status must be one of ${SUBSCRIPTION_STATUSES.join(', ')}` })
  status?: SubscriptionStatus;

  @ApiPropertyOptional({
    enum: ['payment'],
    description: 'payment: gifts whose payments are failing, owe a missed payment or were suspended by PayPal for it',
  })
  @IsOptional()
  @IsIn(['payment'], { message: 'problem must be payment' })
  problem?: 'payment';
}
