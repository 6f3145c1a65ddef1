import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { CreateOrderResponse, PaypalLink } from '@solar/shared-contracts';

export class PaypalLinkDto implements PaypalLink {
  @ApiProperty({ example: 'https://www.sandbox.paypal.com/checkoutnow?token=5O190127TN364715T' })
  href!: string;

  @ApiProperty({ example: 'approve', description: 'The browser follows the link with rel `approve`' })
  rel!: string;

  @ApiPropertyOptional({ example: 'GET' })
  method?: string;
}

export class CreateOrderResponseDto implements CreateOrderResponse {
  @ApiProperty({ example: '5O190127TN364715T', description: 'PayPal order id' })
  id!: string;

  @ApiProperty({ example: 'CREATED' })
  status!: string;

  @ApiProperty({ type: [PaypalLinkDto] })
  links!: PaypalLinkDto[];
}
