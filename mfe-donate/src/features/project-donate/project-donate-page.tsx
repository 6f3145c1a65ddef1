import { Link, useParams } from 'react-router-dom';
import styled from '@emotion/styled';
import type { ProjectResponse } from '@solar/shared-contracts';
import { Badge, ButtonLink, colors, contactHref, Container, mq, PageLoading, radii, Section, space } from '@solar/shared-ui';
import { ProgressBar } from '../../components/progress-bar';
import { formatPounds, fundingPercent, remainingAmount } from '../../lib/money';
import { parseProjectId } from '../../lib/projects-api';
import { DonatePanel } from './donate-panel';
import { useProject } from './use-project';

const Layout = styled.div`
  display: grid;
  gap: ${space.xl};
  align-items: start;
  ${mq.lg} {
    grid-template-columns: 3fr 2fr;
  }
`;

const Summary = styled.div`
  display: grid;
  gap: ${space.md};
  h1 {
    font-size: clamp(1.9rem, 3vw + 1rem, 2.75rem);
    margin: 0;
  }
  .location {
    margin: 0;
    color: ${colors.inkMuted};
    font-weight: 600;
  }
  .description {
    margin: 0;
    font-size: 1.1rem;
  }
`;

const Funding = styled.div`
  display: grid;
  gap: ${space.sm};
  padding: ${space.lg};
  border-radius: ${radii.md};
  background: ${colors.surfaceAlt};
  border: 1px solid ${colors.border};
  p {
    margin: 0;
  }
  .raised {
    font-size: 1.75rem;
    font-weight: 800;
    color: ${colors.brand};
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(150px, 100%), 1fr));
  gap: ${space.md};
  margin: 0;
  div {
    display: flex;
    flex-direction: column-reverse;
    padding: ${space.md};
    border-radius: ${radii.md};
    border: 1px solid ${colors.border};
  }
  dt {
    color: ${colors.inkMuted};
    font-size: 0.9rem;
  }
  dd {
    margin: 0;
    font-size: 1.4rem;
    font-weight: 800;
    color: ${colors.brandStrong};
  }
`;

const Missing = styled.div`
  display: grid;
  justify-items: center;
  gap: ${space.md};
  padding: ${space.xxl} 0;
  text-align: center;
  p {
    margin: 0;
    max-width: 55ch;
    color: ${colors.inkMuted};
  }
`;

function ProjectSummary({ project }: { project: ProjectResponse }) {
  // Decimal columns may arrive as strings; read them as numbers.
  const raised = Number(project.raisedAmount) || 0;
  const target = Number(project.targetAmount) || 0;
  const currency = project.currency || 'GBP';
  const percent = fundingPercent(raised, target);
  const remaining = remainingAmount(raised, target);
  const lives = Number(project.livesImpacted) || 0;
  const capacity = Number(project.capacity) || 0;
  return (
    <Summary>
      {project.projectType ? (
        <Badge tone="sun" css={{ justifySelf: 'start' }}>
          {project.projectType}
        </Badge>
      ) : null}
      <h1>{project.title}</h1>
      <p className="location">{project.location}</p>
      <p className="description">{project.description}</p>
      <Funding>
        <p>
          <span className="raised">{formatPounds(raised, currency)}</span> raised of {formatPounds(target, currency)}{' '}
          target
        </p>
        <ProgressBar
          percent={percent}
          label={`${project.title} funding`}
          valueText={`${percent}% funded: ${formatPounds(raised, currency)} of ${formatPounds(target, currency)}`}
        />
        <p>
          {percent}% funded · {formatPounds(remaining, currency)} still needed
        </p>
      </Funding>
      <Facts>
        <div>
          <dt>Lives impacted</dt>
          <dd>{lives.toLocaleString('en-GB')}</dd>
        </div>
        <div>
          <dt>Solar capacity</dt>
          <dd>{capacity.toLocaleString('en-GB', { maximumFractionDigits: 2 })} kW</dd>
        </div>
      </Facts>
    </Summary>
  );
}

function ProjectNotFound({ failed }: { failed: boolean }) {
  return (
    <Missing>
      <h1>Project Not Found</h1>
      <p>
        {failed
          ? 'We could not load this project just now. Please try again in a moment, or choose another project to support.'
          : 'We could not find the project you are looking for. It may have been completed or the link may be mistyped.'}
      </p>
      <div css={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: space.md }}>
        <ButtonLink to="/get-involved/sponsor-a-project">Back to Projects</ButtonLink>
        <ButtonLink to="/donate" variant="outline">
          Make a general donation
        </ButtonLink>
      </div>
    </Missing>
  );
}

/** /projects/:id/donate: one project's summary with a donate panel. */
export default function ProjectDonatePage() {
  const { id } = useParams();
  const { state, reload } = useProject(parseProjectId(id));

  if (state.status === 'loading') return <PageLoading label="Loading project" />;

  return (
    <Section>
      <Container>
        {state.status === 'found' ? (
          <Layout>
            <ProjectSummary project={state.project} />
            <div css={{ display: 'grid', gap: space.md }}>
              <DonatePanel projectId={state.project.id} projectTitle={state.project.title} onDonationCaptured={reload} />
              <p css={{ margin: 0, color: colors.inkMuted, fontSize: '0.95rem' }}>
                Questions about this project?{' '}
                <Link to={contactHref(`Project: ${state.project.title}`)}>Contact our team</Link> — we reply within 24 hours.
              </p>
            </div>
          </Layout>
        ) : (
          <ProjectNotFound failed={state.status === 'error'} />
        )}
      </Container>
    </Section>
  );
}
