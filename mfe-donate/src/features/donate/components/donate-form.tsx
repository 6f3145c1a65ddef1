import { useState, type FormEvent } from 'react';
import styled from '@emotion/styled';
import { mq, space } from '@solar/shared-ui';
import type { PaypalAvailability } from '../api/use-paypal-setup';
import { useDonateForm } from '../use-donate-form';
import { useStartPayment } from '../use-start-payment';
import { AmountStep } from './amount-step';
import { DetailsStep } from './details-step';
import { PaymentStep } from './payment-step';

const Steps = styled.div`
  display: grid;
  gap: ${space.lg};
  align-items: start;
  ${mq.lg} {
    grid-template-columns: 5fr 4fr;
    & > :first-of-type {
      grid-row: span 2;
    }
  }
`;

/** The three-step donate form: amount, details, payment (spec §2, §5). */
export function DonateForm({ paypal }: { paypal: PaypalAvailability }) {
  const form = useDonateForm();
  const giftAid = form.giftAid;
  const payment = useStartPayment();
  // After success the browser is on its way to PayPal, so the button stays busy.
  const busy = payment.isPending || payment.isSuccess;

  const [failedBesideField, setFailedBesideField] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailedBesideField(false);
    if (!giftAid.ready) {
      void giftAid.revealProblems();
      return;
    }
    if (!form.canPay || busy || paypal.status !== 'ready') return;
    void form.wordsReady().then((ready) => {
      if (ready) pay();
    });
  };

  const pay = () =>
    payment.mutate(
      {
        frequency: form.frequency,
        amount: form.amount,
        donorEmail: form.email,
        donorName: form.name,
        emailOptOut: form.emailOptOut,
        giftAid: giftAid.declaration,
        words: form.wordsRequest,
      },
      // A 400 that names its field shows beside it (focus moves there); anything else keeps spec §8's alert.
      {
        onError: (error) => setFailedBesideField(form.site.showServerErrors(error)),
      },
    );

  return (
    <form aria-labelledby="donate-form-heading" noValidate onSubmit={onSubmit}>
      <Steps>
        <AmountStep form={form} />
        <DetailsStep form={form} />
        <PaymentStep
          form={form}
          giftAid={giftAid}
          paypal={paypal}
          busy={busy}
          failed={payment.isError && !failedBesideField}
        />
      </Steps>
    </form>
  );
}
