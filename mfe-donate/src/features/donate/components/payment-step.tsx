import { lazy, Suspense, type ComponentProps } from 'react';
import styled from '@emotion/styled';
import { MIN_DONATION_AMOUNT } from '@solar/shared-contracts';
import { Button, colors, radii, space } from '@solar/shared-ui';
import type { PaypalAvailability } from '../api/use-paypal-setup';
import { formatPounds } from '../../../lib/money';
import type { GiftAidState } from '../../../components/gift-aid/gift-aid-declaration';
import type { DonateFormState } from '../use-donate-form';
import { PAYMENT_FAILED_MESSAGE } from '../use-start-payment';
import { giftWords } from './gift-words';
import { Hint, StepCard, StepHeading } from './step-card';

export const MISSING_AMOUNT_TEXT = 'Choose or enter an amount to continue.';
export const MISSING_EMAIL_TEXT = 'Enter a valid email address to continue.';
export const MISSING_GIFT_AID_TEXT = 'Complete your Gift Aid details, or untick Gift Aid, to continue.';

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

const LinkButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${colors.brandStrong};
  font: inherit;
  font-weight: 600;
  text-decoration: underline;
  cursor: pointer;
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

/** Bank transfer (PayPal not configured, or a gift above the online maximum): rare, so loaded only when shown. */
const PaymentAlternative = lazy(() => import('./payment-alternative'));

function Alternative(props: ComponentProps<typeof PaymentAlternative>) {
  return (
    <Suspense fallback={null}>
      <PaymentAlternative {...props} />
    </Suspense>
  );
}

type PaymentStepProps = {
  form: DonateFormState;
  giftAid: Pick<GiftAidState, 'ready' | 'revealProblems'>;
  paypal: PaypalAvailability;
  busy: boolean;
  failed: boolean;
};

/** Step 3: the PayPal button once amount, email and any Gift Aid details are valid, or what is still missing, or bank transfer. */
export function PaymentStep({ form, giftAid, paypal, busy, failed }: PaymentStepProps) {
  const gift = giftWords(form);
  const missing = [
    form.amountIssue === 'missing' ? MISSING_AMOUNT_TEXT : null,
    form.amountIssue === 'below-minimum'
      ? `The smallest gift we can take online is ${formatPounds(MIN_DONATION_AMOUNT)}. Enter ${formatPounds(MIN_DONATION_AMOUNT)} or more to continue.`
      : null,
    form.emailValid ? null : MISSING_EMAIL_TEXT,
    giftAid.ready ? null : MISSING_GIFT_AID_TEXT,
  ].filter((text): text is string => text !== null);

  let body;
  if (paypal.status === 'unavailable') {
    body = <Alternative form={form} kind="bank-transfer" />;
  } else if (form.amountIssue === 'above-maximum') {
    body = <Alternative form={form} kind="above-maximum" />;
  } else if (missing.length > 0) {
    body = (
      <Missing aria-label="Still needed before you can pay">
        {missing.map((text) =>
          text === MISSING_GIFT_AID_TEXT ? (
            <li key={text}>
              {text}{' '}
              <LinkButton type="button" onClick={() => void giftAid.revealProblems()}>
                Show what is missing
              </LinkButton>
            </li>
          ) : (
            <li key={text}>{text}</li>
          ),
        )}
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
