import { ApiProperty } from '@nestjs/swagger';
import type {
  ActivateSubscriptionResponse,
  CreateSubscriptionResponse,
  PaypalLink,
  SubscriptionStatus,
} from '@solar/shared-contracts';

const subscriptionStatuses: SubscriptionStatus[] = ['pending', 'active', 'suspended', 'cancelled', 'expired'];

export class PaypalLinkDto implements PaypalLink {
  @ApiProperty({ example: 'https://www.sandbox.paypal.com/webapps/billing/subscriptions?ba_token=BA-1' })
  href!: string;

  @ApiProperty({ example: 'approve' })
  rel!: string;

  @ApiProperty({ required: false, example: 'GET' })
  method?: string;
}

export class CreateSubscriptionResponseDto implements CreateSubscriptionResponse {
  @ApiProperty({ example: 'I-BW452GLLEP1G', description: "PayPal's subscription id" })
  id!: string;

  @ApiProperty({ example: 'APPROVAL_PENDING', description: "PayPal's status" })
  status!: string;

  @ApiProperty({ type: [PaypalLinkDto], description: 'The browser follows the link with rel approve' })
  links!: PaypalLink[];
}

export class ActivateSubscriptionResponseDto implements ActivateSubscriptionResponse {
  @ApiProperty({ example: 'I-BW452GLLEP1G' })
  id!: string;

  @ApiProperty({ enum: subscriptionStatuses, example: 'active' })
  status!: SubscriptionStatus;

  @ApiProperty({ example: 25 })
  amount!: number;

  @ApiProperty({ example: 'GBP' })
  currency!: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  nextBillingDate!: string | null;
}
