import { useState } from 'react';
import type {
  AwaitingApproval as AwaitingApprovalData,
  ManageApprovalReturn,
  ManagedMonthlyGift,
} from '@solar/shared-contracts';
import { Button } from '@solar/shared-ui';
import { FormAlert } from '@solar/shared-ui/forms';
import { formatPounds } from '../../../lib/money';
import { redirectTo } from '../../../lib/navigation';
import { isPaypalApprovalUrl, usePaypalSetup } from '../../donate/api';
import { keepLinkForPaypal } from '../hooks/use-managed-gift';

const CANNOT_GO =
  'We could not send you to PayPal safely just now, so you are still here and nothing has changed. Please try again in a few minutes, or approve the new amount from your PayPal account.';

/**
 * A new amount waiting for the donor's approval at PayPal (decision 056): what happens, then a button that leaves for
 * PayPal's approval page, only ever on the PayPal origin the API is configured with. PayPal brings the donor back to
 * this page, which keeps its link in the tab meanwhile.
 */
export function AwaitingApproval({ gift }: { gift: ManagedMonthlyGift }) {
  return gift.awaitingApproval ? <ApprovalPanel gift={gift} waiting={gift.awaitingApproval} /> : null;
}

function ApprovalPanel({ gift, waiting }: { gift: ManagedMonthlyGift; waiting: AwaitingApprovalData }) {
  const paypal = usePaypalSetup({ needed: true });
  const [problem, setProblem] = useState<string | null>(null);
  const newAmount = formatPounds(waiting.amount, gift.currency);
  const go = () => {
    if (paypal.status !== 'ready' || !isPaypalApprovalUrl(waiting.approvalUrl, paypal.setup.approvalOrigin)) {
      setProblem(CANNOT_GO);
      return;
    }
    setProblem(null);
    keepLinkForPaypal(gift.token);
    redirectTo(waiting.approvalUrl);
  };
  return (
    <section aria-labelledby="approve-amount">
      <h2 id="approve-amount">Approve your new amount at PayPal</h2>
      <p>
        You asked to give {newAmount} a month. PayPal needs you to approve that before it takes the new amount; until
        you do, it keeps taking {formatPounds(gift.amount, gift.currency)} a month.
      </p>
      <p>
        The button takes you to PayPal’s own site. Approve the new amount there and PayPal brings you straight back to
        this page, which shows whether it is in place.
      </p>
      <Button type="button" disabled={paypal.status === 'checking'} css={{ justifySelf: 'start' }} onClick={go}>
        Approve {newAmount} a month at PayPal
      </Button>
      <FormAlert message={problem} />
    </section>
  );
}

/** What the page says on the donor's return from PayPal: the new amount is in place, or still waiting. */
export function approvalReturnWords(gift: ManagedMonthlyGift, returned: ManageApprovalReturn | null): string {
  if (!returned) return '';
  const now = formatPounds(gift.amount, gift.currency);
  const waiting = gift.awaitingApproval;
  const lapsed = gift.lapsedRequest;
  if (!waiting && lapsed) {
    const asked = formatPounds(lapsed.amount, gift.currency);
    return returned === 'approved'
      ? `PayPal has not confirmed your new amount of ${asked}, and the time to approve it has passed, so your gift stays at ${now} a month. You can ask again below.`
      : `You left PayPal without approving ${asked} a month, and the time to approve it has passed, so your gift stays at ${now} a month. You can ask again below.`;
  }
  if (!waiting)
    return returned === 'approved'
      ? `Thank you: you approved your new amount at PayPal. Your gift is now ${now} a month, from your next payment.`
      : `Your gift is ${now} a month.`;
  const asked = formatPounds(waiting.amount, gift.currency);
  return returned === 'approved'
    ? `PayPal has not confirmed your new amount of ${asked} yet, so it is still waiting for your approval and your gift stays at ${now} a month for now. If you have just approved it, reload this page in a minute.`
    : `You left PayPal without approving the new amount, so your gift stays at ${now} a month. You can still approve ${asked} below.`;
}
