import styled from '@emotion/styled';
import { MAX_DONATION_AMOUNT } from '@solar/shared-contracts';
import { colors, DONATIONS_EMAIL, mailtoHref, OFFICE_PHONE, OFFICE_PHONE_HREF, radii, space } from '@solar/shared-ui';
import { formatPounds } from '../../../lib/money';
import type { DonateFormState } from '../use-donate-form';
import { giftWords } from './gift-words';

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

/** Step 3's bank-transfer instructions: PayPal is not configured, or the gift is above the online maximum. */
export default function PaymentAlternative({
  form,
  kind,
}: {
  form: DonateFormState;
  kind: 'bank-transfer' | 'above-maximum';
}) {
  if (kind === 'bank-transfer') return <BankTransferInstructions form={form} />;
  return (
    <Transfer>
      <h4>Gifts above {formatPounds(MAX_DONATION_AMOUNT)}</h4>
      <p>
        Thank you for such a generous gift. Gifts above {formatPounds(MAX_DONATION_AMOUNT)} are taken by bank transfer
        rather than online: email{' '}
        <a href={mailtoHref(DONATIONS_EMAIL, `Donation of ${formatPounds(form.amount)} by bank transfer`)}>
          {DONATIONS_EMAIL}
        </a>{' '}
        and we will reply within 24 hours with our bank details and a reference for your gift.
      </p>
    </Transfer>
  );
}
