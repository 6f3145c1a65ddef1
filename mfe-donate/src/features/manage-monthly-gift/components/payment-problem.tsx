import { useRef, useState } from 'react';
import { type ManagedMonthlyGift, paymentFailureInWords } from '@solar/shared-contracts';
import { formatLongDate } from '@solar/shared-format';
import { Button, space } from '@solar/shared-ui';
import { FormAlert } from '@solar/shared-ui/forms';
import { formatPounds } from '../../../lib/money';
import { payOutstanding } from '../api/pay-outstanding';
import { type ManagedGiftPage, useChange } from '../hooks/use-change';

const dayOf = (iso: string) => formatLongDate(iso.slice(0, 10));

/** Where a donor changes the card or bank PayPal charges: only in PayPal, never on our site. */
function UpdateInPaypal() {
  return (
    <p>
      To update the card or bank PayPal uses, log in to PayPal and go to Settings, then Payments, then “Manage automatic
      payments”, and choose From Sun to Sanctuary. We never see your card details, so this can only be done in PayPal.
    </p>
  );
}

/** Pays what failed payments left owing, only when the donor asks, after a confirmation step (decision 068). */
function PayMissed({ gift, pay, owed }: { gift: ManagedMonthlyGift; pay: Payment; owed: number }) {
  const [asking, setAsking] = useState(false);
  const confirmRef = useRef<HTMLDivElement>(null);
  const amount = formatPounds(owed, gift.currency);
  return (
    <div css={{ display: 'grid', gap: space.sm }}>
      <p>
        {amount} was missed when PayPal could not take your payments. We will never take it without your say-so; if you
        would like to pay it, you can do so here once your card in PayPal is up to date.
      </p>
      {asking ? (
        <div ref={confirmRef} tabIndex={-1} className="actions">
          <Button
            type="button"
            disabled={pay.isPending}
            onClick={() => pay.mutate({ token: gift.token, confirm: true })}
          >
            {pay.isPending ? 'Paying…' : `Yes, pay ${amount} now`}
          </Button>
          <Button type="button" variant="outline" onClick={() => setAsking(false)}>
            Not now
          </Button>
        </div>
      ) : (
        <Button
          type="button"
          variant="outline"
          css={{ justifySelf: 'start' }}
          onClick={() => {
            setAsking(true);
            requestAnimationFrame(() => confirmRef.current?.focus());
          }}
        >
          Pay the missed {amount}
        </Button>
      )}
    </div>
  );
}

type Payment = ReturnType<typeof usePayment>;

function usePayment(page: ManagedGiftPage) {
  return useChange(
    payOutstanding,
    page,
    (_request, gift) =>
      `Thank you: PayPal has taken the missed payment${gift.paymentProblem?.outstandingAmount ? '' : ' in full'}.`,
  );
}

/**
 * A monthly gift whose payments failed at PayPal (decision 067): why, when PayPal tries again, how to update the card
 * in PayPal, and, when PayPal has put it on hold, that this is not the donor's own pause. Restarting, a lower amount
 * and cancelling are the sections below; paying a missed month is offered here, only when something is owed, except
 * on hold, where the restart section pays and restarts in one step (decision 084).
 */
export function PaymentProblem({ gift, page }: { gift: ManagedMonthlyGift; page: ManagedGiftPage }) {
  const pay = usePayment(page);
  const problem = gift.paymentProblem;
  if (!problem) return pay.said ? <p role="status">{pay.said}</p> : null;
  const why = paymentFailureInWords(problem.reasonCode);
  const failing = problem.failedAt !== null;
  const onHold = problem.suspended && gift.status === 'suspended';
  return (
    <section aria-labelledby="payment-problem">
      <h2 id="payment-problem">
        {problem.suspended
          ? 'PayPal has put your gift on hold'
          : failing
            ? 'Your last payment did not go through'
            : 'A missed payment'}
      </h2>
      {problem.suspended ? (
        <p>
          PayPal could not take your monthly gift several times ({why}), so it has stopped trying and put the gift on
          hold. This is not a pause you chose, and nothing more will be taken until you restart it.{' '}
          {problem.outstandingAmount
            ? `Once your card in PayPal is up to date, you can pay the missed ${formatPounds(problem.outstandingAmount, gift.currency)} and restart the gift below, start a new monthly gift instead, choose a lower amount, or cancel.`
            : 'Once your card in PayPal is up to date, restart the gift below; you can also choose a lower amount, or cancel.'}
        </p>
      ) : failing ? (
        <p>
          PayPal could not take your last payment: {why}.{' '}
          {problem.nextRetryDate
            ? `PayPal will try again on ${dayOf(problem.nextRetryDate)}; if it goes through then, you need do nothing.`
            : 'PayPal will try again with next month’s payment.'}
        </p>
      ) : null}
      {failing ? <UpdateInPaypal /> : null}
      {/* On hold, paying is part of restarting (decision 084): the restart section below offers both in one step. */}
      {problem.outstandingAmount && !onHold ? (
        <PayMissed gift={gift} pay={pay} owed={problem.outstandingAmount} />
      ) : null}
      <p role="status">{pay.said}</p>
      <FormAlert message={pay.problem} />
    </section>
  );
}
