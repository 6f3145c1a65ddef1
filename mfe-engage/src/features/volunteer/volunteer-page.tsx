import styled from '@emotion/styled';
import { Badge, ButtonLink, Card, colors, contactHref, Container, Grid, Lead, mq, PageHeader, radii, Section, space, StatGrid } from '@solar/shared-ui';
import { ReachUsNote } from '../../components/reach-us-note';
import { APPLICATION_SECTIONS, OPPORTUNITIES, PROVINCES, VOLUNTEER_STATS } from './volunteer-content';

const OpportunityCard = styled(Card)`
  gap: ${space.md};
  p {
    margin: 0;
  }
  ul {
    margin: 0;
    padding-left: 1.2rem;
  }
  dl {
    display: grid;
    gap: ${space.sm};
    margin: auto 0 0;
    padding-top: ${space.md};
    border-top: 1px solid ${colors.border};
  }
  dt {
    font-weight: 700;
    font-size: 0.9rem;
    color: ${colors.brandStrong};
  }
  dd {
    margin: 0;
    color: ${colors.inkMuted};
  }
`;

const Apply = styled.div`
  display: grid;
  gap: ${space.xl};
  ${mq.lg} {
    grid-template-columns: 3fr 2fr;
  }
`;

const FieldGroups = styled.div`
  display: grid;
  gap: ${space.md};
  grid-template-columns: repeat(auto-fit, minmax(min(220px, 100%), 1fr));
  h3 {
    margin: 0 0 ${space.xs};
    font-size: 1.05rem;
  }
  ul {
    margin: 0;
    padding-left: 1.2rem;
  }
`;

const Aside = styled.aside`
  display: grid;
  gap: ${space.md};
  align-content: start;
  align-self: start;
  padding: ${space.lg};
  border-radius: ${radii.md};
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  h3 {
    margin: 0;
  }
  p {
    margin: 0;
  }
`;

const Provinces = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xs};
  list-style: none;
  margin: 0;
  padding: 0;
`;

export default function VolunteerPage() {
  return (
    <>
      <PageHeader title="Volunteer With Us" eyebrow="Get involved">
        <p>
          Our volunteers install solar systems, share their professional skills and carry our story into their
          communities. Together they keep schools, orphanages, places of worship and health centres running through
          Pakistan’s most dangerous heatwaves.
        </p>
      </PageHeader>

      <Section tone="alt" aria-label="Volunteering in numbers">
        <Container>
          <StatGrid stats={VOLUNTEER_STATS} />
        </Container>
      </Section>

      <Section aria-labelledby="opportunities-heading">
        <Container>
          <h2 id="opportunities-heading">Ways to volunteer</h2>
          <Lead>Choose the role that fits your skills and the time you have. Every role comes with training and a named contact.</Lead>
          <Grid min="280px">
            {OPPORTUNITIES.map((opportunity) => (
              <OpportunityCard key={opportunity.title}>
                <h3>{opportunity.title}</h3>
                <p>{opportunity.summary}</p>
                <ul>
                  {opportunity.tasks.map((task) => (
                    <li key={task}>{task}</li>
                  ))}
                </ul>
                <dl>
                  <div>
                    <dt>Commitment</dt>
                    <dd>{opportunity.commitment}</dd>
                  </div>
                  <div>
                    <dt>Where</dt>
                    <dd>{opportunity.location}</dd>
                  </div>
                  <div>
                    <dt>Skills</dt>
                    <dd>{opportunity.skills}</dd>
                  </div>
                </dl>
              </OpportunityCard>
            ))}
          </Grid>
        </Container>
      </Section>

      <Section tone="sand" aria-labelledby="apply-heading">
        <Container>
          <h2 id="apply-heading">Apply to volunteer</h2>
          <Lead>
            The application takes about ten minutes. Here is what it asks, so you can have everything ready. Applications
            are reviewed by our volunteer coordinator, and new volunteers start with a short induction call.
          </Lead>
          <Apply>
            <FieldGroups>
              {APPLICATION_SECTIONS.map((section) => (
                <div key={section.title}>
                  <h3>{section.title}</h3>
                  <ul>
                    {section.fields.map((field) => (
                      <li key={field}>{field}</li>
                    ))}
                  </ul>
                </div>
              ))}
            </FieldGroups>
            <Aside aria-labelledby="apply-now-heading">
              <h3 id="apply-now-heading">Ready to apply?</h3>
              <p>The address section asks for your province, from this list:</p>
              <Provinces aria-label="Provinces">
                {PROVINCES.map((province) => (
                  <li key={province.value}>
                    <Badge tone="brand">
                      {province.label === province.value ? province.label : `${province.label} (${province.value})`}
                    </Badge>
                  </li>
                ))}
              </Provinces>
              <ReachUsNote
                subject="Volunteer application"
                lead="Our online application form is on its way."
              />
              <ButtonLink to={contactHref('Volunteer application')}>Start your application</ButtonLink>
            </Aside>
          </Apply>
        </Container>
      </Section>
    </>
  );
}
