import { manageLinkExpiry } from '../mail/manage-token';
import type { Subscription } from './subscription.entity';

/** What every email about a monthly gift says of it: whose, how much, for what, and when it is next taken. */
export function monthlyGiftFacts(gift: Subscription, projectName: string | null) {
  return {
    donorName: gift.donorName,
    amount: Number(gift.amount).toFixed(2),
    currency: gift.currency,
    projectName,
    nextPaymentDate: gift.nextBillingDate ? new Date(gift.nextBillingDate).toISOString() : null,
  };
}

/** The manage link an email about the gift carries (decision 055), valid until `expiresAt`. */
export function manageLinkFor(gift: Subscription, expiresAt: Date = manageLinkExpiry()) {
  return { subscriptionId: gift.id, version: gift.manageLinkVersion, expiresAt: expiresAt.toISOString() };
}
