import styled from '@emotion/styled';
import { coreValues, heatCrisis, impactTotals, mission, vision } from '@solar/content-data';
import { ButtonLink, Card, colors, Grid, PageHeader, space, StatGrid } from '@solar/shared-ui';
import { Actions } from '../../components/actions';
import { Illustration } from '../../components/illustration';
import { PageSection } from '../../components/page-section';

const Statement = styled(Card)`
  border-top: 6px solid ${colors.sun};
  p {
    font-size: 1.1rem;
    margin: 0;
  }
`;

const ValueCard = styled(Card)`
  border-top: 6px solid ${colors.brand};
`;

const Columns = styled(Grid)`
  align-items: center;
  gap: ${space.xl};
`;

export default function WhoWeArePage() {
  return (
    <>
      <PageHeader title="Who We Are" eyebrow="About us">
        A UK-registered charity bringing free solar power to schools, orphanages, places of worship and health centres
        in Pakistan and Somaliland. From sun to sanctuary.
      </PageHeader>

      <PageSection id="mission-vision" title="Our Mission and Vision">
        <Grid min="300px">
          <Statement>
            <h3>Our Mission</h3>
            <p>{mission}</p>
          </Statement>
          <Statement>
            <h3>Our Vision</h3>
            <p>{vision}</p>
          </Statement>
        </Grid>
      </PageSection>

      <PageSection id="why" title="Why we exist" tone="sand">
        <Columns min="320px">
          <div>
            <p>{heatCrisis.summary}</p>
            <p>
              The places that should protect people in a crisis (the village school, the orphanage, the basic health
              unit, the mosque and the church) are often the first to lose power. Diesel generators are expensive and
              polluting, and many communities cannot afford to run them for long.
            </p>
            <p>
              Solar power answers both problems at once: the sun is strongest exactly when cooling is needed most, and
              the energy is free for more than 20 years once a system is installed.
            </p>
          </div>
          <Illustration name="climate" alt="A thermometer in the red beside a solar-powered building in fierce heat" />
        </Columns>
      </PageSection>

      <PageSection
        id="values"
        title="Our Values"
        intro="Three values guide every decision we make, from choosing a project to training the people who maintain it."
      >
        <Grid min="240px">
          {coreValues.map((value) => (
            <ValueCard key={value.title}>
              <h3>{value.title}</h3>
              <p>{value.description}</p>
            </ValueCard>
          ))}
        </Grid>
      </PageSection>

      <PageSection id="impact" title="Our impact so far" tone="alt">
        <StatGrid stats={impactTotals} />
        <Actions>
          <ButtonLink to="/about-us/our-story" variant="secondary">
            Read Our Story
          </ButtonLink>
          <ButtonLink to="/our-work/focus-areas" variant="outline">
            See Our Work
          </ButtonLink>
          <ButtonLink to="/donate">Donate Now</ButtonLink>
        </Actions>
      </PageSection>
    </>
  );
}
