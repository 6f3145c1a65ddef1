import { HttpException, HttpStatus, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { SubscriptionStatus as PaypalStatus } from '@paypal/paypal-server-sdk';
import type { DataSource } from 'typeorm';
import { type AuditActor, AuditLog } from '../audit';
import { runInTransaction } from '../database/transactions';
import { paypalFailure } from '../paypal/paypal-errors';
import { PaypalGateway } from '../paypal/paypal.gateway';
import { NOTHING_ASKED } from '../subscriptions/approved-amounts.service';
import { Subscription } from '../subscriptions/subscription.entity';

/** Our statuses of a monthly gift PayPal may still take money for. */
export const RUNNING_GIFT_STATUSES = ['active', 'suspended'] as const;

/** PayPal statuses after which a subscription never takes money again. */
const ENDED_AT_PAYPAL: string[] = [PaypalStatus.Cancelled, PaypalStatus.Expired];

const REASON = 'The donor asked the charity to erase their personal data';

export const isRunningGift = (gift: Subscription): boolean =>
  (RUNNING_GIFT_STATUSES as readonly string[]).includes(gift.status);

/** The 502/503 an erasure answers when a monthly gift could not be ended at PayPal; nothing has been erased. */
function notCancelled(gift: Subscription, status: number): HttpException {
  return new HttpException(
    {
      statusCode: status,
      error: 'MONTHLY_GIFT_NOT_CANCELLED',
      message:
        `Their monthly gift (PayPal subscription ${gift.paypalSubscriptionId}) could not be cancelled at PayPal, so ` +
        'we have not erased them: an erased person must not go on being charged. Please try again in a few minutes. ' +
        'If it still fails, cancel that subscription in the charity’s PayPal account (Pay & Get Paid, Subscriptions), ' +
        'then erase them again.',
    },
    status,
  );
}

/**
 * Erasure ends a person's monthly gifts at PayPal before it erases anything (decision 078): PayPal could otherwise
 * go on taking money from someone we no longer have a name or address for. Each gift is cancelled through the SDK
 * and recorded as cancelled (audited, by the erasure) in its own transaction, so a retried erasure skips the gifts
 * already ended; a gift PayPal cannot cancel refuses the whole erasure with a message that says what to do, leaving
 * the person as they were. A gift someone already cancelled at PayPal (its dashboard) counts as ended.
 */
@Injectable()
export class ErasureMonthlyGifts {
  private readonly logger = new Logger(ErasureMonthlyGifts.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly gateway: PaypalGateway,
    private readonly audit: AuditLog,
  ) {}

  /** Ends every running gift of `gifts` at PayPal and records it; throws (nothing erased) when PayPal cannot. */
  async endAll(gifts: Subscription[], actor: AuditActor): Promise<number> {
    let ended = 0;
    for (const gift of gifts.filter(isRunningGift)) {
      await this.cancelAtPaypal(gift);
      ended += await this.recordCancelled(gift, actor);
    }
    return ended;
  }

  private async cancelAtPaypal(gift: Subscription): Promise<void> {
    if (!this.gateway.isConfigured) throw notCancelled(gift, HttpStatus.SERVICE_UNAVAILABLE);
    try {
      await this.gateway.subscriptions.cancelSubscription({ id: gift.paypalSubscriptionId, body: { reason: REASON } });
    } catch (error) {
      // PayPal refuses to cancel an ended subscription (422): that one takes no more money either.
      if (paypalFailure(error)?.statusCode === 422 && (await this.endedAtPaypal(gift))) return;
      const answer = paypalFailure(error)?.statusCode;
      this.logger.error(
        `Could not cancel monthly gift ${gift.id} at PayPal for an erasure: ${answer ? `PayPal answered ${answer}` : 'PayPal did not answer'}`,
      );
      throw notCancelled(gift, HttpStatus.BAD_GATEWAY);
    }
  }

  private async endedAtPaypal(gift: Subscription): Promise<boolean> {
    try {
      const { result } = await this.gateway.subscriptions.getSubscription({ id: gift.paypalSubscriptionId });
      return ENDED_AT_PAYPAL.includes(result.status ?? '');
    } catch {
      return false;
    }
  }

  /** The gift as PayPal now has it: cancelled, nothing asked of the donor; audited once whoever got there first. */
  private recordCancelled(gift: Subscription, actor: AuditActor): Promise<number> {
    return runInTransaction(this.dataSource, async (manager) => {
      const result = await manager
        .createQueryBuilder()
        .update(Subscription)
        .set({ status: 'cancelled', nextBillingDate: null, ...NOTHING_ASKED })
        .where('id = :id AND status IN (:...running)', { id: gift.id, running: RUNNING_GIFT_STATUSES })
        .execute();
      if (result.affected !== 1) return 0;
      await this.audit.record(
        {
          actor,
          action: 'monthly-gift.cancelled',
          entityType: 'subscription',
          entityId: gift.id,
          before: { status: gift.status },
          after: { status: 'cancelled', by: 'erasure' },
        },
        manager,
      );
      return 1;
    });
  }
}
