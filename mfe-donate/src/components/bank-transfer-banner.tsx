import styled from '@emotion/styled';
import { colors, DONATIONS_EMAIL, mailtoHref, OFFICE_PHONE, OFFICE_PHONE_HREF, radii, space } from '@solar/shared-ui';

const Banner = styled.aside`
  display: flex;
  gap: ${space.md};
  align-items: flex-start;
  padding: ${space.md} ${space.lg};
  border: 2px solid ${colors.sun};
  border-radius: ${radii.md};
  background: #fff8db;
  color: ${colors.ink};
  h2 {
    margin: 0 0 ${space.xs};
    font-size: 1.15rem;
    color: #7a4100;
  }
  p {
    margin: 0;
  }
  p + p {
    margin-top: ${space.sm};
  }
  a {
    font-weight: 600;
    color: ${colors.brandStrong};
  }
`;

const Icon = styled.span`
  flex: none;
  display: grid;
  place-items: center;
  width: 2rem;
  height: 2rem;
  border-radius: 50%;
  background: ${colors.sun};
  color: ${colors.ink};
  font-weight: 800;
`;

/** The yellow notice shown while online payment is being configured, with the bank-transfer alternative. */
export function BankTransferBanner() {
  return (
    <Banner aria-labelledby="paypal-config-heading">
      <Icon aria-hidden="true">!</Icon>
      <div>
        <h2 id="paypal-config-heading">PayPal Configuration in Progress</h2>
        <p>
          We are finishing the set-up of our PayPal account, so online payments are not open yet. You can still give
          today by bank transfer: email{' '}
          <a href={mailtoHref(DONATIONS_EMAIL, 'Donation by bank transfer')}>{DONATIONS_EMAIL}</a> or call{' '}
          <a href={OFFICE_PHONE_HREF}>{OFFICE_PHONE}</a> and we will send you our bank details and a reference for your
          gift.
        </p>
      </div>
    </Banner>
  );
}
