import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Subscription as PaypalSubscription } from '@paypal/paypal-server-sdk';
import type { MonthlyPaymentProblem } from '@solar/shared-contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { Outbox } from '../mail/outbox.service';
import { runRetryingTransaction } from '../database/transactions';
import { Project } from '../projects/project.entity';
import { countPayment } from '../telemetry/api-metrics';
import { manageLinkFor, monthlyGiftFacts } from './monthly-gift-email-data';
import { Subscription } from './subscription.entity';

/** A later failure than this after the one last emailed is another billing cycle's (PayPal retries within 10 days). */
export const FAILURE_EMAIL_GAP_MS = 20 * 86_400_000;

/** One failed payment as PayPal's record of the subscription gives it (billing_info). */
export type PaymentFailure = {
  reasonCode: string | null;
  failedAt: number;
  nextRetryAt: number | null;
  failedPaymentsCount: number;
  outstandingAmount: number | null;
  suspended: boolean;
};

function time(value: string | undefined): number | null {
  const parsed = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(parsed) ? null : parsed;
}

/** The last failure PayPal records for a subscription, or null when it records none. */
export function failureOf(remote: PaypalSubscription): PaymentFailure | null {
  const info = remote.billingInfo;
  const failed = info?.lastFailedPayment;
  const failedAt = time(failed?.time);
  if (!info || !failed || failedAt === null) return null;
  // PayPal keeps the last failure after a payment goes through; it is over then.
  const paidAt = time(info.lastPayment?.time);
  if (paidAt !== null && paidAt > failedAt) return null;
  const owed = Number(info.outstandingBalance?.value ?? '0');
  return {
    reasonCode: failed.reasonCode ?? null,
    failedAt,
    nextRetryAt: time(failed.nextPaymentRetryTime),
    failedPaymentsCount: info.failedPaymentsCount ?? 0,
    outstandingAmount: Number.isFinite(owed) && owed > 0 ? owed : null,
    suspended: remote.status === 'SUSPENDED',
  };
}

/** What the manage page and the back office show of a gift's payment trouble, or null when payments go through. */
export function paymentProblemOf(gift: Subscription): MonthlyPaymentProblem | null {
  const suspended = gift.status === 'suspended' && gift.suspensionCause === 'payment_failures';
  const owed = gift.outstandingAmount !== null && Number(gift.outstandingAmount) > 0;
  if (!suspended && gift.paymentFailedAt === null && !owed) return null;
  return {
    reasonCode: gift.paymentFailureReason,
    failedAt: gift.paymentFailedAt === null ? null : new Date(Number(gift.paymentFailedAt)).toISOString(),
    nextRetryDate:
      suspended || gift.nextPaymentRetryAt === null ? null : new Date(Number(gift.nextPaymentRetryAt)).toISOString(),
    failedPaymentsCount: gift.failedPaymentsCount,
    outstandingAmount: owed ? Number(gift.outstandingAmount) : null,
    suspended,
  };
}

/**
 * BILLING.SUBSCRIPTION.PAYMENT.FAILED, as PayPal's own record bears it out (decision 067): the reason, retry date and
 * count are stored, and the donor gets one service email a billing cycle at most. Both are idempotent: a replayed or
 * parallel delivery of the same failure changes nothing and queues nothing (a conditional update decides who
 * emails, and the outbox key is the failure's own time).
 */
@Injectable()
export class PaymentFailures {
  private readonly logger = new Logger(PaymentFailures.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
  ) {}

  async record(gift: Subscription, failure: PaymentFailure): Promise<'emailed' | 'recorded'> {
    let isNewFailure = false;
    const emailed = await runRetryingTransaction(this.dataSource, async (manager) => {
      isNewFailure = await this.store(manager, gift, failure);
      // A failure that made PayPal suspend the gift is told by the suspension's own email (onHold), whatever the cycle.
      if (!gift.donorEmail || failure.suspended) return false;
      const claimed = await manager
        .createQueryBuilder()
        .update(Subscription)
        .set({ paymentFailureEmails: () => 'paymentFailureEmails + 1', paymentFailureEmailedFor: failure.failedAt })
        .where('id = :id AND (paymentFailureEmailedFor IS NULL OR paymentFailureEmailedFor <= :before)', {
          id: gift.id,
          before: failure.failedAt - FAILURE_EMAIL_GAP_MS,
        })
        .execute();
      if (!claimed.affected) return false;
      await this.email(manager, gift, failure);
      return true;
    });
    // Counted for the operator's metrics (decision 074) once per failure, however often PayPal tells us of it.
    if (isNewFailure) countPayment('monthly', 'failed');
    this.logger.log(
      `Monthly gift ${gift.id}: payment failed at PayPal (${failure.reasonCode ?? 'no reason'}), count ${failure.failedPaymentsCount}${emailed ? '; donor emailed' : ''}`,
    );
    return emailed ? 'emailed' : 'recorded';
  }

  /**
   * BILLING.SUBSCRIPTION.SUSPENDED after failed payments, as PayPal's own record bears it out (decision 067, amended):
   * stores PayPal's figures, makes the gift suspended for `payment_failures` and queues the donor's on-hold email, in
   * one transaction. The status change is the claim: only the delivery whose conditional UPDATE moved the gift from
   * active (or from a suspension with no cause recorded yet) to this suspension emails, so the email goes once per
   * suspension however often, or however many at once, PayPal delivers the event, and whatever the one-failure-email-
   * a-cycle rule held back. A restart clears the cause, so a later suspension is told again. Returns whether it emailed.
   */
  async onHold(gift: Subscription, failure: PaymentFailure | null): Promise<boolean> {
    const emailed = await runRetryingTransaction(this.dataSource, async (manager) => {
      if (failure) await this.store(manager, gift, failure);
      const claimed = await manager
        .createQueryBuilder()
        .update(Subscription)
        .set({
          status: 'suspended',
          suspensionCause: 'payment_failures',
          ...(gift.donorEmail ? { paymentFailureEmails: () => 'paymentFailureEmails + 1' } : {}),
        })
        .where("id = :id AND (status IN ('pending', 'active') OR (status = 'suspended' AND suspensionCause IS NULL))", {
          id: gift.id,
        })
        .execute();
      if (!claimed.affected || !gift.donorEmail) return false;
      const row = await manager.findOneByOrFail(Subscription, { id: gift.id });
      await this.emailOnHold(manager, row, failure?.failedAt ?? row.paymentFailedAt ?? Date.now());
      return true;
    });
    this.logger.log(
      `Monthly gift ${gift.id}: suspended by PayPal after failed payments${emailed ? '; donor emailed' : ''}`,
    );
    return emailed;
  }

  /**
   * Stores the failure unless a later one is stored already; true when it is a failure not stored before. The first
   * UPDATE matches only a newer failure, so of a replay or two parallel deliveries one alone sees it as new; the
   * second refreshes what PayPal says of the same failure (its retry date and count).
   */
  private async store(manager: EntityManager, gift: Subscription, failure: PaymentFailure): Promise<boolean> {
    const update = (condition: string) =>
      manager
        .createQueryBuilder()
        .update(Subscription)
        .set({
          paymentFailureReason: failure.reasonCode,
          paymentFailedAt: failure.failedAt,
          nextPaymentRetryAt: failure.nextRetryAt,
          failedPaymentsCount: failure.failedPaymentsCount,
          outstandingAmount: failure.outstandingAmount,
        })
        .where(`id = :id AND ${condition}`, { id: gift.id, failedAt: failure.failedAt })
        .execute();
    const newer = await update('(paymentFailedAt IS NULL OR paymentFailedAt < :failedAt)');
    if (newer.affected) return true;
    await update('paymentFailedAt = :failedAt');
    return false;
  }

  private async projectName(manager: EntityManager, gift: Subscription): Promise<string | null> {
    if (gift.projectId === null) return null;
    const project = await manager.findOne(Project, {
      where: { id: gift.projectId },
      select: { id: true, title: true },
    });
    return project?.title ?? null;
  }

  /** The on-hold email, keyed by the failure that led to the suspension (another suspension has another key). */
  private async emailOnHold(manager: EntityManager, gift: Subscription, failedAt: number): Promise<void> {
    const owed = gift.outstandingAmount === null ? 0 : Number(gift.outstandingAmount);
    await this.outbox.enqueue(manager, {
      event: `monthly-gift:${gift.id}:on-hold:${failedAt}`,
      template: 'monthly-gift-on-hold',
      to: gift.donorEmail as string,
      data: {
        ...monthlyGiftFacts(gift, await this.projectName(manager, gift)),
        nextPaymentDate: null,
        reasonCode: gift.paymentFailureReason,
        failedPaymentsCount: gift.failedPaymentsCount,
        outstandingAmount: owed > 0 ? owed.toFixed(2) : null,
        manageLink: manageLinkFor(gift),
      },
    });
  }

  private async email(manager: EntityManager, gift: Subscription, failure: PaymentFailure): Promise<void> {
    const projectName = await this.projectName(manager, gift);
    await this.outbox.enqueue(manager, {
      event: `monthly-gift:${gift.id}:payment-failed:${failure.failedAt}`,
      template: 'monthly-gift-payment-failed',
      to: gift.donorEmail as string,
      data: {
        ...monthlyGiftFacts(gift, projectName),
        reasonCode: failure.reasonCode,
        failedAt: new Date(failure.failedAt).toISOString(),
        nextRetryDate: failure.nextRetryAt === null ? null : new Date(failure.nextRetryAt).toISOString(),
        suspended: false,
        manageLink: manageLinkFor(gift),
      },
    });
  }
}
