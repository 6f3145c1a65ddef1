import styled from '@emotion/styled';
import { Badge, ButtonLink, colors, Container, mq, PageLoading, radii, Section, space } from '@solar/shared-ui';
import { Link, useParams } from '@solar/shared-routing';
import { parseId } from '@solar/shared-contracts';
import { Supporters } from './components/supporters';
import { DonatePanel } from './donate-panel';
import { useProjectSupporters } from './hooks/use-project-supporters';
import { projectView, type ProjectView } from './project-view';
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

const Track = styled.div`
  height: 12px;
  border-radius: ${radii.pill};
  background: ${colors.brandSoft};
  overflow: hidden;
`;

/** The fill's width is an inline style, not a class per percent. */
const Fill = styled.div`
  height: 100%;
  border-radius: inherit;
  background: ${colors.sun};
  transition: width 400ms ease;
`;

function FundingBar({ view }: { view: ProjectView }) {
  return (
    <Track
      role="progressbar"
      aria-label={`${view.title} funding`}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Number(view.barPercent)}
      aria-valuetext={`${view.percent}% funded: ${view.raised} of ${view.target}`}
    >
      <Fill style={{ width: `${view.barPercent}%` }} />
    </Track>
  );
}

function ProjectSummary({ view }: { view: ProjectView }) {
  return (
    <Summary>
      {view.type ? (
        <Badge tone="sun" css={{ justifySelf: 'start' }}>
          {view.type}
        </Badge>
      ) : null}
      <h1>{view.title}</h1>
      <p className="location">{view.location}</p>
      <p className="description">{view.description}</p>
      <Funding>
        <p>
          <span className="raised">{view.raised}</span> raised of {view.target} target
        </p>
        <FundingBar view={view} />
        <p>
          {view.percent}% funded · {view.remaining} still needed
        </p>
      </Funding>
      <Facts>
        <div>
          <dt>Lives impacted</dt>
          <dd>{view.lives}</dd>
        </div>
        <div>
          <dt>Solar capacity</dt>
          <dd>{view.capacity} kW</dd>
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

type Found = { view: ProjectView; id: number; title: string };

/** /projects/:id/donate: one project's summary with a donate panel. */
export default function ProjectDonatePage() {
  const { id } = useParams();
  const { state, reload } = useProject(parseId(id));
  const projectId = state.status === 'found' ? state.project.id : null;
  const { supporters, refresh } = useProjectSupporters(projectId);

  if (state.status === 'loading') return <PageLoading label="Loading project" />;
  const found: Found | null =
    state.status === 'found'
      ? { view: projectView(state.project), id: state.project.id, title: state.project.title }
      : null;

  return (
    <Section>
      <Container>
        {found ? (
          <Layout>
            <ProjectSummary view={found.view} />
            <div css={{ display: 'grid', gap: space.md }}>
              <DonatePanel
                projectId={found.id}
                projectTitle={found.title}
                onDonationCaptured={() => {
                  reload();
                  refresh();
                }}
              />
              <p css={{ margin: 0, color: colors.inkMuted, fontSize: '0.95rem' }}>
                Questions about this project? <Link to={found.view.contactHref}>Contact our team</Link> — we reply
                within 24 hours.
              </p>
            </div>
          </Layout>
        ) : null}
        {found && supporters ? (
          <div css={{ marginTop: space.xl }}>
            <Supporters supporters={supporters} projectTitle={found.title} />
          </div>
        ) : null}
        {found ? null : <ProjectNotFound failed={state.status === 'error'} />}
      </Container>
    </Section>
  );
}
