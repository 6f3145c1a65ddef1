import { randomUUID } from 'node:crypto';
import { BadGatewayException, ConflictException, Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import {
  ApplicationContextUserAction,
  ExperienceContextShippingPreference,
  type Subscription as PaypalSubscription,
  SubscriptionStatus as PaypalSubscriptionStatus,
} from '@paypal/paypal-server-sdk';
import {
  CHARITY_NAME,
  type ActivateSubscriptionResponse,
  type CreateSubscriptionResponse,
  DONATE_RETURN,
  DONATION_CURRENCY,
  donatePagePath,
  MONTHLY_FREQUENCY,
  type SubscriptionStatus,
  type SuspensionCause,
} from '@solar/shared-contracts';
import { type DataSource, In, type Repository } from 'typeorm';
import { CORE_CONFIG, type CoreConfig } from '../kit/core-config';
import { recordDeclaration } from '../gift-aid-declarations/declaration-records';
import { Outbox } from '../mail/outbox.service';
import { softOptInFields } from '../newsletter/dto/charity-email-notice';
import { MONTHLY_GIFT_SOURCE, NewsletterService } from '../newsletter/newsletter.service';
import { storedGiftWords } from '../payments/gift-words';
import { runInTransaction } from '../database/transactions';
import { paypalAnswerOf, paypalIssue, toHttpException } from '../paypal/paypal-errors';
import { PaypalGateway } from '../paypal/paypal.gateway';
import { Project } from '../projects/project.entity';
import type { CreateSubscriptionDto } from './dto/create-subscription.dto';
import { ApprovedAmounts } from './approved-amounts.service';
import { manageLinkFor, monthlyGiftFacts } from './monthly-gift-email-data';
import { MonthlyPlanService } from './monthly-plan.service';
import { Subscription } from './subscription.entity';

/**
 * Which of our statuses each status may be reached from. Cancelled and expired are final: a late or replayed
 * event never revives a gift that has ended.
 */
const TRANSITIONS: Record<Exclude<SubscriptionStatus, 'pending'>, SubscriptionStatus[]> = {
  active: ['pending', 'suspended'],
  suspended: ['pending', 'active'],
  cancelled: ['pending', 'active', 'suspended'],
  expired: ['pending', 'active', 'suspended'],
};

/** PayPal's final or paused statuses, as ours. */
const ENDED: Partial<Record<PaypalSubscriptionStatus, Exclude<SubscriptionStatus, 'pending' | 'active'>>> = {
  [PaypalSubscriptionStatus.Cancelled]: 'cancelled',
  [PaypalSubscriptionStatus.Suspended]: 'suspended',
  [PaypalSubscriptionStatus.Expired]: 'expired',
};

/** Every monthly gift's own payment preferences, whatever its plan says (decision 068). */
export const MONTHLY_PAYMENT_PREFERENCES = { autoBillOutstanding: false, paymentFailureThreshold: 3 };

/** A gift restarted after a suspension: the suspension's cause and the failures before it are over. */
const RESTARTED: Partial<Subscription> = {
  suspensionCause: null,
  failedPaymentsCount: 0,
  paymentFailureReason: null,
  paymentFailedAt: null,
  nextPaymentRetryAt: null,
};

/** What PayPal told us when a subscription became active (the activate call or the ACTIVATED webhook). */
export type ActivationDetails = { nextBillingTime?: string | null; subscriberEmail?: string | null };

export function toActivateResponse(row: Subscription): ActivateSubscriptionResponse {
  return {
    id: row.paypalSubscriptionId,
    status: row.status as SubscriptionStatus,
    amount: row.amount,
    currency: row.currency,
    nextBillingDate: row.nextBillingDate ? new Date(row.nextBillingDate).toISOString() : null,
  };
}

/** A monthly gift keeps the donor's words until its first payment, which carries the message to moderation. */
function subscriptionWords(dto: CreateSubscriptionDto): Pick<Subscription, 'message' | 'isAnonymous' | 'displayName'> {
  const { message, isAnonymous, displayName } = storedGiftWords(dto);
  return { message, isAnonymous, displayName };
}

function parseTime(value: string | null | undefined): Date | undefined {
  if (!value) return undefined;
  const time = new Date(value);
  return Number.isNaN(time.getTime()) ? undefined : time;
}

/** Whether the donor asked for `amount`: it waits for their approval at PayPal, or it lapsed unapproved. */
function askedFor(row: Subscription, amount: number): boolean {
  return [row.pendingAmount, row.lapsedAmount].some((asked) => asked !== null && Number(asked) === amount);
}

/** Monthly gifts: created at PayPal, stored pending, and moved through PayPal's lifecycle. */
@Injectable()
export class SubscriptionsService {
  private readonly logger = new Logger(SubscriptionsService.name);

  constructor(
    @InjectRepository(Subscription) private readonly subscriptions: Repository<Subscription>,
    @InjectRepository(Project) private readonly projects: Repository<Project>,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CORE_CONFIG) private readonly config: CoreConfig,
    private readonly gateway: PaypalGateway,
    private readonly plan: MonthlyPlanService,
    private readonly newsletter: NewsletterService,
    private readonly outbox: Outbox,
    private readonly approvedAmounts: ApprovedAmounts,
  ) {}

  /** Creates the subscription at PayPal and stores it pending (with its Gift Aid declaration); the donor then approves it at PayPal. */
  async create(dto: CreateSubscriptionDto): Promise<CreateSubscriptionResponse> {
    const projectId = dto.projectId ?? null;
    if (projectId !== null && !(await this.projects.exists({ where: { id: projectId } }))) {
      throw new NotFoundException(`Project ${projectId} was not found`);
    }
    const amount = dto.amount.toFixed(2);
    let created: PaypalSubscription;
    try {
      const planId = await this.plan.monthlyPlanId();
      const origin = this.config.shellOrigin;
      ({ result: created } = await this.gateway.subscriptions.createSubscription({
        paypalRequestId: randomUUID(),
        body: {
          planId,
          // The plan's price is a placeholder: each gift overrides it with the donor's own monthly amount.
          plan: {
            billingCycles: [
              { sequence: 1, pricingScheme: { fixedPrice: { currencyCode: DONATION_CURRENCY, value: amount } } },
            ],
            // A missed month is never taken later unasked (decision 068): the donor may pay it from the manage page.
            paymentPreferences: MONTHLY_PAYMENT_PREFERENCES,
          },
          ...(dto.donorEmail ? { subscriber: { emailAddress: dto.donorEmail } } : {}),
          applicationContext: {
            brandName: CHARITY_NAME,
            shippingPreference: ExperienceContextShippingPreference.NoShipping,
            userAction: ApplicationContextUserAction.SubscribeNow,
            returnUrl: `${origin}/donate?${DONATE_RETURN.subscribed}=true`,
            cancelUrl: `${origin}/donate?${DONATE_RETURN.cancelled}=true`,
          },
          customId: `monthly-gift:${projectId ?? 'general'}`,
        },
      }));
    } catch (error) {
      throw toHttpException(error, 'create the PayPal subscription');
    }
    const links = (created.links ?? []).map(({ href, rel, method }) => ({
      href,
      rel,
      ...(method ? { method: String(method) } : {}),
    }));
    if (!created.id || !links.some((link) => link.rel === 'approve')) {
      throw new BadGatewayException({
        statusCode: 502,
        error: 'PayPal refused the request',
        message: 'PayPal created a subscription without an approval link.',
      });
    }
    const paypalSubscriptionId = created.id;
    // The declaration covers every payment of the gift; it and the pending gift are stored together or not at all.
    await runInTransaction(this.dataSource, async (manager) => {
      const giftAidDeclarationId = dto.giftAid
        ? await recordDeclaration(manager, dto.giftAid, dto.donorEmail ?? null)
        : null;
      await manager.insert(Subscription, {
        paypalSubscriptionId,
        projectId,
        donorEmail: dto.donorEmail ?? null,
        donorName: dto.donorName ?? null,
        amount: Number(amount),
        currency: DONATION_CURRENCY,
        frequency: MONTHLY_FREQUENCY,
        status: 'pending',
        paymentMethod: 'paypal',
        ...softOptInFields(dto),
        giftAidDeclarationId,
        ...subscriptionWords(dto),
      });
    });
    return { id: created.id, status: created.status ?? 'APPROVAL_PENDING', links };
  }

  /**
   * Called when the donor returns from PayPal. Reads the subscription at PayPal (never trusting the browser),
   * activates it if the donor approved it without starting it, and marks ours active. Safe to repeat.
   */
  async activate(paypalSubscriptionId: string): Promise<ActivateSubscriptionResponse> {
    const row = await this.findByPaypalId(paypalSubscriptionId);
    if (!row) throw new NotFoundException(`Subscription ${paypalSubscriptionId} was not found`);
    if (row.status === 'active') return toActivateResponse(row);

    let remote = await this.readAtPaypal(paypalSubscriptionId);
    if (remote.status === PaypalSubscriptionStatus.Approved) {
      try {
        await this.gateway.subscriptions.activateSubscription({
          id: paypalSubscriptionId,
          body: { reason: 'The donor approved the monthly gift' },
        });
      } catch (error) {
        // A parallel call may have activated it first; the read below tells.
        if (paypalIssue(error) !== 'SUBSCRIPTION_STATUS_INVALID')
          throw toHttpException(error, 'activate the PayPal subscription');
      }
      remote = await this.readAtPaypal(paypalSubscriptionId);
    }

    if (remote.status === PaypalSubscriptionStatus.Active) {
      const active = await this.markActive(paypalSubscriptionId, {
        nextBillingTime: remote.billingInfo?.nextBillingTime,
        subscriberEmail: remote.subscriber?.emailAddress,
      });
      if (active?.status === 'active') return toActivateResponse(active);
      // Ours ended already (a cancellation webhook); an ended gift is never revived.
      throw new ConflictException({
        statusCode: 409,
        error: 'SUBSCRIPTION_ENDED',
        message: `The monthly gift cannot be activated: it is ${active?.status ?? 'gone'}.`,
      });
    }
    const ended = remote.status ? ENDED[remote.status] : undefined;
    if (ended) {
      await this.transition(paypalSubscriptionId, ended);
      throw new ConflictException({
        statusCode: 409,
        error: `SUBSCRIPTION_${remote.status}`,
        message: `The monthly gift cannot be activated: PayPal reports it as ${ended}.`,
      });
    }
    if (
      remote.status === PaypalSubscriptionStatus.ApprovalPending ||
      remote.status === PaypalSubscriptionStatus.Approved
    ) {
      throw new ConflictException({
        statusCode: 409,
        error: 'SUBSCRIPTION_NOT_APPROVED',
        message: 'The monthly gift is not approved yet: approve it at PayPal first.',
      });
    }
    throw new BadGatewayException({
      statusCode: 502,
      error: 'PayPal refused the request',
      message: `PayPal reported an unexpected subscription status ${String(remote.status)}.`,
    });
  }

  findByPaypalId(paypalSubscriptionId: string): Promise<Subscription | null> {
    return this.subscriptions.findOne({ where: { paypalSubscriptionId } });
  }

  /**
   * Pending (or suspended) → active, one conditional update so parallel calls and replayed webhooks are harmless.
   * The newsletter box is honoured only by the call that moved the gift out of pending. Returns the row, or
   * null for a subscription we do not know.
   */
  async markActive(paypalSubscriptionId: string, details: ActivationDetails = {}): Promise<Subscription | null> {
    const row = await this.findByPaypalId(paypalSubscriptionId);
    if (!row) return null;
    const nextBillingDate = parseTime(details.nextBillingTime);
    const subscriberEmail = details.subscriberEmail?.trim().toLowerCase() || undefined;
    const changes: Partial<Subscription> = {
      status: 'active',
      ...(nextBillingDate ? { nextBillingDate } : {}),
      ...(!row.donorEmail && subscriberEmail ? { donorEmail: subscriberEmail } : {}),
    };
    const fromPending = await this.subscriptions.update({ paypalSubscriptionId, status: 'pending' }, changes);
    if (fromPending.affected) {
      await this.subscribeToNewsletter(row, row.donorEmail ?? subscriberEmail);
      await this.confirm(paypalSubscriptionId);
    } else {
      // Resumed after a suspension, or already active (refreshes the next billing date, only ever forward).
      await this.subscriptions.update({ paypalSubscriptionId, status: 'suspended' }, { ...changes, ...RESTARTED });
      const { nextBillingDate: _next, ...refresh } = changes;
      await this.subscriptions.update({ paypalSubscriptionId, status: 'active' }, refresh);
      if (nextBillingDate) await this.moveNextBillingForward(paypalSubscriptionId, nextBillingDate);
    }
    return this.findByPaypalId(paypalSubscriptionId);
  }

  /**
   * After a monthly payment is recorded (PAYMENT.SALE.COMPLETED): the next billing date as PayPal now gives it
   * (billing_info.next_billing_time), read back from PayPal, only ever forward. It never fails the payment: when PayPal
   * cannot be read the date is left as it was and a warning says so (the gift's id and PayPal's status code only).
   */
  async refreshNextBilling(paypalSubscriptionId: string): Promise<void> {
    let next: Date | undefined;
    try {
      const { result } = await this.gateway.subscriptions.getSubscription({ id: paypalSubscriptionId });
      next = parseTime(result.billingInfo?.nextBillingTime);
    } catch (error) {
      this.logger.warn(
        `Subscription ${paypalSubscriptionId}: PayPal could not be read after a monthly payment (${paypalAnswerOf(error)}); its next billing date is left as it was`,
      );
      return;
    }
    if (next) await this.moveNextBillingForward(paypalSubscriptionId, next);
  }

  /**
   * An active gift's next billing date from PayPal, unless the row has a later one: PayPal takes the first month as
   * the gift activates, so a BILLING.SUBSCRIPTION.ACTIVATED delivered after the activate call (or replayed) carries
   * the activation's own time, and must not make the month just paid look due again (issue 34).
   */
  private async moveNextBillingForward(paypalSubscriptionId: string, next: Date): Promise<void> {
    const column = this.subscriptions.metadata.findColumnWithPropertyName('nextBillingDate');
    await this.subscriptions
      .createQueryBuilder()
      .update(Subscription)
      .set({ nextBillingDate: next })
      .where('paypalSubscriptionId = :paypalSubscriptionId AND status = :active', {
        paypalSubscriptionId,
        active: 'active',
      })
      .andWhere('(nextBillingDate IS NULL OR nextBillingDate < :next)', {
        next: column ? this.dataSource.driver.preparePersistentValue(next, column) : next,
      })
      .execute();
  }

  /**
   * Moves a subscription to `to` if its current status allows it (see TRANSITIONS). Returns the row as it is
   * afterwards, or null for a subscription we do not know.
   */
  async transition(
    paypalSubscriptionId: string,
    to: Exclude<SubscriptionStatus, 'pending' | 'active'>,
    suspensionCause: SuspensionCause | null = null,
  ): Promise<Subscription | null> {
    await this.subscriptions.update(
      { paypalSubscriptionId, status: In(TRANSITIONS[to]) },
      { status: to, ...(to === 'suspended' ? { suspensionCause } : {}) },
    );
    return this.findByPaypalId(paypalSubscriptionId);
  }

  /** The subscription as PayPal holds it now (502/503 when PayPal cannot answer). */
  async readAtPaypal(id: string): Promise<PaypalSubscription> {
    try {
      return (await this.gateway.subscriptions.getSubscription({ id })).result;
    } catch (error) {
      throw toHttpException(error, 'read the PayPal subscription');
    }
  }

  /**
   * The donor's confirmation, with the link to manage the gift (decision 055), queued once: by the call that moved
   * the gift out of pending. Never fails the activation: errors are only logged.
   */
  private async confirm(paypalSubscriptionId: string): Promise<void> {
    try {
      const row = await this.findByPaypalId(paypalSubscriptionId);
      if (!row?.donorEmail) return;
      const project = row.projectId === null ? null : await this.projects.findOneBy({ id: row.projectId });
      await this.outbox.enqueue(this.dataSource.manager, {
        event: `monthly-gift:${row.id}:confirmed`,
        template: 'monthly-gift-confirmation',
        to: row.donorEmail,
        data: {
          ...monthlyGiftFacts(row, project?.title ?? null),
          manageLink: manageLinkFor(row),
        },
      });
    } catch (error) {
      this.logger.error(
        `Confirmation of subscription ${paypalSubscriptionId} could not be queued: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }

  /**
   * BILLING.SUBSCRIPTION.UPDATED, or the donor back on the manage page: reads the gift back from PayPal and keeps the
   * amount PayPal now bills (a new amount the payer approved at PayPal). Returns the row, or null for a subscription
   * we do not know.
   */
  async refreshAmount(paypalSubscriptionId: string): Promise<Subscription | null> {
    const row = await this.findByPaypalId(paypalSubscriptionId);
    if (!row) return null;
    const remote = await this.readAtPaypal(paypalSubscriptionId);
    const price = remote.plan?.billingCycles?.[0]?.pricingScheme?.fixedPrice;
    const quantity = Number(remote.quantity ?? '1');
    if (price && price.currencyCode === row.currency && Number.isFinite(quantity) && quantity > 0) {
      const amount = Math.round(Number(price.value) * 100 * quantity) / 100;
      // The amount the donor asked for, now approved at PayPal (decision 056), even after it lapsed here (decision
      // 060); else a change made at PayPal itself.
      if (amount !== Number(row.amount) && askedFor(row, amount)) await this.approvedAmounts.confirm(row, amount);
      else if (amount > 0 && amount !== Number(row.amount)) await this.subscriptions.update({ id: row.id }, { amount });
    }
    return this.findByPaypalId(paypalSubscriptionId);
  }

  /** The gift never fails because of the soft opt-in: errors are only logged. */
  private async subscribeToNewsletter(row: Subscription, email: string | null | undefined): Promise<void> {
    if (!row.newsletterOptIn || !row.emailNoticeVersion || !email) return;
    try {
      await this.newsletter.recordSoftOptIn({
        email,
        firstName: row.donorName?.trim().split(/\s+/)[0] ?? null,
        subscriptionSource: MONTHLY_GIFT_SOURCE,
        sourcePage: donatePagePath(row.projectId),
        noticeVersion: row.emailNoticeVersion,
      });
    } catch (error) {
      this.logger.error(
        `Soft opt-in for subscription ${row.paypalSubscriptionId} failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
}
