import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { PaypalSetupResponse } from '@solar/shared-contracts';

export class PaypalSetupResponseDto implements PaypalSetupResponse {
  @ApiProperty({ example: 'AYSq3RDGsmBLJE-otTkBtM-jBRd1TCQwFf9RGfwddNXWz0uFU9ztymylOhRS' })
  clientId!: string;

  @ApiProperty({ enum: ['sandbox', 'live'] })
  environment!: 'sandbox' | 'live';

  @ApiPropertyOptional({
    example: 'http://localhost:4290/sdk/js',
    description: 'Where to load the JS SDK from when it is not PayPal’s own host',
  })
  sdkBaseUrl?: string;

  @ApiProperty({
    example: 'https://www.paypal.com',
    description: 'The only origin the site sends a payer to for an approval at PayPal',
  })
  approvalOrigin!: string;
}
