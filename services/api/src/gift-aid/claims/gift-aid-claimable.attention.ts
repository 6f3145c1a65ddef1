import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { StaffAttentionItem } from '@solar/shared-contracts';
import { ukToday } from '@solar/shared-format/uk-time';
import type { DataSource } from 'typeorm';
import { type AttentionSource, StaffAttentionSource } from '../../attention';
import { eligibleGifts, giftAidOn, sumPounds } from './eligible-gifts';
import { MAX_PERIOD_YEARS } from './dto/gift-aid-period.dto';

/** The widest period a claim may cover, ending today (UK): HMRC takes claims on gifts up to four years old. */
export function claimableNowPeriod(now: Date): { from: string; to: string } {
  const to = ukToday(now);
  const [year, month, day] = to.split('-').map(Number) as [number, number, number];
  const from = new Date(Date.UTC(year - MAX_PERIOD_YEARS, month - 1, day)).toISOString().slice(0, 10);
  return { from, to };
}

/**
 * The staff home's "Gift Aid to claim": the gifts a claim made now would take (the claims page's own query, over
 * the widest period it allows) and the Gift Aid on them. Administrators only: only they can make a claim.
 */
@StaffAttentionSource()
@Injectable()
export class GiftAidClaimableAttention implements AttentionSource {
  readonly order = 50;
  readonly audience = 'admin';

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async item(now: Date): Promise<StaffAttentionItem> {
    const period = claimableNowPeriod(now);
    const gifts = await eligibleGifts(this.dataSource.manager, period.from, period.to);
    return {
      key: 'gift-aid.claimable',
      label: 'Gift Aid to claim',
      count: gifts.length,
      total: { amount: giftAidOn(sumPounds(gifts.map((gift) => gift.amount))), currency: 'GBP' },
      href: `/staff/gift-aid/claims?${new URLSearchParams(period).toString()}`,
      tone: gifts.length > 0 ? 'warning' : 'info',
    };
  }
}
