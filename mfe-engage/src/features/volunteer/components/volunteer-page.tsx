import styled from '@emotion/styled';
import {
  Card,
  colors,
  Container,
  Grid,
  Lead,
  mailtoHref,
  mq,
  PageHeader,
  radii,
  REPLY_PROMISE,
  Section,
  space,
  StatGrid,
  SUPPORT_EMAIL,
} from '@solar/shared-ui';
import { OPPORTUNITIES, VOLUNTEER_STATS } from '../volunteer-content';
import { VolunteerForm } from './volunteer-form';

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
  align-items: start;
  ${mq.lg} {
    grid-template-columns: 2fr 1fr;
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
  p,
  ol {
    margin: 0;
  }
  ol {
    padding-left: 1.2rem;
  }
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
          <Lead>
            Choose the role that fits your skills and the time you have. Every role comes with training and a named
            contact.
          </Lead>
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
            The application takes about ten minutes. Applications are reviewed by our volunteer coordinator, and new
            volunteers start with a short induction call.
          </Lead>
          <Apply>
            <VolunteerForm />
            <Aside aria-labelledby="next-steps-heading">
              <h3 id="next-steps-heading">What happens next</h3>
              <ol>
                <li>Our volunteer coordinator reads your application.</li>
                <li>We call you to talk through the roles that suit you.</li>
                <li>You join a short induction and meet your named contact.</li>
              </ol>
              <p>
                Questions before you apply? Email{' '}
                <a href={mailtoHref(SUPPORT_EMAIL, 'Volunteering')}>{SUPPORT_EMAIL}</a>. {REPLY_PROMISE}
              </p>
            </Aside>
          </Apply>
        </Container>
      </Section>
    </>
  );
}
