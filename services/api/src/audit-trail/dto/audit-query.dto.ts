import { ApiPropertyOptional } from '@nestjs/swagger';
import type { AuditQuery } from '@solar/shared-contracts';
import { Transform, Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { trimToUndefined } from '../../kit/dto/text-fields';
import { UkDayRangePageQueryDto } from '../../kit/dto/uk-day-range.dto';

/** Paging, plus who made the change and what kind of record it touched. */
export class AuditQueryDto extends UkDayRangePageQueryDto implements AuditQuery {
  @ApiPropertyOptional({ description: 'Only changes by this staff user id' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'actorId must be a whole number' })
  @Min(1, { message: 'actorId must be 1 or more' })
  actorId?: number;

  @ApiPropertyOptional({
    example: 'user',
    description: 'Only changes to this kind of record (user, contact-message, volunteer, …)',
  })
  @IsOptional()
  @Transform(({ value }) => trimToUndefined(value))
  @IsString()
  @MaxLength(50)
  entityType?: string;
}
