import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { isUniqueViolation } from '../database/unique-violation';
import { inForceAt } from '../gift-aid-declarations/declaration-records';
import { GiftAidDeclaration } from '../gift-aid-declarations/gift-aid-declaration.entity';
import { DonationEmails } from '../payments/donation-emails';
import { DonationLedger } from '../payments/donation-ledger.service';
import { Donation } from '../payments/donation.entity';
import { runRetryingTransaction } from '../database/transactions';
import { manageLinkExpiry } from '../mail/manage-token';
import { Subscription } from '../subscriptions/subscription.entity';
import { countPayment } from '../telemetry/api-metrics';

/** paymentMethod of a donation that is one monthly payment of a subscription. */
export const SUBSCRIPTION_PAYMENT_METHOD = 'paypal-subscription';

/** One monthly charge as PayPal reports it in PAYMENT.SALE.COMPLETED. */
export type SalePayment = { saleId: string; amount: number; currency: string; paidAt: Date };

export type SaleOutcome = 'recorded' | 'duplicate' | 'unknown-subscription';

/** Records each monthly payment of a subscription as a completed donation, exactly once per PayPal sale id. */
@Injectable()
export class SubscriptionPayments {
  private readonly logger = new Logger(SubscriptionPayments.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly ledger: DonationLedger,
    private readonly emails: DonationEmails,
  ) {}

  /**
   * In one transaction: credit the project, insert the donation with its payment time and the monthly gift's Gift
   * Aid declaration (the unique paypalPaymentId is the arbiter: a replayed or parallel delivery of the same sale
   * fails there and its whole transaction, credit included, rolls back), note the payment date, queue the donor's
   * receipt (one per sale). The credit comes first because its row lock orders rival gifts to one project: inserted
   * first, each parallel delivery held the project's shared (foreign key) lock while it waited on the unique index,
   * and the first could not then credit the project (MySQL deadlock, a 500). A lock conflict still runs it again.
   */
  async recordSale(subscription: Subscription, sale: SalePayment): Promise<SaleOutcome> {
    try {
      await runRetryingTransaction(this.dataSource, async (manager) => {
        // The first payment stands for the monthly gift on the supporters list and carries its words to moderation.
        const first = (await manager.count(Donation, { where: { subscriptionId: subscription.id } })) === 0;
        const message = first ? subscription.message : null;
        const displayName = first && !subscription.isAnonymous ? subscription.displayName : null;
        const gift = {
          projectId: subscription.projectId,
          donorName: subscription.donorName,
          donorEmail: subscription.donorEmail,
          amount: sale.amount,
          currency: sale.currency,
          message,
          messageStatus: message ? 'pending' : null,
          isAnonymous: subscription.isAnonymous,
          displayName,
          nameStatus: displayName ? 'pending' : null,
          subscriptionId: subscription.id,
          listedAsSupporter: first,
          paypalOrderId: null,
          paypalPaymentId: sale.saleId,
          paymentStatus: 'completed',
          paymentMethod: SUBSCRIPTION_PAYMENT_METHOD,
          newsletterOptIn: false,
          paidAt: sale.paidAt.getTime(),
          giftAidDeclarationId: await this.coveringDeclaration(manager, subscription, sale.paidAt),
        };
        await this.ledger.creditProject(manager, subscription.projectId, sale.amount);
        const { identifiers } = await manager.insert(Donation, gift);
        // A payment that went through ends a run of failures (what is owed stays until PayPal says otherwise).
        await manager.update(
          Subscription,
          { id: subscription.id },
          {
            lastPaymentDate: sale.paidAt,
            failedPaymentsCount: 0,
            paymentFailureReason: null,
            paymentFailedAt: null,
            nextPaymentRetryAt: null,
          },
        );
        const id = Number(identifiers[0]?.['id']);
        await this.emails.receipt(
          manager,
          { ...gift, id },
          {
            event: `sale:${sale.saleId}`,
            paypalReference: sale.saleId,
            paidAt: sale.paidAt,
            monthly: true,
            manageLink: {
              subscriptionId: subscription.id,
              version: subscription.manageLinkVersion,
              expiresAt: manageLinkExpiry(sale.paidAt.getTime()).toISOString(),
            },
          },
        );
      });
      this.logger.log(
        `Recorded monthly payment ${sale.saleId} of ${sale.amount.toFixed(2)} ${sale.currency} for subscription ${subscription.paypalSubscriptionId}`,
      );
      countPayment('monthly', 'captured');
      return 'recorded';
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      this.logger.log(`Monthly payment ${sale.saleId} was already recorded`);
      return 'duplicate';
    }
  }

  /** The monthly gift's declaration, unless it was cancelled before this payment (earlier payments stay covered). */
  private async coveringDeclaration(
    manager: EntityManager,
    subscription: Subscription,
    paidAt: Date,
  ): Promise<number | null> {
    if (subscription.giftAidDeclarationId === null) return null;
    const declaration = await manager.findOne(GiftAidDeclaration, {
      where: { id: subscription.giftAidDeclarationId },
      select: { id: true, cancelledAt: true },
    });
    return declaration && inForceAt(declaration, paidAt.getTime()) ? declaration.id : null;
  }
}
