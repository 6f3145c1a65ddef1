import styled from '@emotion/styled';
import { Badge, ButtonLink, Card, colors, contactHref, Container, DONATIONS_EMAIL, Grid, Lead, mailtoHref, mq, PageHeader, radii, Section, space } from '@solar/shared-ui';
import { BankTransferBanner } from '../../components/bank-transfer-banner';
import { formatPounds } from '../../lib/money';
import { GENERAL_PRESETS, impactFor, POPULAR_AMOUNT } from './donation-impact';

const BannerWrap = styled.div`
  margin-top: -${space.lg};
  position: relative;
`;

const AmountCard = styled(Card)<{ popular: boolean }>`
  border-width: 2px;
  border-color: ${({ popular }) => (popular ? colors.sun : colors.border)};
  .amount {
    margin: 0;
    font-size: 2rem;
    font-weight: 800;
    color: ${colors.brand};
    line-height: 1.1;
  }
  h3 {
    font-size: 1.05rem;
  }
  p {
    margin: 0;
    color: ${colors.inkMuted};
  }
`;

const Steps = styled.ol`
  list-style: none;
  padding: 0;
  margin: ${space.lg} 0 0;
  display: grid;
  gap: ${space.lg};
  ${mq.md} {
    grid-template-columns: repeat(3, 1fr);
  }
  li {
    display: flex;
    gap: ${space.md};
  }
  .step-number {
    flex: none;
    display: grid;
    place-items: center;
    width: 2.5rem;
    height: 2.5rem;
    border-radius: 50%;
    background: ${colors.brand};
    color: ${colors.surface};
    font-weight: 800;
  }
  h3 {
    margin: 0 0 ${space.xs};
    font-size: 1.1rem;
  }
  p {
    margin: 0;
  }
`;

const FrequencyCard = styled(Card)`
  ul {
    margin: 0;
    padding-left: 1.2rem;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.md};
  margin-top: ${space.lg};
`;

const TransferPanel = styled.div`
  padding: ${space.lg};
  border-radius: ${radii.md};
  background: rgba(255, 255, 255, 0.08);
  border: 1px solid rgba(255, 255, 255, 0.25);
  a:not([class]) {
    color: ${colors.sunSoft};
    font-weight: 600;
  }
`;

export default function DonatePage() {
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

      <Container>
        <BannerWrap>
          <BankTransferBanner />
        </BannerWrap>
      </Container>

      <Section aria-labelledby="amounts-heading">
        <Container>
          <h2 id="amounts-heading">What your gift does</h2>
          <Lead>
            Our suggested amounts start at {formatPounds(POPULAR_AMOUNT)}, the gift most of our supporters choose. Any
            amount from £1 helps; here is what each level makes possible.
          </Lead>
          <Grid min="300px">
            {GENERAL_PRESETS.map((amount) => {
              const impact = impactFor(amount);
              const popular = amount === POPULAR_AMOUNT;
              return (
                <AmountCard key={amount} popular={popular} aria-label={`${formatPounds(amount)}: ${impact.headline}`}>
                  {popular ? <Badge tone="sun">Popular</Badge> : null}
                  <p className="amount">{formatPounds(amount)}</p>
                  <h3>{impact.headline}</h3>
                  <p>{impact.detail}</p>
                </AmountCard>
              );
            })}
          </Grid>
        </Container>
      </Section>

      <Section tone="alt" aria-labelledby="frequency-heading">
        <Container>
          <h2 id="frequency-heading">Give once or every month</h2>
          <Grid>
            <FrequencyCard>
              <h3>One-off gift</h3>
              <p>
                A single donation in pounds, taken once and applied straight to our installation programme or to the
                project you choose.
              </p>
              <ul>
                <li>No further payments are taken.</li>
                <li>Ideal for marking a birthday, Ramadan, Christmas or a memorial.</li>
              </ul>
            </FrequencyCard>
            <FrequencyCard>
              <h3>Monthly gift</h3>
              <p>
                The same amount each month. Regular income lets us plan installations and maintenance a year ahead and
                keep systems running for their full 20+ year life.
              </p>
              <ul>
                <li>Billed monthly in pounds through PayPal.</li>
                <li>Change or cancel at any time from your PayPal account, or by emailing us.</li>
              </ul>
            </FrequencyCard>
          </Grid>
        </Container>
      </Section>

      <Section aria-labelledby="how-heading">
        <Container>
          <h2 id="how-heading">How online giving will work</h2>
          <Lead>Once PayPal is live, giving online takes three short steps.</Lead>
          <Steps>
            <li>
              <span className="step-number" aria-hidden="true">
                1
              </span>
              <div>
                <h3>Choose an amount</h3>
                <p>Pick a suggested amount (£25 is preselected) or type your own, and choose once or monthly.</p>
              </div>
            </li>
            <li>
              <span className="step-number" aria-hidden="true">
                2
              </span>
              <div>
                <h3>Add your details</h3>
                <p>Your email address for the receipt; your name is optional, and you can opt in to our newsletter.</p>
              </div>
            </li>
            <li>
              <span className="step-number" aria-hidden="true">
                3
              </span>
              <div>
                <h3>Pay securely</h3>
                <p>Complete the payment with PayPal or a debit or credit card on PayPal’s secure pages.</p>
              </div>
            </li>
          </Steps>
        </Container>
      </Section>

      <Section tone="brand" aria-labelledby="transfer-heading">
        <Container>
          <TransferPanel>
            <h2 id="transfer-heading">Give today by bank transfer</h2>
            <p>
              Email <a href={mailtoHref(DONATIONS_EMAIL, 'Donation by bank transfer')}>{DONATIONS_EMAIL}</a> with the amount you
              would like to give and whether it is a one-off or monthly gift. We reply within 24 hours with our bank
              details and a payment reference, and confirm when your gift arrives.
            </p>
            <Actions>
              <ButtonLink to={contactHref('Donation by bank transfer')}>Arrange a bank transfer</ButtonLink>
              <ButtonLink to="/get-involved/sponsor-a-project" variant="ghost" css={{ borderColor: colors.surface }}>
                Sponsor a specific project
              </ButtonLink>
            </Actions>
          </TransferPanel>
        </Container>
      </Section>
    </>
  );
}
