import styled from '@emotion/styled';
import { regions, regionsHeroStats, type Region } from '@solar/content-data';
import { ButtonLink, Card, colors, Grid, PageHeader, radii, space, StatGrid } from '@solar/shared-ui';
import { Actions, CheckList } from '../../components/actions';
import { LightOutlineLink } from '../../components/light-outline-link';
import { PageSection } from '../../components/page-section';
import { RegionFlag } from '../../components/region-flag';

const Block = styled.div`
  display: grid;
  gap: ${space.lg};
  h3 {
    margin-bottom: ${space.sm};
  }
`;

const ProjectList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space.md};
  li {
    padding: ${space.md};
    border-left: 4px solid ${colors.sun};
    background: ${colors.surface};
    border-radius: ${radii.sm};
  }
  strong {
    display: block;
    color: ${colors.brandStrong};
  }
  span {
    color: ${colors.inkMuted};
    font-size: 0.9rem;
  }
  p {
    margin: ${space.xs} 0 0;
  }
`;

const Challenges = styled.ul`
  margin: 0;
  padding-left: 1.2rem;
  display: grid;
  gap: ${space.sm};
`;

function RegionSection({ region, tone }: { region: Region; tone: 'plain' | 'alt' }) {
  return (
    <PageSection
      id={region.id}
      title={region.name}
      tone={tone}
      intro={region.description}
      adornment={<RegionFlag flag={region.flag} label={`Flag of ${region.name}`} />}
    >
      <Block>
        <div>
          <h3>Impact statistics</h3>
          <StatGrid
            stats={[
              { value: region.stats.communities, label: 'Communities' },
              { value: region.stats.beneficiaries, label: 'Beneficiaries' },
              { value: region.stats.installations, label: 'Installations' },
              { value: region.stats.capacity, label: 'Capacity' },
            ]}
          />
        </div>
        <div>
          <h3>Current projects</h3>
          <ProjectList>
            {region.projects.map((project) => (
              <li key={project.name}>
                <strong>{project.name}</strong>
                <span>{project.location}</span>
                <p>{project.detail}</p>
              </li>
            ))}
          </ProjectList>
        </div>
        <Grid min="280px">
          <Card>
            <h3>Challenges</h3>
            <Challenges>
              {region.challenges.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </Challenges>
          </Card>
          <Card>
            <h3>Key highlights</h3>
            <CheckList>
              {region.highlights.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </CheckList>
          </Card>
        </Grid>
      </Block>
    </PageSection>
  );
}

export default function RegionsPage() {
  return (
    <>
      <PageHeader title="Regions" eyebrow="Our work">
        We work where extreme heat and unreliable power hit hardest: rural Pakistan, and increasingly Somaliland.
      </PageHeader>
      <PageSection id="overview" title="Where we work at a glance" tone="sand">
        <StatGrid stats={regionsHeroStats} />
      </PageSection>
      {regions.map((region, index) => (
        <RegionSection key={region.id} region={region} tone={index % 2 === 0 ? 'plain' : 'alt'} />
      ))}
      <PageSection id="support" title="Support communities in both regions" tone="brand">
        <p>
          Your gift goes where the need is greatest, whether that is a school in Punjab or a health post in Somaliland.
        </p>
        <Actions>
          <ButtonLink to="/get-involved/donate">Donate Now</ButtonLink>
          <LightOutlineLink to="/our-work/focus-areas">Explore Our Focus Areas</LightOutlineLink>
        </Actions>
      </PageSection>
    </>
  );
}
