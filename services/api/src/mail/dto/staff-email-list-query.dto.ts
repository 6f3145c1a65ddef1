import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  EMAIL_STATUSES,
  EMAIL_TEMPLATES,
  type EmailStatus,
  type EmailTemplate,
  type StaffEmailListQuery,
} from '@solar/shared-contracts';
import { IsIn, IsOptional } from 'class-validator';
import { UkDayRangePageQueryDto } from '../../kit/dto/uk-day-range.dto';

export class StaffEmailListQueryDto extends UkDayRangePageQueryDto implements StaffEmailListQuery {
  @ApiPropertyOptional({ enum: EMAIL_STATUSES })
  @IsOptional()
  @IsIn(EMAIL_STATUSES, { message: `status must be one of: ${EMAIL_STATUSES.join(', ')}` })
  status?: EmailStatus;

  @ApiPropertyOptional({ enum: EMAIL_TEMPLATES })
  @IsOptional()
  @IsIn(EMAIL_TEMPLATES, { message: `template must be one of: ${EMAIL_TEMPLATES.join(', ')}` })
  template?: EmailTemplate;
}
