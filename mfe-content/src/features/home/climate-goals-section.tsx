import styled from '@emotion/styled';
import { climateGoals } from '@solar/content-data';
import { ButtonLink, Card, colors, Grid, radii } from '@solar/shared-ui';
import { Actions } from '../../components/actions';
import { PageSection } from '../../components/page-section';

const GoalNumber = styled.span`
  display: inline-grid;
  place-items: center;
  width: 3rem;
  height: 3rem;
  border-radius: ${radii.md};
  background: ${colors.brand};
  color: ${colors.surface};
  font-weight: 800;
  font-size: 1.2rem;
`;

const Impact = styled.p`
  margin: 0;
  font-weight: 700;
  color: ${colors.sunStrong};
`;

export function ClimateGoalsSection() {
  return (
    <PageSection
      id="climate-goals"
      title="Aligned with the UN Climate Goals"
      tone="plain"
      intro="Every installation contributes to four of the UN Sustainable Development Goals, and to the Paris Agreement aim of limiting warming to 1.5°C."
    >
      <Grid min="240px">
        {climateGoals.map((goal) => (
          <Card key={goal.number}>
            <GoalNumber aria-hidden="true">{goal.number}</GoalNumber>
            <h3>
              <span className="visually-hidden">SDG {goal.number}: </span>
              {goal.title}
            </h3>
            <p>{goal.description}</p>
            <Impact>{goal.impactTarget}</Impact>
          </Card>
        ))}
      </Grid>
      <Actions>
        <ButtonLink to="/about-us/un-climate-goals" variant="secondary">
          Learn More About Our Climate Centres
        </ButtonLink>
      </Actions>
    </PageSection>
  );
}
