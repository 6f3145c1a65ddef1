import styled from '@emotion/styled';
import { heatCrisis, homeAboutStats, mission } from '@solar/content-data';
import { ButtonLink, Grid, StatGrid, space } from '@solar/shared-ui';
import { Actions } from '../../components/actions';
import { Illustration } from '../../components/illustration';
import { PageSection } from '../../components/page-section';

const Columns = styled(Grid)`
  align-items: center;
  gap: ${space.xl};
  margin-bottom: ${space.xl};
`;

export function AboutSection() {
  return (
    <PageSection id="about" title="Sunlight that keeps sanctuaries open" tone="plain">
      <Columns min="320px">
        <div>
          <p>{heatCrisis.summary}</p>
          <p>Our mission is {mission.charAt(0).toLowerCase() + mission.slice(1)}</p>
          <p>
            We are a UK-registered charity working with a humanitarian partner that knows each community and a technical
            solar partner that designs, installs and maintains every system, and trains local people to look after it.
          </p>
          <Actions>
            <ButtonLink to="/about-us/who-we-are" variant="secondary">
              Who We Are
            </ButtonLink>
            <ButtonLink to="/about-us/our-story" variant="outline">
              Our Story
            </ButtonLink>
          </Actions>
        </div>
        <Illustration name="school" alt="A village school with solar panels on its roof under a bright sun" />
      </Columns>
      <h3 className="visually-hidden">Our impact so far</h3>
      <StatGrid stats={homeAboutStats} />
    </PageSection>
  );
}
