import { ApiProperty } from '@nestjs/swagger';
import { type CreateOrderRequest, DONATION_INTENT } from '@solar/shared-contracts';
import { Transform } from 'class-transformer';
import { Equals } from 'class-validator';
import { GiftFieldsDto } from './gift-fields.dto';

/** POST /paypal/order: a one-off gift as the donate pages send it. */
export class CreateOrderDto extends GiftFieldsDto implements CreateOrderRequest {
  @ApiProperty({
    enum: [DONATION_INTENT],
    example: DONATION_INTENT,
    description: 'Case-insensitive; stored as CAPTURE',
  })
  @Transform(({ value }) => (typeof value === 'string' ? value.toUpperCase() : value))
  @Equals(DONATION_INTENT, { message: `intent must be ${DONATION_INTENT}` })
  intent!: typeof DONATION_INTENT;
}
