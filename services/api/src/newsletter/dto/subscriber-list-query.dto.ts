import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  EMAIL_BASES,
  type EmailBasis,
  SUBSCRIBER_FILTERS,
  type SubscriberFilter,
  type SubscriberListQuery,
} from '@solar/shared-contracts';
import { IsIn, IsOptional } from 'class-validator';
import { UkDayRangePageQueryDto } from '../../kit/dto/uk-day-range.dto';

export class SubscriberListQueryDto extends UkDayRangePageQueryDto implements SubscriberListQuery {
  @ApiPropertyOptional({ enum: SUBSCRIBER_FILTERS, default: 'all' })
  @IsOptional()
  @IsIn(SUBSCRIBER_FILTERS, { message: `filter must be one of: ${SUBSCRIBER_FILTERS.join(', ')}` })
  filter?: SubscriberFilter;

  @ApiPropertyOptional({ enum: EMAIL_BASES, description: 'Only this basis: consent or the charity soft opt-in' })
  @IsOptional()
  @IsIn(EMAIL_BASES, { message: `basis must be one of: ${EMAIL_BASES.join(', ')}` })
  basis?: EmailBasis;
}
