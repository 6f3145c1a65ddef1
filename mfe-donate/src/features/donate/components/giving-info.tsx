import styled from '@emotion/styled';
import {
  Badge,
  ButtonLink,
  Card,
  colors,
  contactHref,
  Container,
  DONATIONS_EMAIL,
  Grid,
  Lead,
  mailtoHref,
  radii,
  Section,
  space,
} from '@solar/shared-ui';
import { formatPounds } from '../../../lib/money';
import { GENERAL_PRESETS, impactFor, POPULAR_AMOUNT } from '../donation-impact';

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

/** What each suggested amount achieves. */
export function GiftImpactSection() {
  return (
    <Section tone="alt" aria-labelledby="amounts-heading">
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
  );
}

/** One-off and monthly giving explained. */
export function FrequencySection() {
  return (
    <Section aria-labelledby="frequency-heading">
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
  );
}

/** Bank transfer, for donors who prefer it and for gifts above the online limit. */
export function BankTransferSection() {
  return (
    <Section tone="brand" aria-labelledby="transfer-heading">
      <Container>
        <TransferPanel>
          <h2 id="transfer-heading">Prefer to give by bank transfer?</h2>
          <p>
            Email <a href={mailtoHref(DONATIONS_EMAIL, 'Donation by bank transfer')}>{DONATIONS_EMAIL}</a> with the
            amount you would like to give and whether it is a one-off or monthly gift. We reply within 24 hours with our
            bank details and a payment reference, and confirm when your gift arrives. Gifts above £50,000 are always
            taken this way.
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
  );
}
