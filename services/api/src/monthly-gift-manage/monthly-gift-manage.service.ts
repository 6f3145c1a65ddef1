import { BadRequestException, HttpException, Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CaptureType, ExperienceContextShippingPreference } from '@paypal/paypal-server-sdk';
import {
  CHARITY_NAME,
  DONATION_CURRENCY,
  type GiftAidDeclarationRequest,
  MANAGE_APPROVAL_PARAM,
  MANAGE_GIFT_PATH,
  type ManageApprovalReturn,
  type ManagedGiftAid,
  type ManagedMonthlyGift,
  type ManageLinkData,
  type ManageLinkProblem,
  type MonthlyGiftChange,
  type PayAndRestartResponse,
  RESTART_NEEDS_PAYMENT,
  type SubscriptionStatus,
  taxYearOf,
} from '@solar/shared-contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { CORE_CONFIG, type CoreConfig } from '../kit/core-config';
import { MAIL_CONFIG, type MailConfig } from '../mail/mail-config';
import { AuditLog } from '../audit';
import { recordDeclaration } from '../gift-aid-declarations/declaration-records';
import { GiftAidDeclaration } from '../gift-aid-declarations/gift-aid-declaration.entity';
import { Outbox } from '../mail/outbox.service';
import { runInTransaction } from '../database/transactions';
import { isPaypalApprovalUrl, paypalApprovalOrigin } from '../paypal/paypal-config';
import { paypalAnswerOf, paypalIssue, toHttpException } from '../paypal/paypal-errors';
import { PaypalGateway } from '../paypal/paypal.gateway';
import { Project } from '../projects/project.entity';
import { AmountRequestLapses } from '../subscriptions/amount-request-lapses';
import { NOTHING_ASKED } from '../subscriptions/approved-amounts.service';
import { paymentProblemOf } from '../subscriptions/payment-failures.service';
import { Subscription } from '../subscriptions/subscription.entity';
import { SubscriptionsService } from '../subscriptions/subscriptions.service';
import { manageTokenProblem, parseManageToken, signManageToken } from '../mail/manage-token';
import { monthlyGiftChangeEmail, monthlyGiftChangeKey } from '../subscriptions/monthly-gift-change-email';

/** What the page says for each refusal; every one offers a fresh link. */
const PROBLEMS: Record<ManageLinkProblem, { status: number; message: string }> = {
  LINK_INVALID: {
    status: 403,
    message:
      'This link is not one we sent, or part of it is missing: nothing has been changed. Ask for a fresh link below and open it straight from the email.',
  },
  LINK_EXPIRED: {
    status: 410,
    message:
      'This link is more than 30 days old, so it no longer works: nothing has been changed. Ask for a fresh link below and we will email it to you.',
  },
  LINK_USED: {
    status: 410,
    message:
      'This link has already been used to make a change, so it no longer works: nothing more has been changed. Your latest email from us has a newer link, or ask for a fresh one below.',
  },
};

export function linkRefusal(problem: ManageLinkProblem): HttpException {
  const { status, message } = PROBLEMS[problem];
  return new HttpException({ statusCode: status, error: problem, message }, status);
}

/** A change the manage page records: one the donor made, or a new amount now waiting for their approval at PayPal. */
type RecordedChange = MonthlyGiftChange | 'amount-requested';

/** How the confirmation email of a recorded change goes out. */
type EmailPlan = {
  /** The amount before the change, or the amount a payment took. */
  previousAmount?: number;
  /** Held this long before a worker may send it, for a step that follows to replace it. */
  holdMs?: number;
  /** The amount a payment just took, whose held receipt this email replaces with one for both steps. */
  afterPayment?: number;
};

/**
 * How long the receipt for a missed payment taken by "pay and restart" waits for the restart that follows within
 * seconds: the donor then gets one email for both. If the restart fails, it is sent at once; if the process stops
 * between the two, it goes out when the hold ends.
 */
const PAID_RECEIPT_HOLD_MS = 5 * 60_000;

type RowChanges = Partial<
  Pick<
    Subscription,
    | 'amount'
    | 'status'
    | 'nextBillingDate'
    | 'pendingAmount'
    | 'pendingApprovalUrl'
    | 'pendingRequestedAt'
    | 'lapsedAmount'
    | 'suspensionCause'
    | 'failedPaymentsCount'
    | 'paymentFailureReason'
    | 'paymentFailedAt'
    | 'nextPaymentRetryAt'
    | 'outstandingAmount'
  >
>;

/** A gift as the manage service works on it: its row, the link that opened it and the link's expiry. */
type Opened = { gift: Subscription; expiresAt: Date };

const PAYPAL_NEEDED =
  'Changing a monthly gift goes through PayPal, and PayPal cannot be reached from our site just now. Nothing has been changed: please try again later, or email donations@fromsuntosanctuary.org and we will make the change for you.';

/** PayPal's issue for activating a subscription it suspended at the failure threshold (money owed, decision 084). */
const CANNOT_BE_ACTIVATED = 'SUBSCRIPTION_CANNOT_BE_ACTIVATED';

const pounds = (value: number) => `£${value.toFixed(2).replace(/\.00$/, '')}`;

/** A restart PayPal refuses until what the gift owes is paid: nothing changed, and what the donor can do instead. */
function restartNeedsPayment(gift: Subscription): HttpException {
  const owed = gift.outstandingAmount === null ? 0 : Number(gift.outstandingAmount);
  const message =
    owed > 0
      ? `PayPal put your gift on hold after payments failed, and it will not restart it until the missed ${pounds(owed)} is paid. Nothing has been changed. You can pay the missed ${pounds(owed)} and restart, start a new monthly gift instead, or cancel this one.`
      : 'PayPal put your gift on hold after payments failed, and it will not restart it. Nothing has been changed. You can start a new monthly gift instead on our donate page, or cancel this one.';
  return new HttpException({ statusCode: 409, error: RESTART_NEEDS_PAYMENT, message }, 409);
}

/** The oldest tax year a statement is offered for: the one the gift started in. */
function statementYears(gift: Subscription, now = new Date()): number[] {
  const first = taxYearOf(new Date(gift.createdAt));
  const last = taxYearOf(now);
  const years: number[] = [];
  for (let year = last; year >= first && years.length < 7; year -= 1) years.push(year);
  return years;
}

/**
 * A donor's own changes to their monthly gift, from the signed link in their email (decision 055). Every change:
 * takes the link (one conditional UPDATE of manageLinkVersion, so a replayed or parallel request with the same link
 * loses), makes the change at PayPal through the SDK, records it with its audit row and the donor's confirmation
 * email in one transaction, and answers the page the next link. If PayPal refuses or cannot be reached the link is
 * given back and nothing has changed.
 */
@Injectable()
export class MonthlyGiftManageService {
  private readonly logger = new Logger(MonthlyGiftManageService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CORE_CONFIG) private readonly config: CoreConfig,
    @Inject(MAIL_CONFIG) private readonly mail: MailConfig,
    private readonly gateway: PaypalGateway,
    private readonly audit: AuditLog,
    private readonly outbox: Outbox,
    private readonly subscriptions: SubscriptionsService,
    private readonly lapses: AmountRequestLapses,
  ) {}

  private get secret(): string {
    return this.mail.unsubscribeSecret;
  }

  /** The gift a token opens now, or the refusal that says why not. */
  async open(token: string): Promise<Opened> {
    const parsed = parseManageToken(token);
    if (!parsed) throw linkRefusal('LINK_INVALID');
    const gift = await this.dataSource.getRepository(Subscription).findOneBy({ id: parsed.subscriptionId });
    if (!gift) throw linkRefusal('LINK_INVALID');
    const problem = manageTokenProblem(this.secret, parsed, gift);
    if (problem) throw linkRefusal(problem);
    return { gift, expiresAt: parsed.expiresAt };
  }

  async view(token: string): Promise<ManagedMonthlyGift> {
    const opened = await this.open(token);
    return this.viewOf(await this.settled(opened.gift), opened.expiresAt);
  }

  /**
   * A gift with a new amount asked for, as PayPal now bills it: the donor may be back from approving it before
   * PayPal's UPDATED webhook arrives, or have approved it after it lapsed here (decision 060). Then a request still
   * waiting past its time lapses. If PayPal cannot be read, the gift as stored.
   */
  private async settled(gift: Subscription): Promise<Subscription> {
    return this.lapses.settle(await this.readBack(gift));
  }

  private async readBack(gift: Subscription): Promise<Subscription> {
    if ((gift.pendingAmount === null && gift.lapsedAmount === null) || !this.gateway.isConfigured) return gift;
    try {
      return (await this.subscriptions.refreshAmount(gift.paypalSubscriptionId)) ?? gift;
    } catch (error) {
      this.logger.warn(
        `Monthly gift ${gift.id}: PayPal could not be read for the amount asked for: ${error instanceof Error ? error.message : String(error)}`,
      );
      return gift;
    }
  }

  private async viewOf(gift: Subscription, expiresAt: Date): Promise<ManagedMonthlyGift> {
    const link: ManageLinkData = {
      subscriptionId: gift.id,
      version: gift.manageLinkVersion,
      expiresAt: expiresAt.toISOString(),
    };
    return {
      token: signManageToken(this.secret, link, gift.donorEmail ?? ''),
      linkExpiresAt: expiresAt.toISOString(),
      amount: gift.amount,
      currency: gift.currency,
      status: gift.status as SubscriptionStatus,
      nextPaymentDate:
        gift.status === 'active' && gift.nextBillingDate ? new Date(gift.nextBillingDate).toISOString() : null,
      projectTitle: await this.projectTitle(this.dataSource.manager, gift.projectId),
      giftAid: await this.giftAidOf(gift),
      statementYears: statementYears(gift),
      ...this.requestOf(gift),
      paymentProblem: paymentProblemOf(gift),
    };
  }

  /** A request still waiting (its approve link alive), or one that lapsed unapproved; a lapsed link is never shown. */
  private requestOf(gift: Subscription): Pick<ManagedMonthlyGift, 'awaitingApproval' | 'lapsedRequest'> {
    const lapsed = this.lapses.isLapsed(gift);
    const waiting = gift.pendingAmount !== null && gift.pendingApprovalUrl && !lapsed;
    const lapsedAmount = lapsed ? gift.pendingAmount : gift.lapsedAmount;
    return {
      awaitingApproval: waiting
        ? { amount: Number(gift.pendingAmount), approvalUrl: gift.pendingApprovalUrl as string }
        : null,
      lapsedRequest: !waiting && lapsedAmount !== null ? { amount: Number(lapsedAmount) } : null,
    };
  }

  private async projectTitle(manager: EntityManager, projectId: number | null): Promise<string | null> {
    if (projectId === null) return null;
    const project = await manager.findOne(Project, { where: { id: projectId }, select: { id: true, title: true } });
    return project?.title ?? null;
  }

  private async giftAidOf(gift: Subscription): Promise<ManagedGiftAid> {
    if (gift.giftAidDeclarationId === null) return { status: 'none' };
    const declaration = await this.dataSource
      .getRepository(GiftAidDeclaration)
      .findOneBy({ id: gift.giftAidDeclarationId });
    if (!declaration) return { status: 'none' };
    return {
      status: declaration.cancelledAt === null ? 'active' : 'cancelled',
      title: declaration.title,
      firstName: declaration.firstName,
      lastName: declaration.lastName,
      houseNameOrNumber: declaration.houseNameOrNumber,
      postcode: declaration.postcode,
    };
  }

  /**
   * Takes the link for one change: the version moves on only if it is still the one the link names, so of two
   * requests with the same link one goes ahead and the other is told the link was used.
   */
  private async take(token: string): Promise<Opened> {
    const opened = await this.open(token);
    const { gift } = opened;
    const result = await this.dataSource
      .createQueryBuilder()
      .update(Subscription)
      .set({ manageLinkVersion: gift.manageLinkVersion + 1 })
      .where('id = :id AND manageLinkVersion = :version', { id: gift.id, version: gift.manageLinkVersion })
      .execute();
    if (result.affected !== 1) throw linkRefusal('LINK_USED');
    return {
      gift: { ...gift, manageLinkVersion: gift.manageLinkVersion + 1 } as Subscription,
      expiresAt: opened.expiresAt,
    };
  }

  /** Gives the link back after a change that did not happen (PayPal refused or could not be reached). */
  private async giveBack(gift: Subscription): Promise<void> {
    await this.dataSource
      .createQueryBuilder()
      .update(Subscription)
      .set({ manageLinkVersion: gift.manageLinkVersion - 1 })
      .where('id = :id AND manageLinkVersion = :version', { id: gift.id, version: gift.manageLinkVersion })
      .execute();
  }

  /** Runs the PayPal side of a change; on failure gives the link back and answers why, in the donor's words. */
  private async atPaypal<T>(gift: Subscription, action: string, call: () => Promise<T>): Promise<T> {
    try {
      if (!this.gateway.isConfigured)
        throw new HttpException({ statusCode: 503, error: 'PAYPAL_UNAVAILABLE', message: PAYPAL_NEEDED }, 503);
      return await call();
    } catch (error) {
      await this.giveBack(gift);
      if (error instanceof HttpException) throw error;
      const mapped = toHttpException(error, action);
      if (mapped.getStatus() === 422 || mapped.getStatus() === 404) throw mapped;
      this.logger.error(`Could not ${action} for monthly gift ${gift.id}: ${mapped.message}`);
      throw new HttpException({ statusCode: 503, error: 'PAYPAL_UNAVAILABLE', message: PAYPAL_NEEDED }, 503);
    }
  }

  private requireStatus(gift: Subscription, allowed: SubscriptionStatus[], message: string): void {
    if (!allowed.includes(gift.status as SubscriptionStatus)) throw new BadRequestException(message);
  }

  async changeAmount(token: string, amount: number): Promise<ManagedMonthlyGift> {
    const opened = await this.open(token);
    this.requireStatus(
      opened.gift,
      ['active', 'suspended'],
      'Only an active or paused monthly gift can change its amount.',
    );
    if (Number(opened.gift.amount) === amount)
      throw new BadRequestException({
        statusCode: 400,
        error: 'Bad Request',
        message: [`amount is already £${amount.toFixed(2)} a month`],
      });
    const { gift, expiresAt } = await this.take(token);
    const value = amount.toFixed(2);
    const back = (result: ManageApprovalReturn) =>
      `${this.config.shellOrigin}${MANAGE_GIFT_PATH}?${MANAGE_APPROVAL_PARAM}=${result}`;
    const approve = await this.atPaypal(gift, 'change the amount at PayPal', async () => {
      const planId = (await this.gateway.subscriptions.getSubscription({ id: gift.paypalSubscriptionId })).result
        .planId;
      const revised = await this.gateway.subscriptions.reviseSubscription({
        id: gift.paypalSubscriptionId,
        body: {
          planId,
          plan: {
            billingCycles: [{ sequence: 1, pricingScheme: { fixedPrice: { currencyCode: DONATION_CURRENCY, value } } }],
          },
          // Where PayPal sends the donor back after approving the new amount (a PayPal-funded gift).
          applicationContext: {
            brandName: CHARITY_NAME,
            shippingPreference: ExperienceContextShippingPreference.NoShipping,
            returnUrl: back('approved'),
            cancelUrl: back('cancelled'),
          },
        },
      });
      const href = revised.result.links?.find((link) => link.rel === 'approve')?.href ?? null;
      if (href !== null && !isPaypalApprovalUrl(this.gateway.config, href)) {
        const origin = paypalApprovalOrigin(this.gateway.config);
        this.logger.error(`Monthly gift ${gift.id}: PayPal answered an approval link outside ${origin}; not used`);
        throw new Error(`approval link outside ${origin}`);
      }
      return href;
    });
    // A PayPal-funded gift: PayPal bills the new amount only once the donor approves it there (decision 056).
    if (approve)
      return this.record(
        gift,
        expiresAt,
        'amount-requested',
        { pendingAmount: amount, pendingApprovalUrl: approve, pendingRequestedAt: Date.now(), lapsedAmount: null },
        { previousAmount: gift.amount },
      );
    return this.record(gift, expiresAt, 'amount', { amount, ...NOTHING_ASKED }, { previousAmount: gift.amount });
  }

  async pause(token: string): Promise<ManagedMonthlyGift> {
    const opened = await this.open(token);
    this.requireStatus(opened.gift, ['active'], 'Only an active monthly gift can be paused.');
    const { gift, expiresAt } = await this.take(token);
    await this.atPaypal(gift, 'pause the gift at PayPal', () =>
      this.gateway.subscriptions.suspendSubscription({
        id: gift.paypalSubscriptionId,
        body: { reason: 'The donor paused their monthly gift from the charity’s site' },
      }),
    );
    return this.record(gift, expiresAt, 'paused', { status: 'suspended', suspensionCause: 'donor' });
  }

  async resume(token: string): Promise<ManagedMonthlyGift> {
    const opened = await this.open(token);
    this.requireStatus(opened.gift, ['suspended'], 'Only a paused monthly gift can be restarted.');
    const { gift, expiresAt } = await this.take(token);
    const next = await this.atPaypal(gift, 'restart the gift at PayPal', () => this.activateAtPaypal(gift));
    return this.recordRestart(gift, expiresAt, next);
  }

  /**
   * Restarts the gift at PayPal and reads back its next billing time. PayPal's 422 SUBSCRIPTION_CANNOT_BE_ACTIVATED (a
   * gift it put on hold after failed payments, with money owed) becomes RESTART_NEEDS_PAYMENT in plain words. Once
   * PayPal has restarted it, the gift has restarted: a read-back PayPal does not answer leaves the date to PayPal's
   * ACTIVATED webhook rather than telling the donor nothing changed.
   */
  private async activateAtPaypal(gift: Subscription): Promise<string | undefined> {
    try {
      await this.gateway.subscriptions.activateSubscription({
        id: gift.paypalSubscriptionId,
        body: { reason: 'The donor restarted their monthly gift from the charity’s site' },
      });
    } catch (error) {
      if (paypalIssue(error) === CANNOT_BE_ACTIVATED) throw restartNeedsPayment(gift);
      throw error;
    }
    try {
      const read = await this.gateway.subscriptions.getSubscription({ id: gift.paypalSubscriptionId });
      return read.result.billingInfo?.nextBillingTime;
    } catch (error) {
      this.logger.warn(
        `Monthly gift ${gift.id}: restarted at PayPal, which did not answer the read of its next billing date (${paypalAnswerOf(error)}); PayPal's webhook brings it`,
      );
      return undefined;
    }
  }

  private recordRestart(
    gift: Subscription,
    expiresAt: Date,
    next: string | undefined,
    email: EmailPlan = {},
  ): Promise<ManagedMonthlyGift> {
    return this.record(
      gift,
      expiresAt,
      'resumed',
      {
        status: 'active',
        suspensionCause: null,
        failedPaymentsCount: 0,
        paymentFailureReason: null,
        paymentFailedAt: null,
        nextPaymentRetryAt: null,
        ...(next ? { nextBillingDate: new Date(next) } : {}),
      },
      email,
    );
  }

  /**
   * Captures the outstanding balance PayPal reports (decision 068), with one PayPal-Request-Id per link so a repeat
   * of the same request cannot capture twice; a DECLINED capture is 422 PAYMENT_DECLINED. Runs inside `atPaypal`.
   */
  private async captureOwed(gift: Subscription): Promise<{ owed: number; taken: number }> {
    const id = gift.paypalSubscriptionId;
    const owed = (await this.gateway.subscriptions.getSubscription({ id })).result.billingInfo?.outstandingBalance;
    if (!owed || Number(owed.value) <= 0) return { owed: 0, taken: 0 };
    const { result } = await this.gateway.subscriptions.captureSubscription({
      id,
      paypalRequestId: `outstanding-${gift.id}-${gift.manageLinkVersion}`,
      body: {
        note: 'The donor asked to pay the missed payment',
        captureType: CaptureType.OutstandingBalance,
        amount: owed,
      },
    });
    if (result?.status !== 'COMPLETED') {
      throw new HttpException(
        {
          statusCode: 422,
          error: 'PAYMENT_DECLINED',
          message:
            'PayPal could not take the payment. Please update your card or bank in PayPal (Settings, Payments, Manage automatic payments) and try again.',
        },
        422,
      );
    }
    return { owed: Number(owed.value), taken: Number(result.amountWithBreakdown.grossAmount.value) };
  }

  /**
   * Pays what PayPal says the gift owes after failed payments, only because the donor asked (decision 068): PayPal's
   * capture of the outstanding balance. Its payment is recorded from PayPal's PAYMENT.SALE.COMPLETED, once.
   */
  async payOutstanding(token: string): Promise<ManagedMonthlyGift> {
    const opened = await this.open(token);
    this.requireStatus(
      opened.gift,
      ['active', 'suspended'],
      'This monthly gift has ended, so nothing can be paid on it.',
    );
    if (opened.gift.outstandingAmount === null || Number(opened.gift.outstandingAmount) <= 0)
      throw new BadRequestException('Nothing is owed on this monthly gift.');
    const { gift, expiresAt } = await this.take(token);
    const outcome = await this.atPaypal(gift, 'take the missed payment at PayPal', () => this.captureOwed(gift));
    return this.recordPaid(gift, expiresAt, outcome);
  }

  private recordPaid(
    gift: Subscription,
    expiresAt: Date,
    outcome: { owed: number; taken: number },
    holdMs?: number,
  ): Promise<ManagedMonthlyGift> {
    const left = Math.round((outcome.owed - outcome.taken) * 100) / 100;
    return this.record(
      gift,
      expiresAt,
      'outstanding-paid',
      { outstandingAmount: left > 0 ? left : null },
      { previousAmount: outcome.taken, holdMs },
    );
  }

  /**
   * A gift PayPal put on hold after failed payments restarts only once what it owes is paid (decision 084): on the
   * donor's confirmed request, PayPal takes the missed payment (as pay-outstanding does, the link taken first so two
   * clicks at once capture once), which is recorded, then restarts the gift. If PayPal takes the payment but does not
   * restart the gift, the payment stays recorded once and the answer says the donor can press Restart now. The donor
   * gets one email for both steps: the payment's receipt is held until the restart replaces it, and sent at once if
   * the restart fails.
   */
  async payAndRestart(token: string): Promise<PayAndRestartResponse> {
    const opened = await this.open(token);
    this.requireStatus(opened.gift, ['suspended'], 'Only a monthly gift on hold can be paid up and restarted.');
    const { gift, expiresAt } = await this.take(token);
    const outcome = await this.atPaypal(gift, 'take the missed payment at PayPal', () => this.captureOwed(gift));
    if (outcome.taken <= 0) {
      // Nothing was owed at PayPal after all: a plain restart, refused as resume() is.
      const next = await this.atPaypal(gift, 'restart the gift at PayPal', () => this.activateAtPaypal(gift));
      return {
        ...(await this.recordRestart(gift, expiresAt, next)),
        restarted: true,
        message: 'Your gift has restarted. We have emailed you a confirmation.',
      };
    }
    const paid = await this.recordPaid(gift, expiresAt, outcome, PAID_RECEIPT_HOLD_MS);
    const taken = pounds(outcome.taken);
    let next: string | undefined;
    try {
      next = await this.activateAtPaypal(gift);
    } catch (error) {
      // The receipt held for the restart goes now; should that fail too, it goes when its hold ends.
      if (gift.donorEmail)
        await this.outbox
          .sendNow(this.dataSource.manager, monthlyGiftChangeKey(gift.donorEmail, gift, 'outstanding-paid'))
          .catch(() => this.logger.warn(`Monthly gift ${gift.id}: the payment's receipt goes when its hold ends`));
      const why = error instanceof HttpException ? RESTART_NEEDS_PAYMENT : toHttpException(error, 'restart').message;
      this.logger.warn(`Monthly gift ${gift.id}: the missed payment was taken but PayPal did not restart it: ${why}`);
      const message = `Thank you: PayPal has taken the missed ${taken}, and we have recorded it. PayPal did not restart your gift just then: press “Restart my monthly gift” now to restart it.`;
      return { ...paid, restarted: false, message };
    }
    // The payment's change used this link's version; the restart is recorded on the same, now-current row.
    return {
      ...(await this.recordRestart(gift, expiresAt, next, { afterPayment: outcome.taken })),
      restarted: true,
      message: `Thank you: PayPal has taken the missed ${taken} and your gift has restarted. We have emailed you a confirmation.`,
    };
  }

  async cancel(token: string): Promise<ManagedMonthlyGift> {
    const opened = await this.open(token);
    this.requireStatus(opened.gift, ['active', 'suspended'], 'This monthly gift has already ended.');
    const { gift, expiresAt } = await this.take(token);
    await this.atPaypal(gift, 'cancel the gift at PayPal', () =>
      this.gateway.subscriptions.cancelSubscription({
        id: gift.paypalSubscriptionId,
        body: { reason: 'The donor cancelled their monthly gift from the charity’s site' },
      }),
    );
    return this.record(gift, expiresAt, 'cancelled', { status: 'cancelled', nextBillingDate: null, ...NOTHING_ASKED });
  }

  /** Cancels the Gift Aid declaration from now, or replaces it with new details from now. No PayPal needed. */
  async changeGiftAid(
    token: string,
    change: { cancel?: boolean; declaration?: GiftAidDeclarationRequest },
  ): Promise<ManagedMonthlyGift> {
    const opened = await this.open(token);
    if (change.cancel && opened.gift.giftAidDeclarationId === null)
      throw new BadRequestException('This monthly gift has no Gift Aid declaration to cancel.');
    const { gift, expiresAt } = await this.take(token);
    return this.record(
      gift,
      expiresAt,
      change.cancel ? 'gift-aid-cancelled' : 'gift-aid-updated',
      {},
      {},
      change.declaration,
    );
  }

  /**
   * Stores a change made at PayPal (or a Gift Aid change), its audit row and the donor's confirmation email in one
   * transaction, and answers the page with the gift as it is now and its next link. A new amount waiting for the
   * donor's approval at PayPal is audited but not confirmed by email: that comes once they approve it.
   */
  private async record(
    gift: Subscription,
    expiresAt: Date,
    change: RecordedChange,
    changes: RowChanges,
    email: EmailPlan = {},
    declaration?: GiftAidDeclarationRequest,
  ): Promise<ManagedMonthlyGift> {
    const now = Date.now();
    const saved = await runInTransaction(this.dataSource, async (manager) => {
      const before = {
        amount: gift.amount,
        status: gift.status,
        giftAidDeclarationId: gift.giftAidDeclarationId,
        ...(change === 'amount-requested' ? { pendingAmount: gift.pendingAmount } : {}),
      };
      let giftAidDeclarationId = gift.giftAidDeclarationId;
      if (change === 'gift-aid-cancelled' || change === 'gift-aid-updated') {
        if (gift.giftAidDeclarationId !== null)
          await manager
            .createQueryBuilder()
            .update(GiftAidDeclaration)
            .set({ cancelledAt: now })
            .where('id = :id AND cancelledAt IS NULL', { id: gift.giftAidDeclarationId })
            .execute();
        giftAidDeclarationId =
          change === 'gift-aid-updated' && declaration
            ? await recordDeclaration(manager, declaration, gift.donorEmail, now)
            : gift.giftAidDeclarationId;
      }
      await manager.update(Subscription, { id: gift.id }, { ...changes, giftAidDeclarationId });
      const row = await manager.findOneByOrFail(Subscription, { id: gift.id });
      await this.audit.record(
        {
          actor: null,
          action: `monthly-gift.${change}`,
          entityType: 'subscription',
          entityId: gift.id,
          before,
          after: {
            amount: row.amount,
            status: row.status,
            giftAidDeclarationId: row.giftAidDeclarationId,
            ...(change === 'amount-requested' ? { pendingAmount: row.pendingAmount } : {}),
            by: 'donor',
          },
        },
        manager,
      );
      if (row.donorEmail && change !== 'amount-requested') {
        // A restart right after a payment takes the payment's held receipt back and says both in one email.
        const both =
          email.afterPayment !== undefined &&
          (await this.outbox.withdraw(manager, monthlyGiftChangeKey(row.donorEmail, row, 'outstanding-paid')));
        await this.outbox.enqueue(
          manager,
          monthlyGiftChangeEmail(row.donorEmail, {
            change: both ? 'paid-and-restarted' : change,
            row,
            projectName: await this.projectTitle(manager, row.projectId),
            previousAmount: both ? email.afterPayment : email.previousAmount,
            changedAt: new Date(now),
            linkExpiresAt: expiresAt,
          }),
          now + (email.holdMs ?? 0),
        );
      }
      return row;
    });
    this.logger.log(`Monthly gift ${gift.id}: ${change} by the donor`);
    return this.viewOf(saved, expiresAt);
  }
}
