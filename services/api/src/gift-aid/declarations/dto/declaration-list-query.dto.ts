import { ApiPropertyOptional } from '@nestjs/swagger';
import type { GiftAidDeclarationListQuery, GiftAidDeclarationStatus } from '@solar/shared-contracts';
import { IsIn, IsOptional } from 'class-validator';
import { UkDayRangePageQueryDto } from '../../../kit/dto/uk-day-range.dto';

export const GIFT_AID_DECLARATION_STATUSES = [
  'active',
  'cancelled',
] as const satisfies readonly GiftAidDeclarationStatus[];

/** `?q=` searches names, postcode (as typed or normalised) and email; `status` is active or cancelled. */
export class DeclarationListQueryDto extends UkDayRangePageQueryDto implements GiftAidDeclarationListQuery {
  @ApiPropertyOptional({
    enum: GIFT_AID_DECLARATION_STATUSES,
    description: 'Only active (not cancelled) or cancelled declarations; both when absent',
  })
  @IsOptional()
  @IsIn(GIFT_AID_DECLARATION_STATUSES, {
    message: `status must be one of: ${GIFT_AID_DECLARATION_STATUSES.join(', ')}`,
  })
  status?: GiftAidDeclarationStatus;
}
