import styled from '@emotion/styled';
import { climateSummary, parisAgreement, sdgItems } from '@solar/content-data';
import { ButtonLink, Card, colors, Grid, PageHeader, radii, space, StatGrid } from '@solar/shared-ui';
import { Actions } from '../../components/actions';
import { PageSection } from '../../components/page-section';

const SdgCard = styled(Card)`
  border-left: 6px solid ${colors.brand};
  h3 {
    display: flex;
    align-items: center;
    gap: ${space.md};
  }
  h4 {
    margin: ${space.sm} 0 0;
    font-size: 1rem;
  }
  p {
    margin: 0;
  }
`;

const Badge = styled.span`
  display: inline-grid;
  place-items: center;
  min-width: 3.25rem;
  height: 3.25rem;
  border-radius: ${radii.md};
  background: ${colors.brand};
  color: ${colors.surface};
  font-weight: 800;
  font-size: 0.95rem;
`;

const Stat = styled.p`
  && {
    margin-top: ${space.sm};
    padding: ${space.sm} ${space.md};
    border-radius: ${radii.sm};
    background: ${colors.sunSoft};
    font-weight: 700;
    color: ${colors.brandStrong};
  }
`;

const Paris = styled.div`
  display: grid;
  gap: ${space.lg};
  grid-template-columns: repeat(auto-fit, minmax(min(280px, 100%), 1fr));
  align-items: center;
`;

export default function UnClimateGoalsPage() {
  return (
    <>
      <PageHeader title="UN Climate Goals" eyebrow="About us">
        Our work supports four of the UN Sustainable Development Goals and the Paris Agreement. Here is how each
        installation contributes, and the numbers behind it.
      </PageHeader>
      <PageSection id="sdgs" title="The goals we support">
        <Grid min="300px">
          {sdgItems.map((goal) => (
            <SdgCard key={goal.number}>
              <h3>
                <Badge>SDG {goal.number}</Badge>
                {goal.title}
              </h3>
              <h4>The UN goal</h4>
              <p>{goal.description}</p>
              <h4>Our contribution</h4>
              <p>{goal.ourImpact}</p>
              <Stat>
                <span className="visually-hidden">Impact: </span>
                {goal.stats}
              </Stat>
            </SdgCard>
          ))}
        </Grid>
      </PageSection>
      <PageSection id="paris" title="The Paris Agreement" tone="brand">
        <Paris>
          <p>{parisAgreement.text}</p>
          <StatGrid
            stats={[
              { value: parisAgreement.target, label: 'Global warming target' },
              { value: `${parisAgreement.co2Prevented} CO2`, label: 'Prevented annually' },
            ]}
          />
        </Paris>
      </PageSection>
      <PageSection id="summary" title="Our commitment at a glance" tone="alt">
        <StatGrid stats={climateSummary} />
        <Actions>
          <ButtonLink to="/climate-dashboard" variant="secondary">
            View the Climate Dashboard
          </ButtonLink>
          <ButtonLink to="/eco-learning-path" variant="outline">
            Start the Eco Learning Path
          </ButtonLink>
          <ButtonLink to="/donate">Donate Now</ButtonLink>
        </Actions>
      </PageSection>
    </>
  );
}
