import { lazy, Suspense } from 'react';
import styled from '@emotion/styled';
import { Container, Lead, PageHeader, Section, space } from '@solar/shared-ui';
import { usePaypalSetup } from './api/use-paypal-setup';
import { DonateForm } from './components/donate-form';
import { BankTransferSection, FrequencySection, GiftImpactSection } from './components/giving-info';
import { usePaypalReturn } from './use-paypal-return';
import { FreshLinkForm } from '../../components/fresh-link-form';
import { requestFreshLink } from '../manage-monthly-gift/api';

/** Shown only while PayPal is not configured. */
const BankTransferBanner = lazy(() =>
  import('../../components/bank-transfer-banner').then((module) => ({ default: module.BankTransferBanner })),
);

/** Shown only after PayPal sends the donor back, so its code stays out of the page's first visit. */
const PaypalReturnMessages = lazy(() => import('./components/paypal-return-messages'));

const BannerWrap = styled.div`
  margin-top: -${space.lg};
  position: relative;
`;

/** /donate: the three-step donate form, PayPal's return handling, and how giving works. */
export default function DonatePage() {
  const paypal = usePaypalSetup();
  const paypalReturn = usePaypalReturn();

  return (
    <>
      <PageHeader title="Donate" eyebrow="Power a sanctuary">
        <p>
          Extreme heat closed schools for 26 million children in a single province of Pakistan in 2024. Your gift puts
          solar power into schools, orphanages, places of worship and health centres in Pakistan and Somaliland, so they
          stay open, cool and lit when temperatures reach 45-50°C. Donations are taken in pounds sterling (GBP), once or
          monthly.
        </p>
      </PageHeader>

      {paypal.status === 'unavailable' ? (
        <Container>
          <BannerWrap>
            <Suspense fallback={null}>
              <BankTransferBanner />
            </Suspense>
          </BannerWrap>
        </Container>
      ) : null}

      <Section aria-labelledby="donate-form-heading">
        <Container>
          {paypalReturn.state.kind === 'idle' ? null : (
            <Suspense fallback={null}>
              <PaypalReturnMessages state={paypalReturn.state} onClose={paypalReturn.dismiss} />
            </Suspense>
          )}
          <h2 id="donate-form-heading">Make your donation</h2>
          <Lead>
            Three short steps: choose your gift, tell us where to send your receipt, then pay securely with PayPal.
          </Lead>
          <DonateForm paypal={paypal} />
        </Container>
      </Section>

      <GiftImpactSection />
      <FrequencySection />
      <BankTransferSection />
      <Section>
        <Container>
          <FreshLinkForm request={requestFreshLink} />
        </Container>
      </Section>
    </>
  );
}
