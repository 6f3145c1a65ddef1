import { ApiProperty } from '@nestjs/swagger';
import type { Page, StaffSubscriber } from '@solar/shared-contracts';
import { NewsletterSubscriptionResponseDto } from './newsletter-subscription-response.dto';

/** A subscriber as the public answer describes them, plus when the row last changed. */
export class StaffSubscriberDto extends NewsletterSubscriptionResponseDto implements StaffSubscriber {
  @ApiProperty({ format: 'date-time' })
  updatedAt!: string;
}

export class StaffSubscriberPageDto implements Page<StaffSubscriber> {
  @ApiProperty({ type: [StaffSubscriberDto] })
  items!: StaffSubscriberDto[];

  @ApiProperty({ example: 1 })
  page!: number;

  @ApiProperty({ example: 25 })
  pageSize!: number;

  @ApiProperty({ example: 1 })
  total!: number;
}
