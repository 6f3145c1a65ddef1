import type { ManagedMonthlyGift } from '@solar/shared-contracts';
import { formatPounds } from '../../../lib/money';

/**
 * A new amount the donor asked for that was not approved at PayPal in time (decision 060): its approve link is dead,
 * so none is offered. PayPal goes on taking the old amount; the change-amount form below, filled in with the amount
 * asked for, asks again.
 */
export function LapsedRequest({ gift }: { gift: ManagedMonthlyGift }) {
  if (!gift.lapsedRequest) return null;
  const asked = formatPounds(gift.lapsedRequest.amount, gift.currency);
  return (
    <section aria-labelledby="amount-not-approved">
      <h2 id="amount-not-approved">Your new amount was not approved in time</h2>
      <p>
        You asked to give {asked} a month, but the request was not approved at PayPal in time, so it has lapsed. PayPal
        goes on taking {formatPounds(gift.amount, gift.currency)} a month.
      </p>
      <p>
        To give {asked} a month, ask again with the form below, then approve it at PayPal straight away when it asks.
      </p>
    </section>
  );
}
