import { ApiProperty } from '@nestjs/swagger';
import { type CreateSubscriptionRequest, MONTHLY_FREQUENCY } from '@solar/shared-contracts';
import { Equals } from 'class-validator';
import { GiftFieldsDto } from '../../payments/dto/gift-fields.dto';

/** POST /api/subscription: a monthly gift, validated like a one-off gift (spec §3 "Subscription", §9). */
export class CreateSubscriptionDto extends GiftFieldsDto implements CreateSubscriptionRequest {
  @ApiProperty({ enum: [MONTHLY_FREQUENCY], example: MONTHLY_FREQUENCY })
  @Equals(MONTHLY_FREQUENCY, { message: `frequency must be ${MONTHLY_FREQUENCY}` })
  frequency!: typeof MONTHLY_FREQUENCY;
}
