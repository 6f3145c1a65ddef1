import { Injectable } from '@nestjs/common';
import { type DonationReceiptGiftAid, GIFT_AID_RATE, type ManageLinkData } from '@solar/shared-contracts';
import type { EntityManager } from 'typeorm';
import { inForceAt } from '../gift-aid-declarations/declaration-records';
import { GiftAidDeclaration } from '../gift-aid-declarations/gift-aid-declaration.entity';
import { Outbox } from '../mail/outbox.service';
import { Project } from '../projects/project.entity';
import type { Donation } from './donation.entity';

type Gift = Pick<Donation, 'id' | 'donorName' | 'donorEmail' | 'amount' | 'currency' | 'projectId'> &
  Partial<Pick<Donation, 'giftAidDeclarationId'>>;

/** One completed payment: `event` names it (`donation:<id>`, or `sale:<saleId>` for a monthly payment). */
export type CompletedPayment = {
  event: string;
  paypalReference: string;
  paidAt: Date;
  monthly: boolean;
  /** A monthly payment's receipt carries the link to manage the gift (decision 055). */
  manageLink?: ManageLinkData;
};

async function projectNameOf(manager: EntityManager, projectId: number | null): Promise<string | null> {
  if (projectId === null || projectId === undefined) return null;
  const project = await manager.findOne(Project, { where: { id: projectId }, select: { id: true, title: true } });
  return project?.title ?? null;
}

/** What Gift Aid adds to a gift, to the penny as the claim computes it: "6.25" on £25. */
export const giftAidAmountOf = (pounds: number): string =>
  (Math.round(Math.round(pounds * 100) * GIFT_AID_RATE) / 100).toFixed(2);

/** The declaration the receipt confirms: the gift's, if it still covered the payment when it was made. */
async function giftAidOf(
  manager: EntityManager,
  gift: Gift,
  paidAt: Date,
): Promise<DonationReceiptGiftAid | undefined> {
  if (!gift.giftAidDeclarationId) return undefined;
  const declaration = await manager.findOneBy(GiftAidDeclaration, { id: gift.giftAidDeclarationId });
  if (!declaration || !inForceAt(declaration, paidAt.getTime())) return undefined;
  return {
    declarationId: declaration.id,
    scope: declaration.scope,
    giftAidAmount: giftAidAmountOf(Number(gift.amount)),
    firstName: declaration.firstName,
    postcode: declaration.postcode,
  };
}

/**
 * Receipts and refund notices, queued in the transaction that moves the money. They are transactional, not
 * marketing: they go whether or not the donor takes the newsletter, and only a gift without an address has none.
 */
@Injectable()
export class DonationEmails {
  constructor(private readonly outbox: Outbox) {}

  async receipt(manager: EntityManager, gift: Gift, payment: CompletedPayment): Promise<void> {
    if (!gift.donorEmail) return;
    const giftAid = await giftAidOf(manager, gift, payment.paidAt);
    await this.outbox.enqueue(manager, {
      event: payment.event,
      template: 'donation-receipt',
      to: gift.donorEmail,
      data: {
        donorName: gift.donorName,
        amount: Number(gift.amount).toFixed(2),
        currency: gift.currency,
        paidAt: payment.paidAt.toISOString(),
        projectName: await projectNameOf(manager, gift.projectId),
        paypalReference: payment.paypalReference,
        donationId: gift.id,
        monthly: payment.monthly,
        ...(giftAid ? { giftAid } : {}),
        ...(payment.manageLink ? { manageLink: payment.manageLink } : {}),
      },
    });
  }

  async refund(
    manager: EntityManager,
    gift: Gift & Pick<Donation, 'paypalPaymentId'>,
    refundedAt = new Date(),
  ): Promise<void> {
    if (!gift.donorEmail) return;
    await this.outbox.enqueue(manager, {
      event: `refund:${gift.id}`,
      template: 'donation-refund',
      to: gift.donorEmail,
      data: {
        donorName: gift.donorName,
        amount: Number(gift.amount).toFixed(2),
        currency: gift.currency,
        refundedAt: refundedAt.toISOString(),
        projectName: await projectNameOf(manager, gift.projectId),
        paypalReference: gift.paypalPaymentId ?? '',
        donationId: gift.id,
      },
    });
  }
}
