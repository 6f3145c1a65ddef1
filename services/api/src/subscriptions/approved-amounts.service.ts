import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AuditLog } from '../audit';
import { Outbox } from '../mail/outbox.service';
import { manageLinkExpiry } from '../mail/manage-token';
import { monthlyGiftChangeEmail } from './monthly-gift-change-email';
import { runRetryingTransaction } from '../database/transactions';
import { Project } from '../projects/project.entity';
import { Subscription } from './subscription.entity';

/** Nothing waits for the donor's approval at PayPal, and no lapsed request is shown. */
export const NOTHING_ASKED = {
  pendingAmount: null,
  pendingApprovalUrl: null,
  pendingRequestedAt: null,
  lapsedAmount: null,
} as const;

/**
 * A new monthly amount the donor approved at PayPal (decision 056). PayPal tells us by the UPDATED webhook, or the
 * manage page reads the subscription when the donor comes back; either way it is recorded once.
 */
@Injectable()
export class ApprovedAmounts {
  private readonly logger = new Logger(ApprovedAmounts.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditLog,
    private readonly outbox: Outbox,
  ) {}

  /**
   * `amount` (what PayPal now bills) becomes the gift's amount and nothing waits any more, with the audit row and the
   * donor's confirmation email, in one transaction. A conditional UPDATE: of the webhook and the donor's return
   * racing, one records it. A request that lapsed before PayPal told us counts too (decision 060): the donor approved
   * it late, and PayPal bills it. Returns whether this call did.
   */
  async confirm(gift: Subscription, amount: number): Promise<boolean> {
    const confirmed = await runRetryingTransaction(this.dataSource, async (manager) => {
      const result = await manager
        .createQueryBuilder()
        .update(Subscription)
        .set({ amount, ...NOTHING_ASKED })
        .where('id = :id AND (pendingAmount IS NOT NULL OR lapsedAmount IS NOT NULL)', { id: gift.id })
        .execute();
      if (result.affected !== 1) return false;
      const row = await manager.findOneByOrFail(Subscription, { id: gift.id });
      const state = { status: row.status, giftAidDeclarationId: row.giftAidDeclarationId };
      await this.audit.record(
        {
          actor: null,
          action: 'monthly-gift.amount',
          entityType: 'subscription',
          entityId: row.id,
          before: { amount: gift.amount, ...state },
          after: {
            amount: row.amount,
            ...state,
            by: 'donor',
            approvedAt: 'paypal',
            ...(Number(gift.pendingAmount) === amount ? {} : { afterLapse: true }),
          },
        },
        manager,
      );
      if (row.donorEmail) {
        const project =
          row.projectId === null
            ? null
            : await manager.findOne(Project, { where: { id: row.projectId }, select: { id: true, title: true } });
        await this.outbox.enqueue(
          manager,
          monthlyGiftChangeEmail(row.donorEmail, {
            change: 'amount',
            row,
            projectName: project?.title ?? null,
            previousAmount: gift.amount,
            changedAt: new Date(),
            linkExpiresAt: manageLinkExpiry(),
          }),
        );
      }
      return true;
    });
    if (confirmed) this.logger.log(`Monthly gift ${gift.id}: the new amount was approved at PayPal`);
    return confirmed;
  }
}
