import type { EmailTemplateData } from '@solar/shared-contracts';
import type { EmailKey, QueuedEmail } from '../mail/outbox.service';
import { manageLinkFor, monthlyGiftFacts } from './monthly-gift-email-data';
import type { Subscription } from './subscription.entity';

type ChangeData = EmailTemplateData['monthly-gift-change'];

export type MonthlyGiftChangeEmail = {
  change: ChangeData['change'];
  /** The gift as saved with the change. */
  row: Subscription;
  projectName: string | null;
  previousAmount?: number;
  changedAt: Date;
  /** Until when the manage link in the email works; none for a cancelled gift. */
  linkExpiresAt: Date;
};

/** The outbox key of the confirmation of `change` to this gift at its current link version. */
export function monthlyGiftChangeKey(
  to: string,
  gift: Pick<Subscription, 'id' | 'manageLinkVersion'>,
  change: ChangeData['change'],
): EmailKey & { template: 'monthly-gift-change' } {
  return { event: `monthly-gift:${gift.id}:v${gift.manageLinkVersion}:${change}`, template: 'monthly-gift-change', to };
}

/**
 * The donor's confirmation of one change to their monthly gift, whether they made it on the manage page or approved
 * it at PayPal (decisions 055 and 056). Keyed by the gift, its link version and the change: queued once.
 */
export function monthlyGiftChangeEmail(
  to: string,
  { change, row, projectName, previousAmount, changedAt, linkExpiresAt }: MonthlyGiftChangeEmail,
): QueuedEmail<'monthly-gift-change'> {
  return {
    ...monthlyGiftChangeKey(to, row, change),
    data: {
      ...monthlyGiftFacts(row, projectName),
      change,
      ...(previousAmount !== undefined ? { previousAmount: Number(previousAmount).toFixed(2) } : {}),
      changedAt: changedAt.toISOString(),
      ...(row.status === 'cancelled' ? {} : { manageLink: manageLinkFor(row, linkExpiresAt) }),
    },
  };
}
