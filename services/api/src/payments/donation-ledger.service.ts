import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { DataSource, EntityManager, Repository } from 'typeorm';
import { isEmail } from 'class-validator';
import { donatePagePath, DONOR_EMAIL_MAX_LENGTH } from '@solar/shared-contracts';
import { DONATION_SOURCE, NewsletterService } from '../newsletter/newsletter.service';
import { DonationEmails } from './donation-emails';
import { Donation } from './donation.entity';
import { nameAtCapture } from './gift-words';
import { runRetryingTransaction } from '../database/transactions';
import { countPayment } from '../telemetry/api-metrics';
import { sameMoney } from './money';

/** The captured amount as PayPal reports it (`amount` of a capture or sale). */
export type CapturedAmount = { value: string; currencyCode: string };

/**
 * Adds `amount` (negative to take it away) to a project's raised figures in one UPDATE, never below 0, and keeps
 * progressPercentage = round(raisedAmount / targetAmount × 100) in step. The progress assignment comes first and
 * reads the old raisedAmount: MySQL evaluates SET left to right with the new values, SQLite with the old ones,
 * so this order means the same on both.
 */
const CREDIT_PROJECT_SQL = `UPDATE projects SET
  progressPercentage = CASE WHEN targetAmount > 0
    THEN ROUND((CASE WHEN raisedAmount + ? < 0 THEN 0 ELSE raisedAmount + ? END) * 100 / targetAmount)
    ELSE progressPercentage END,
  raised = CASE WHEN raised + ? < 0 THEN 0 ELSE ROUND(raised + ?, 2) END,
  raisedAmount = CASE WHEN raisedAmount + ? < 0 THEN 0 ELSE ROUND(raisedAmount + ?, 2) END,
  updatedAt = CURRENT_TIMESTAMP
WHERE id = ?`;

/**
 * The one place a donation changes state and a project's raised amount moves. Every transition is a conditional
 * UPDATE (… WHERE paymentStatus = <expected>) in a transaction with the project's atomic increment, and the
 * project moves only when that UPDATE changed exactly one row: a replayed capture, a second browser tab or a
 * webhook arriving after the capture can never count a gift twice. Used by the capture endpoint and the webhooks.
 */
@Injectable()
export class DonationLedger {
  private readonly logger = new Logger(DonationLedger.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(Donation) private readonly donations: Repository<Donation>,
    private readonly newsletter: NewsletterService,
    private readonly emails: DonationEmails,
  ) {}

  /**
   * pending → completed with the capture id and the time it was paid (paidAt), crediting the project once and queuing the donor's receipt in the
   * same transaction, then records the charity soft opt-in when its box was left unticked.
   * Idempotent: a donation that is no longer pending is returned as it is. A captured amount or currency that
   * differs from the order's leaves the row pending and the project untouched, and is logged as an error for a
   * person to look at. Null when no donation has this order id. A donor who gave the site no email address (the
   * project pages ask for none) gets the receipt at the address of the PayPal account that paid, `payerEmail`.
   */
  async completeByOrderId(
    orderId: string,
    captureId: string,
    capturedAmount: CapturedAmount,
    payerEmail?: string | null,
    payerName?: string | null,
  ): Promise<Donation | null> {
    const donation = await this.donations.findOneBy({ paypalOrderId: orderId });
    if (!donation || donation.paymentStatus !== 'pending') return donation;
    if (!sameMoney(donation, capturedAmount)) {
      this.logger.error(
        `Donation ${donation.id} (order ${orderId}) was for ${donation.amount.toFixed(2)} ${donation.currency} but PayPal captured ` +
          `${capturedAmount.value} ${capturedAmount.currencyCode} (capture ${captureId}); left pending and not credited to any project.`,
      );
      return donation;
    }
    const paidAt = new Date();
    const donorEmail = donation.donorEmail ?? receiptAddress(payerEmail);
    const { displayName, nameStatus } = nameAtCapture(donation, payerName);
    const completed = await runRetryingTransaction(this.dataSource, async (manager) => {
      const result = await manager
        .createQueryBuilder()
        .update(Donation)
        .set({
          paymentStatus: 'completed',
          paypalPaymentId: captureId,
          paidAt: paidAt.getTime(),
          donorEmail,
          displayName,
          nameStatus,
        })
        .where('id = :id AND paymentStatus = :pending', { id: donation.id, pending: 'pending' })
        .execute();
      if (result.affected !== 1) return false;
      await this.creditProject(manager, donation.projectId, donation.amount);
      await this.emails.receipt(
        manager,
        { ...donation, donorEmail },
        { event: `donation:${donation.id}`, paypalReference: captureId, paidAt, monthly: false },
      );
      return true;
    });
    if (completed) {
      countPayment('one_off', 'captured');
      // A project page's donor gave no address: the soft opt-in, like the receipt, goes to the PayPal payer's.
      await this.subscribeToNewsletter({ ...donation, donorEmail });
    }
    return this.donations.findOneBy({ id: donation.id });
  }

  /**
   * completed → refunded (a full refund), taking the amount off the project once, never below 0, and queuing the
   * donor's refund notice with it. Idempotent. A monthly payment is refunded here too, by its sale id.
   */
  async refundByCaptureId(captureId: string): Promise<Donation | null> {
    const donation = await this.donations.findOneBy({ paypalPaymentId: captureId });
    if (!donation) return null;
    if (donation.paymentStatus === 'completed') {
      await runRetryingTransaction(this.dataSource, async (manager) => {
        const result = await manager
          .createQueryBuilder()
          .update(Donation)
          .set({ paymentStatus: 'refunded' })
          .where('id = :id AND paymentStatus = :completed', { id: donation.id, completed: 'completed' })
          .execute();
        if (result.affected !== 1) return;
        await this.creditProject(manager, donation.projectId, -donation.amount);
        await this.emails.refund(manager, donation);
      });
    }
    return this.donations.findOneBy({ id: donation.id });
  }

  /** pending → denied (PayPal declined the payment). Never touches a project. Idempotent. */
  async denyByOrderId(orderId: string): Promise<Donation | null> {
    const { affected } = await this.donations
      .createQueryBuilder()
      .update(Donation)
      .set({ paymentStatus: 'denied' })
      .where('paypalOrderId = :orderId AND paymentStatus = :pending', { orderId, pending: 'pending' })
      .execute();
    if (affected === 1) countPayment('one_off', 'failed');
    return this.donations.findOneBy({ paypalOrderId: orderId });
  }

  /**
   * Adds `amount` to the project's raisedAmount and raised inside the caller's transaction, as one atomic
   * UPDATE (never read-modify-write), never below 0. A null project (a general donation) moves nothing.
   */
  async creditProject(manager: EntityManager, projectId: number | null, amount: number): Promise<void> {
    if (projectId === null || projectId === undefined || amount === 0) return;
    await manager.query(CREDIT_PROJECT_SQL, [amount, amount, amount, amount, amount, amount, projectId]);
  }

  /** The soft opt-in never fails a gift: errors are logged only. */
  private async subscribeToNewsletter(donation: Donation): Promise<void> {
    if (!donation.newsletterOptIn || !donation.emailNoticeVersion || !donation.donorEmail) return;
    try {
      await this.newsletter.recordSoftOptIn({
        email: donation.donorEmail,
        firstName: firstNameOf(donation.donorName),
        subscriptionSource: DONATION_SOURCE,
        sourcePage: donatePagePath(donation.projectId),
        noticeVersion: donation.emailNoticeVersion,
      });
    } catch (error) {
      this.logger.error(
        `Soft opt-in for donation ${donation.id} failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
}

/** The newsletter keeps a first name (100 characters); the donate form asks for one name field. */
/** PayPal's payer address, when it is one we can write to. */
function receiptAddress(payerEmail: string | null | undefined): string | null {
  const address = payerEmail?.trim().toLowerCase();
  return address && address.length <= DONOR_EMAIL_MAX_LENGTH && isEmail(address) ? address : null;
}

function firstNameOf(donorName: string | null): string | null {
  const first = donorName?.trim().split(/\s+/)[0];
  return first ? first.slice(0, 100) : null;
}
