import { useState, type FormEvent } from 'react';
import { donationAmountProblem, type ManagedMonthlyGift } from '@solar/shared-contracts';
import { Button, space } from '@solar/shared-ui';
import { FormAlert, TextField } from '@solar/shared-ui/forms';
import { formatPounds } from '../../../lib/money';
import { changeMonthlyAmount } from '../api/change-monthly-amount';
import { type ManagedGiftPage, useChange } from '../hooks/use-change';

/** What the page says once the API answered: saved, or one more step at PayPal. */
function saidAfter(gift: ManagedMonthlyGift): string {
  const waiting = gift.awaitingApproval;
  if (!waiting) return 'Your new amount is saved. We have emailed you a confirmation.';
  return `One more step: your gift is paid from your PayPal account, so PayPal asks you to approve ${formatPounds(waiting.amount, gift.currency)} a month. Use the button below to approve it at PayPal; until you do, your gift stays at ${formatPounds(gift.amount, gift.currency)} a month.`;
}

export function ChangeAmount({ gift, page }: { gift: ManagedMonthlyGift; page: ManagedGiftPage }) {
  // After a request lapsed unapproved, the form holds that amount, ready to ask again.
  const [typed, setTyped] = useState(gift.lapsedRequest ? String(gift.lapsedRequest.amount) : '');
  const [problem, setProblem] = useState<string | undefined>();
  const change = useChange(changeMonthlyAmount, page, (_request, answer) => saidAfter(answer));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amount = Number.parseFloat(typed);
    const refusal = donationAmountProblem(Number.isFinite(amount) ? Math.round(amount * 100) / 100 : typed);
    setProblem(refusal ? refusal.replace(/^amount/, 'The amount') : undefined);
    if (!refusal) change.mutate({ token: gift.token, amount: Math.round(amount * 100) / 100 });
  };
  return (
    <section aria-labelledby="change-amount">
      <h2 id="change-amount">Change the amount</h2>
      <form noValidate onSubmit={submit} css={{ display: 'grid', gap: space.sm, maxWidth: '22rem' }}>
        <TextField
          label="New monthly amount"
          type="number"
          inputMode="decimal"
          min={1}
          step={0.01}
          prefix="£"
          hint="From £1. It applies from your next payment. If you pay from a PayPal account, PayPal asks you to approve it."
          value={typed}
          error={problem}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button type="submit" disabled={change.isPending} css={{ justifySelf: 'start' }}>
          {change.isPending ? 'Saving…' : 'Change my monthly amount'}
        </Button>
      </form>
      <p role="status">{change.said}</p>
      <FormAlert message={change.problem} />
    </section>
  );
}
