import { ApiPropertyOptional } from '@nestjs/swagger';
import { MESSAGE_FILTERS, type MessageFilter, type MessageListQuery } from '@solar/shared-contracts';
import { IsIn, IsOptional } from 'class-validator';
import { UkDayRangePageQueryDto } from '../../kit/dto/uk-day-range.dto';

export class MessageListQueryDto extends UkDayRangePageQueryDto implements MessageListQuery {
  @ApiPropertyOptional({ enum: MESSAGE_FILTERS, default: 'all' })
  @IsOptional()
  @IsIn(MESSAGE_FILTERS, { message: `filter must be one of: ${MESSAGE_FILTERS.join(', ')}` })
  filter?: MessageFilter;
}
