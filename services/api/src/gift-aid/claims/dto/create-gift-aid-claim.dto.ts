import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { type CreateGiftAidClaimRequest, GIFT_AID_AGGREGATE_DESCRIPTION_MAX } from '@solar/shared-contracts';
import { Transform } from 'class-transformer';
import { IsBoolean, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { trim } from '../../../kit/dto/text-fields';
import { GiftAidPeriodDto } from './gift-aid-period.dto';

export class CreateGiftAidClaimDto extends GiftAidPeriodDto implements CreateGiftAidClaimRequest {
  @ApiProperty({ description: 'Put gifts below GIFT_AID_AGGREGATE_BELOW on aggregated lines (at most £1,000 each)' })
  @IsBoolean({ message: 'aggregateSmallGifts must be true or false' })
  aggregateSmallGifts!: boolean;

  @ApiPropertyOptional({
    maxLength: GIFT_AID_AGGREGATE_DESCRIPTION_MAX,
    example: 'Online gifts under £30',
    description: 'The aggregated lines’ description; trimmed',
  })
  @Transform(({ value }) => trim(value))
  @IsOptional()
  @IsString({ message: 'aggregateDescription must be text' })
  @IsNotEmpty({ message: 'aggregateDescription must not be blank' })
  @MaxLength(GIFT_AID_AGGREGATE_DESCRIPTION_MAX, {
    message: `aggregateDescription must be at most ${GIFT_AID_AGGREGATE_DESCRIPTION_MAX} characters`,
  })
  aggregateDescription?: string;
}
