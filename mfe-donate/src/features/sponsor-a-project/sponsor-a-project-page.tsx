import styled from '@emotion/styled';
import {
  ButtonLink,
  Card,
  colors,
  contactHref,
  Container,
  Grid,
  Lead,
  PageHeader,
  Section,
  space,
  StatGrid,
  SUPPORT_EMAIL,
} from '@solar/shared-ui';
import { formatDollars } from '../../lib/money';
import { formatNumber } from '@solar/shared-format';
import { SponsorProjectCard } from './sponsor-project-card';
import { SPONSOR_BENEFITS, type SponsorableProject } from './sponsorable-projects';
import { useSponsorableProjects } from './use-sponsorable-projects';

function totalsOf(projects: readonly SponsorableProject[]) {
  return projects.reduce(
    (sum, project) => ({
      target: sum.target + project.targetAmount,
      raised: sum.raised + project.raised,
      beneficiaries: sum.beneficiaries + project.beneficiaries,
    }),
    { target: 0, raised: 0, beneficiaries: 0 },
  );
}

const BenefitCard = styled(Card)`
  p {
    margin: 0;
    color: ${colors.inkMuted};
  }
`;

const Cta = styled.div`
  display: grid;
  gap: ${space.md};
  justify-items: start;
  max-width: 70ch;
  p {
    margin: 0;
  }
  a:not([class]) {
    color: ${colors.sunSoft};
    font-weight: 600;
  }
`;

export default function SponsorAProjectPage() {
  const projects = useSponsorableProjects();
  const totals = totalsOf(projects);
  return (
    <>
      <PageHeader title="Sponsor a Project" eyebrow="Get involved">
        <p>
          Choose a project and see it through from survey to switch-on. Each of these installations is ready to go and
          waiting for funding; your sponsorship brings reliable, clean power to the people who depend on it.
        </p>
      </PageHeader>

      <Section tone="alt" aria-label="Sponsorship totals">
        <Container>
          <StatGrid
            stats={[
              { value: String(projects.length), label: 'Projects awaiting sponsors' },
              { value: formatDollars(totals.target), label: 'Total funding needed' },
              { value: formatDollars(totals.raised), label: 'Raised so far' },
              { value: formatNumber(totals.beneficiaries), label: 'People who will benefit' },
            ]}
          />
        </Container>
      </Section>

      <Section aria-labelledby="projects-heading">
        <Container>
          <h2 id="projects-heading">Projects awaiting sponsorship</h2>
          <Lead>
            Figures are shown in US dollars. Gifts are taken in pounds sterling on each project’s donation page.
          </Lead>
          <Grid min="420px">
            {projects.map((project) => (
              <SponsorProjectCard key={project.id} project={project} />
            ))}
          </Grid>
        </Container>
      </Section>

      <Section tone="sand" aria-labelledby="benefits-heading">
        <Container>
          <h2 id="benefits-heading">What sponsors receive</h2>
          <Grid min="220px">
            {SPONSOR_BENEFITS.map((benefit) => (
              <BenefitCard key={benefit.title}>
                <h3>{benefit.title}</h3>
                <p>{benefit.text}</p>
              </BenefitCard>
            ))}
          </Grid>
        </Container>
      </Section>

      <Section tone="brand" aria-labelledby="custom-heading">
        <Container>
          <Cta>
            <h2 id="custom-heading">Have a project in mind?</h2>
            <p>
              Families, mosques, churches, schools and companies sponsor installations in their home towns or in memory
              of loved ones. Tell us the community you would like to support and we will survey the site, design the
              system and share a costed proposal.
            </p>
            <ButtonLink to={contactHref('Custom project sponsorship')}>Discuss a custom project</ButtonLink>
            <p>
              Or email{' '}
              <a href={`mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent('Custom project sponsorship')}`}>
                {SUPPORT_EMAIL}
              </a>
              ; we reply within 24 hours.
            </p>
          </Cta>
        </Container>
      </Section>
    </>
  );
}
