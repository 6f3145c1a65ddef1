import styled from '@emotion/styled';
import {
  Badge,
  ButtonLink,
  Card,
  colors,
  contactHref,
  Container,
  Grid,
  Lead,
  PageHeader,
  REPLY_PROMISE,
  Section,
  space,
  StatGrid,
  VisuallyHidden,
} from '@solar/shared-ui';
import { CORPORATE_BENEFITS, CORPORATE_IMPACT_STATS, CORPORATE_TIERS } from '../corporate-content';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.md};
  margin-top: ${space.lg};
`;

const TierCard = styled(Card)<{ featured: boolean }>`
  gap: ${space.md};
  border-width: 2px;
  border-color: ${({ featured }) => (featured ? colors.sun : colors.border)};
  .amount {
    margin: 0;
    font-size: 1.6rem;
    font-weight: 800;
    color: ${colors.brand};
  }
  .installations {
    margin: 0;
    font-weight: 700;
    color: #7a4100;
  }
  h4 {
    margin: 0 0 ${space.xs};
    font-size: 1rem;
  }
  ul {
    margin: 0;
    padding-left: 1.2rem;
  }
  .impact {
    margin: 0;
    padding: ${space.md};
    border-radius: 8px;
    background: ${colors.brandSoft};
  }
`;

const BenefitCard = styled(Card)`
  p {
    margin: 0;
    color: ${colors.inkMuted};
  }
`;

const ClosingPanel = styled.div`
  display: grid;
  gap: ${space.md};
  justify-items: start;
  max-width: 70ch;
  p {
    margin: 0;
  }
`;

export default function CorporateGivingPage() {
  return (
    <>
      <PageHeader title="Corporate Giving" eyebrow="Partner with us">
        <p>
          Put your company’s climate commitments to work where they matter most. Our corporate partners fund solar power
          for schools, orphanages, places of worship and health centres in Pakistan and Somaliland, and see exactly what
          their support achieves.
        </p>
      </PageHeader>

      <Section tone="alt" aria-labelledby="impact-heading">
        <Container>
          <h2 id="impact-heading">Our impact so far</h2>
          <StatGrid stats={CORPORATE_IMPACT_STATS} />
          <Actions>
            <ButtonLink to={contactHref('Corporate giving enquiry')} variant="secondary">
              Learn More<VisuallyHidden> about corporate giving</VisuallyHidden>
            </ButtonLink>
          </Actions>
        </Container>
      </Section>

      <Section aria-labelledby="tiers-heading">
        <Container>
          <h2 id="tiers-heading">Partnership tiers</h2>
          <Lead>
            Every tier funds real installations. We agree the projects with you up front and report on them for the life
            of the partnership.
          </Lead>
          <Grid min="280px">
            {CORPORATE_TIERS.map((tier) => {
              const headingId = `tier-${tier.name.toLowerCase().replace(/\s+/g, '-')}`;
              return (
                <TierCard key={tier.name} featured={Boolean(tier.featured)} aria-labelledby={headingId}>
                  {tier.featured ? <Badge tone="sun">Greatest impact</Badge> : null}
                  <h3 id={headingId}>{tier.name}</h3>
                  <p className="amount">{tier.amount}</p>
                  <p className="installations">{tier.installations}</p>
                  <div>
                    <h4>Benefits</h4>
                    <ul>
                      {tier.benefits.map((benefit) => (
                        <li key={benefit}>{benefit}</li>
                      ))}
                    </ul>
                  </div>
                  <p className="impact">
                    <strong>Impact: </strong>
                    {tier.impact}
                  </p>
                  <ButtonLink
                    to={contactHref(`${tier.name} partnership`)}
                    variant="outline"
                    css={{ marginTop: 'auto', alignSelf: 'flex-start' }}
                  >
                    Discuss {tier.name}
                  </ButtonLink>
                </TierCard>
              );
            })}
          </Grid>
        </Container>
      </Section>

      <Section tone="sand" aria-labelledby="benefits-heading">
        <Container>
          <h2 id="benefits-heading">Why partner with us</h2>
          <Grid min="300px">
            {CORPORATE_BENEFITS.map((benefit) => (
              <BenefitCard key={benefit.title}>
                <h3>{benefit.title}</h3>
                <p>{benefit.text}</p>
              </BenefitCard>
            ))}
          </Grid>
        </Container>
      </Section>

      <Section tone="brand" aria-labelledby="next-heading">
        <Container>
          <ClosingPanel>
            <h2 id="next-heading">Start a partnership</h2>
            <p>
              Tell us about your company’s goals and we will put together a proposal: the communities, the installations
              and the reporting that suit you. Our partnership guide, with costs and case studies, is sent by email on
              request. {REPLY_PROMISE}
            </p>
            <Actions css={{ marginTop: 0 }}>
              <ButtonLink to={contactHref('Partnership discussion')}>Schedule Partnership Discussion</ButtonLink>
              <ButtonLink
                to={contactHref('Partnership guide request')}
                variant="ghost"
                css={{ borderColor: colors.surface }}
              >
                Download Partnership Guide
              </ButtonLink>
            </Actions>
          </ClosingPanel>
        </Container>
      </Section>
    </>
  );
}
