import styled from '@emotion/styled';
import { timeline } from '@solar/content-data';
import { ButtonLink, colors, PageHeader, radii, space } from '@solar/shared-ui';
import { Actions } from '../../components/actions';
import { PageSection } from '../../components/page-section';

const Timeline = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0 0 0 ${space.lg};
  border-left: 4px solid ${colors.sun};
  display: grid;
  gap: ${space.xl};
  max-width: 52rem;
  li {
    position: relative;
  }
  li::before {
    content: '';
    position: absolute;
    left: calc(-${space.lg} - 12px);
    top: 0.35rem;
    width: 20px;
    height: 20px;
    border-radius: ${radii.pill};
    background: ${colors.brand};
    border: 3px solid ${colors.surface};
  }
  h3 {
    margin-bottom: ${space.xs};
  }
  p {
    margin: 0;
  }
`;

const Year = styled.span`
  display: block;
  font-weight: 800;
  color: ${colors.sunStrong};
  letter-spacing: 0.04em;
`;

export default function OurStoryPage() {
  return (
    <>
      <PageHeader title="Our Story" eyebrow="About us">
        How a group of friends in the UK, alarmed by heatwaves closing schools in the villages their families come from,
        built a charity that now powers 58 community buildings.
      </PageHeader>
      <PageSection id="timeline" title="Our journey so far">
        <Timeline>
          {timeline.map((entry) => (
            <li key={`${entry.year}-${entry.title}`}>
              <h3>
                <Year>{entry.year}</Year>
                {entry.title}
              </h3>
              <p>{entry.description}</p>
            </li>
          ))}
        </Timeline>
      </PageSection>
      <PageSection id="next" title="What comes next" tone="sand">
        <p>
          Our priority projects for the year ahead will bring solar power to more orphanages, rural schools, places of
          worship and remote health centres, with a combined goal of $125,000 to change the lives of more than 1,900
          people in four communities.
        </p>
        <Actions>
          <ButtonLink to="/get-involved/sponsor-a-project">See Projects Awaiting Sponsorship</ButtonLink>
          <ButtonLink to="/about-us/our-partners" variant="outline">
            Meet Our Partners
          </ButtonLink>
        </Actions>
      </PageSection>
    </>
  );
}
