import { ApiProperty } from '@nestjs/swagger';
import type { MonthlyPaymentProblem, Page, StaffMonthlyGift, SubscriptionStatus } from '@solar/shared-contracts';
import { SUBSCRIPTION_STATUSES } from './monthly-gift-list-query.dto';

export class StaffPaymentProblemDto implements MonthlyPaymentProblem {
  @ApiProperty({ type: String, nullable: true, example: 'PAYMENT_DENIED', description: 'PayPal’s reason code' })
  reasonCode!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  failedAt!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When PayPal tries again' })
  nextRetryDate!: string | null;

  @ApiProperty({ example: 1, description: 'Billing cycles in a row that failed after PayPal’s retries' })
  failedPaymentsCount!: number;

  @ApiProperty({ type: Number, nullable: true, description: 'What PayPal says is owed, taken only if the donor asks' })
  outstandingAmount!: number | null;

  @ApiProperty({ description: 'PayPal suspended the gift after the failures (not the donor’s pause)' })
  suspended!: boolean;

  @ApiProperty({ example: 1, description: 'Service emails sent to the donor about the failures' })
  emailsSent!: number;
}

export class StaffMonthlyGiftDto implements StaffMonthlyGift {
  @ApiProperty({ example: 7 })
  id!: number;

  @ApiProperty({ example: 'I-BW452GLLEP1G' })
  paypalSubscriptionId!: string;

  @ApiProperty({ example: 10, description: 'What PayPal bills each month' })
  amount!: number;

  @ApiProperty({
    type: Number,
    nullable: true,
    example: null,
    description: 'A new amount the donor asked for, billed only once they approve it at PayPal',
  })
  awaitingApprovalAmount!: number | null;

  @ApiProperty({
    type: Number,
    nullable: true,
    example: null,
    description:
      'A new amount the donor asked for that was not approved at PayPal within MONTHLY_AMOUNT_APPROVAL_HOURS; PayPal bills `amount`',
  })
  lapsedRequestAmount!: number | null;

  @ApiProperty({ example: 'GBP' })
  currency!: string;

  @ApiProperty({ enum: SUBSCRIPTION_STATUSES })
  status!: SubscriptionStatus;

  @ApiProperty({ type: Number, nullable: true, description: 'null for a general gift' })
  projectId!: number | null;

  @ApiProperty({ type: String, nullable: true })
  projectTitle!: string | null;

  @ApiProperty({ type: String, nullable: true })
  donorName!: string | null;

  @ApiProperty({ type: String, nullable: true })
  donorEmail!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When PayPal next takes a payment' })
  nextBillingDate!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When PayPal last took a payment' })
  lastPaymentDate!: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({
    type: StaffPaymentProblemDto,
    nullable: true,
    description: 'Payments failing at PayPal (reason code, retry date, emails sent to the donor), or null',
  })
  paymentProblem!: StaffPaymentProblemDto | null;
}

export class StaffMonthlyGiftPageDto implements Page<StaffMonthlyGift> {
  @ApiProperty({ type: [StaffMonthlyGiftDto] })
  items!: StaffMonthlyGiftDto[];

  @ApiProperty({ example: 1 })
  page!: number;

  @ApiProperty({ example: 25 })
  pageSize!: number;

  @ApiProperty({ example: 12 })
  total!: number;
}
