import styled from '@emotion/styled';
import { Badge, ButtonLink, Card, colors, space } from '@solar/shared-ui';
import { ProgressBar } from '../../components/progress-bar';
import { formatDollars, fundingPercent, remainingAmount } from '../../lib/money';
import { formatNumber } from '@solar/shared-format';
import { URGENCY_STYLE, type SponsorableProject } from './sponsorable-projects';

const ProjectCard = styled(Card)<{ accent: string }>`
  border-top: 5px solid ${({ accent }) => accent};
  gap: ${space.md};
  header {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    align-items: flex-start;
    gap: ${space.sm};
  }
  .location {
    margin: ${space.xs} 0 0;
    color: ${colors.inkMuted};
    font-size: 0.95rem;
  }
  p {
    margin: 0;
  }
  h4 {
    margin: 0 0 ${space.xs};
    font-size: 1rem;
  }
  ul {
    margin: 0;
    padding-left: 1.2rem;
  }
`;

const Funding = styled.div`
  display: grid;
  gap: ${space.xs};
  .figures {
    display: flex;
    justify-content: space-between;
    flex-wrap: wrap;
    gap: ${space.sm};
    font-size: 0.95rem;
  }
  strong {
    color: ${colors.brand};
    font-size: 1.15rem;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${space.sm};
  margin: 0;
  text-align: center;
  div {
    display: flex;
    flex-direction: column-reverse;
    padding: ${space.sm};
    border-radius: 8px;
    background: ${colors.surfaceAlt};
  }
  dt {
    font-size: 0.8rem;
    color: ${colors.inkMuted};
  }
  dd {
    margin: 0;
    font-weight: 700;
  }
`;

const Lists = styled.div`
  display: grid;
  gap: ${space.md};
  grid-template-columns: repeat(auto-fit, minmax(min(220px, 100%), 1fr));
`;

export function SponsorProjectCard({ project }: { project: SponsorableProject }) {
  const percent = fundingPercent(project.raised, project.targetAmount);
  const remaining = remainingAmount(project.raised, project.targetAmount);
  const style = URGENCY_STYLE[project.urgency];
  const headingId = `sponsor-project-${project.id}`;
  return (
    <ProjectCard accent={style.bar} aria-labelledby={headingId}>
      <header>
        <div>
          <h3 id={headingId}>{project.title}</h3>
          <p className="location">{project.location}</p>
        </div>
        <Badge tone={style.tone}>{project.urgency} urgency</Badge>
      </header>
      <p>{project.description}</p>
      <Funding>
        <div className="figures">
          <span>
            <strong>{formatDollars(project.raised)}</strong> raised of {formatDollars(project.targetAmount)}
          </span>
          <span>{percent}% funded</span>
        </div>
        <ProgressBar
          percent={percent}
          label={`${project.title} funding`}
          valueText={`${percent}% funded: ${formatDollars(project.raised)} of ${formatDollars(project.targetAmount)}`}
          color={style.bar}
        />
      </Funding>
      <Facts>
        <div>
          <dt>Still needed</dt>
          <dd>{formatDollars(remaining)}</dd>
        </div>
        <div>
          <dt>Beneficiaries</dt>
          <dd>{formatNumber(project.beneficiaries)}</dd>
        </div>
        <div>
          <dt>Timeframe</dt>
          <dd>{project.timeframe}</dd>
        </div>
      </Facts>
      <Lists>
        <div>
          <h4>What it includes</h4>
          <ul>
            {project.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        </div>
        <div>
          <h4>Expected impact</h4>
          <ul>
            {project.impact.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      </Lists>
      <ButtonLink
        to={`/projects/${project.id}/donate`}
        aria-label={`Sponsor This Project: ${project.title}`}
        css={{ alignSelf: 'flex-start', marginTop: 'auto' }}
      >
        Sponsor This Project
      </ButtonLink>
    </ProjectCard>
  );
}
