import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { StaffAttentionItem } from '@solar/shared-contracts';
import type { DataSource } from 'typeorm';
import { type AttentionSource, StaffAttentionSource } from '../attention';
import { wherePaymentProblems } from './staff-monthly-gifts.service';
import { Subscription } from './subscription.entity';

/**
 * The staff home's "Monthly gifts with payment problems": payments failing at PayPal, a missed payment owed, or gifts
 * PayPal suspended after failures (decision 067). Its link is the monthly gifts list with the same filter.
 */
@StaffAttentionSource()
@Injectable()
export class PaymentProblemsAttention implements AttentionSource {
  readonly order = 45;
  readonly audience = 'staff';

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async item(): Promise<StaffAttentionItem> {
    const count = await wherePaymentProblems(
      this.dataSource.getRepository(Subscription).createQueryBuilder('gift'),
      'gift',
    ).getCount();
    return {
      key: 'monthly-gifts.payment-problems',
      label: 'Monthly gifts with payment problems',
      count,
      href: '/staff/monthly-gifts?problem=payment',
      tone: count > 0 ? 'warning' : 'info',
    };
  }
}
