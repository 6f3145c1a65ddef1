import { ApiPropertyOptional } from '@nestjs/swagger';
import { VOLUNTEER_STATUSES, type VolunteerListQuery, type VolunteerStatus } from '@solar/shared-contracts';
import { IsIn, IsOptional } from 'class-validator';
import { UkDayRangePageQueryDto } from '../../kit/dto/uk-day-range.dto';

export class VolunteerListQueryDto extends UkDayRangePageQueryDto implements VolunteerListQuery {
  @ApiPropertyOptional({
    enum: VOLUNTEER_STATUSES,
    description: 'Only applications in this status; every status when absent',
  })
  @IsOptional()
  @IsIn(VOLUNTEER_STATUSES, { message: `status must be one of: ${VOLUNTEER_STATUSES.join(', ')}` })
  status?: VolunteerStatus;
}
