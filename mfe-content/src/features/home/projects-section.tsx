import styled from '@emotion/styled';
import { homeProjects, impactGoal } from '@solar/content-data';
import { Badge, ButtonLink, Card, colors, Grid, radii, space, StatGrid } from '@solar/shared-ui';
import { Illustration } from '../../components/illustration';
import { PageSection } from '../../components/page-section';
import { FactPairs } from '../../components/fact-pairs';
import { ProjectIcon } from '../../components/project-icon';

const ProjectCard = styled(Card)`
  p {
    margin: 0;
    flex: 1;
  }
`;

const CardTop = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space.sm};
`;

const IconBadge = styled.span`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: ${radii.pill};
  background: ${colors.sunSoft};
  color: ${colors.brandStrong};
`;

const ProjectNumber = styled.span`
  font-size: 0.85rem;
  font-weight: 700;
  color: ${colors.inkMuted};
`;

const Goal = styled.div`
  margin-top: ${space.xl};
  padding: ${space.lg};
  border-radius: ${radii.md};
  background: ${colors.sunSoft};
  h3 {
    margin-top: 0;
  }
`;

export function ProjectsSection() {
  return (
    <PageSection
      id="projects"
      title="Priority Projects"
      tone="alt"
      intro="Four projects where your support will make the biggest difference this year. Each one is chosen with the community it serves."
    >
      <Grid min="250px">
        {homeProjects.map((project) => (
          <ProjectCard key={project.id} aria-labelledby={`project-${project.id}-title`}>
            <Illustration name={project.image} alt="" />
            <CardTop>
              <IconBadge>
                <ProjectIcon name={project.icon} />
              </IconBadge>
              <Badge tone={project.statusColor}>{project.statusLabel}</Badge>
            </CardTop>
            <ProjectNumber>Project {project.id}</ProjectNumber>
            <h3 id={`project-${project.id}-title`}>{project.title}</h3>
            <p>{project.description}</p>
            <FactPairs>
              <div>
                <dt>Goal</dt>
                <dd>{project.goal}</dd>
              </div>
              <div>
                <dt>Beneficiaries</dt>
                <dd>{project.beneficiaries}</dd>
              </div>
            </FactPairs>
            <ButtonLink to={`/projects/${project.id}/donate`} aria-label={`Support This Project: ${project.title}`}>
              Support This Project
            </ButtonLink>
          </ProjectCard>
        ))}
      </Grid>
      <Goal>
        <h3>Our impact goal</h3>
        <StatGrid
          stats={[
            { value: impactGoal.totalNeeded, label: 'Total needed' },
            { value: impactGoal.livesChanged, label: 'Lives changed' },
            { value: impactGoal.communities, label: 'Communities' },
          ]}
        />
      </Goal>
    </PageSection>
  );
}
