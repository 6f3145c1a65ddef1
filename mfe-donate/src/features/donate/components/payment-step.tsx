import styled from '@emotion/styled';
import { MAX_DONATION_AMOUNT, MIN_DONATION_AMOUNT } from '@solar/shared-contracts';
import { Button, colors, DONATIONS_EMAIL, mailtoHref, OFFICE_PHONE, OFFICE_PHONE_HREF, radii, space } from '@solar/shared-ui';
import type { PaypalAvailability } from '../../../lib/use-paypal-setup';
import { formatPounds } from '../../../lib/money';
import type { DonateFormState } from '../use-donate-form';
import { PAYMENT_FAILED_MESSAGE } from '../use-start-payment';
import { Hint, StepCard, StepHeading } from './form-styles';

export const MISSING_AMOUNT_TEXT = 'Choose or enter an amount to continue.';
export const MISSING_EMAIL_TEXT = 'Enter a valid email address to continue.';

const Missing = styled.ul`
  margin: 0;
  padding: ${space.md} ${space.md} ${space.md} 2.25rem;
  border-radius: ${radii.md};
  background: ${colors.surfaceAlt};
  border: 1px dashed ${colors.border};
  li + li {
    margin-top: ${space.xs};
  }
`;

const PayButton = styled(Button)`
  width: 100%;
  min-height: 52px;
  font-size: 1.1rem;
`;

const ErrorAlert = styled.p`
  padding: ${space.md};
  border-radius: ${radii.md};
  background: ${colors.dangerSoft};
  color: ${colors.danger};
  font-weight: 600;
  border-left: 5px solid ${colors.danger};
`;

const Transfer = styled.div`
  display: grid;
  gap: ${space.sm};
  padding: ${space.md};
  border-radius: ${radii.md};
  background: #fff8db;
  border: 2px solid ${colors.sun};
  h4 {
    margin: 0;
    font-size: 1.05rem;
    color: #7a4100;
  }
  a {
    font-weight: 600;
    color: ${colors.brandStrong};
  }
`;

function giftWords(form: DonateFormState) {
  const amount = formatPounds(form.amount);
  return form.frequency === 'monthly' ? `${amount} a month` : amount;
}

function BankTransferInstructions({ form }: { form: DonateFormState }) {
  const gift = form.amountIssue === 'missing' ? 'your gift' : giftWords(form);
  const subject = `Donation by bank transfer (${form.amountIssue === 'missing' ? 'amount to confirm' : gift})`;
  return (
    <Transfer>
      <h4>Give by bank transfer</h4>
      <p>
        Online payment is not open yet, but you can still give {gift} today. Email{' '}
        <a href={mailtoHref(DONATIONS_EMAIL, subject)}>{DONATIONS_EMAIL}</a> or call{' '}
        <a href={OFFICE_PHONE_HREF}>{OFFICE_PHONE}</a> with the amount and whether it is a one-off or monthly gift. We
        reply within 24 hours with our bank details and a payment reference, and confirm when your gift arrives.
      </p>
    </Transfer>
  );
}

type PaymentStepProps = {
  form: DonateFormState;
  paypal: PaypalAvailability;
  busy: boolean;
  failed: boolean;
};

/** Step 3: the PayPal button once amount and email are valid, or what is still missing, or bank transfer. */
export function PaymentStep({ form, paypal, busy, failed }: PaymentStepProps) {
  const gift = giftWords(form);
  const missing = [
    form.amountIssue === 'missing' ? MISSING_AMOUNT_TEXT : null,
    form.amountIssue === 'below-minimum'
      ? `The smallest gift we can take online is ${formatPounds(MIN_DONATION_AMOUNT)}. Enter ${formatPounds(MIN_DONATION_AMOUNT)} or more to continue.`
      : null,
    form.emailValid ? null : MISSING_EMAIL_TEXT,
  ].filter((text): text is string => text !== null);

  let body;
  if (paypal.status === 'unavailable') {
    body = <BankTransferInstructions form={form} />;
  } else if (form.amountIssue === 'above-maximum') {
    body = (
      <Transfer>
        <h4>Gifts above {formatPounds(MAX_DONATION_AMOUNT)}</h4>
        <p>
          Thank you for such a generous gift. Gifts above {formatPounds(MAX_DONATION_AMOUNT)} are taken by bank
          transfer rather than online: email{' '}
          <a href={mailtoHref(DONATIONS_EMAIL, `Donation of ${formatPounds(form.amount)} by bank transfer`)}>{DONATIONS_EMAIL}</a>{' '}
          and we will reply within 24 hours with our bank details and a reference for your gift.
        </p>
      </Transfer>
    );
  } else if (missing.length > 0) {
    body = (
      <Missing aria-label="Still needed before you can pay">
        {missing.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </Missing>
    );
  } else if (paypal.status === 'checking') {
    body = <p role="status">Checking that online payment is available…</p>;
  } else {
    body = (
      <>
        <PayButton type="submit" variant="secondary" disabled={busy}>
          {busy
            ? 'Connecting to PayPal...'
            : form.frequency === 'monthly'
              ? `Give ${formatPounds(form.amount)} monthly with PayPal`
              : `Donate ${formatPounds(form.amount)} with PayPal`}
        </PayButton>
        <Hint>
          You will go to PayPal’s secure pages to pay {gift} with your PayPal account or a debit or credit card, then
          come back here to see your gift confirmed.
        </Hint>
      </>
    );
  }

  return (
    <StepCard aria-labelledby="donate-step-payment">
      <StepHeading id="donate-step-payment">
        <span className="step-number" aria-hidden="true">
          3
        </span>
        <span>
          <span className="visually-hidden">Step 3 of 3: </span>Payment
        </span>
      </StepHeading>
      {body}
      {failed ? <ErrorAlert role="alert">{PAYMENT_FAILED_MESSAGE}</ErrorAlert> : null}
    </StepCard>
  );
}
