import { ApiPropertyOptional } from '@nestjs/swagger';
import { SUBSCRIBER_FILTERS, type SubscriberFilter, type SubscriberListQuery } from '@solar/shared-contracts';
import { IsIn, IsOptional } from 'class-validator';
import { UkDayRangePageQueryDto } from '../../app/dto/uk-day-range.dto';

export class SubscriberListQueryDto extends UkDayRangePageQueryDto implements SubscriberListQuery {
  @ApiPropertyOptional({ enum: SUBSCRIBER_FILTERS, default: 'all' })
  @IsOptional()
  @IsIn(SUBSCRIBER_FILTERS, { message: `filter must be one of: ${SUBSCRIBER_FILTERS.join(', ')}` })
  filter?: SubscriberFilter;
}
