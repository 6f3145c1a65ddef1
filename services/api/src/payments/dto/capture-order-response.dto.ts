import { ApiProperty } from '@nestjs/swagger';
import type { CaptureOrderResponse } from '@solar/shared-contracts';

export class CaptureOrderResponseDto implements CaptureOrderResponse {
  @ApiProperty({ example: '5O190127TN364715T', description: 'PayPal order id' })
  id!: string;

  @ApiProperty({
    example: 'COMPLETED',
    description:
      'COMPLETED means the gift was taken; PENDING that PayPal is still clearing it; DECLINED, REFUNDED or DENIED otherwise',
  })
  status!: string;

  @ApiProperty({ type: String, nullable: true, example: '3C679366HH908993F' })
  captureId!: string | null;

  @ApiProperty({ example: 25 })
  amount!: number;

  @ApiProperty({ example: 'GBP' })
  currency!: string;

  @ApiProperty({ type: Number, nullable: true, example: 1 })
  projectId!: number | null;
}
