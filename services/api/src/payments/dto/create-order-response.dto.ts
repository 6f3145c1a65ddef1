import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { CreateOrderResponse, PaypalLink } from '@solar/shared-contracts';

export class PaypalLinkDto implements PaypalLink {
  @ApiProperty({ example: 'https://www.sandbox.paypal.com/checkoutnow?token=5O190127TN364715T' })
  href!: string;

  @ApiProperty({
    example: 'payer-action',
    description: 'The browser follows the link with rel `payer-action` (`approve` from an older order)',
  })
  rel!: string;

  @ApiPropertyOptional({ example: 'GET' })
  method?: string;
}

export class CreateOrderResponseDto implements CreateOrderResponse {
  @ApiProperty({ example: '5O190127TN364715T', description: 'PayPal order id' })
  id!: string;

  @ApiProperty({ example: 'PAYER_ACTION_REQUIRED' })
  status!: string;

  @ApiProperty({ type: [PaypalLinkDto] })
  links!: PaypalLinkDto[];
}
