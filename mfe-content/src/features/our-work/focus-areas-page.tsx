import { focusAreas, heatCrisis, impactTotals } from '@solar/content-data';
import { ButtonLink, Card, Grid, PageHeader, StatGrid } from '@solar/shared-ui';
import { Actions, CheckList } from '../../components/actions';
import { Illustration } from '../../components/illustration';
import { PageSection } from '../../components/page-section';
import { FactPairs } from '../../components/fact-pairs';

const areaLinks: Record<string, { to: string; label: string } | undefined> = {
  education: { to: '/our-work/educational-institutions', label: 'Explore Educational Institutions' },
  worship: { to: '/our-work/places-of-worship', label: 'Explore Places of Worship' },
};

export default function FocusAreasPage() {
  return (
    <>
      <PageHeader title="Focus Areas" eyebrow="Our work">
        We power the four kinds of building that communities depend on most when heat, floods and power cuts strike.
      </PageHeader>
      <PageSection id="totals" title="Our impact across all focus areas" tone="alt" intro={heatCrisis.summary}>
        <StatGrid stats={impactTotals} />
      </PageSection>
      <PageSection id="areas" title="Where we work">
        <Grid min="280px">
          {focusAreas.map((area) => {
            const link = areaLinks[area.id];
            return (
              <Card key={area.id}>
                <Illustration name={area.image} alt="" />
                <h3>{area.title}</h3>
                <p>{area.description}</p>
                <FactPairs>
                  <div>
                    <dt>Projects</dt>
                    <dd>{area.projects}</dd>
                  </div>
                  <div>
                    <dt>Beneficiaries</dt>
                    <dd>{area.beneficiaries}</dd>
                  </div>
                </FactPairs>
                <CheckList>
                  {area.highlights.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </CheckList>
                {link ? (
                  <ButtonLink to={link.to} variant="outline">
                    {link.label}
                  </ButtonLink>
                ) : null}
              </Card>
            );
          })}
        </Grid>
      </PageSection>
      <PageSection id="get-involved" title="Help us power the next sanctuary" tone="sand">
        <p>Choose a project to sponsor, or give to wherever the need is greatest.</p>
        <Actions>
          <ButtonLink to="/donate">Donate Now</ButtonLink>
          <ButtonLink to="/get-involved/sponsor-a-project" variant="secondary">
            Sponsor a Project
          </ButtonLink>
          <ButtonLink to="/our-work/regions" variant="outline">
            See Our Regions
          </ButtonLink>
        </Actions>
      </PageSection>
    </>
  );
}
