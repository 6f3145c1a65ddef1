import { Link, useParams } from '@solar/shared-routing';
import styled from '@emotion/styled';
import { ApiError, errorMessage } from '@solar/shared-data-access';
import { colors, space, StaffPageHeading, StaffQueryState, useDocumentTitle } from '@solar/shared-ui';
import { parseId } from '@solar/shared-contracts';
import { useStaffProject } from '../api/get-staff-project';
import { ProjectEditForm } from './project-edit-form';
import { ProjectStatusBadge } from './project-status';

const Links = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.lg};
  margin: 0 0 ${space.lg};
  a {
    color: ${colors.sky};
    font-weight: 600;
  }
  a:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
`;

/** /staff/projects/:id: one project's edit form. */
export default function StaffProjectPage() {
  const id = parseId(useParams()['id']);
  const project = useStaffProject(id);
  useDocumentTitle(project.data ? `${project.data.title} · Back office` : 'Project · Back office');

  if (id === null || (project.error instanceof ApiError && project.error.status === 404)) {
    return (
      <>
        <StaffPageHeading title="Project not found" description="No project has this address." />
        <Links>
          <Link to="/staff/projects">Back to projects</Link>
        </Links>
      </>
    );
  }
  return (
    <>
      <StaffPageHeading
        title={project.data ? `Edit ${project.data.title}` : 'Edit project'}
        description={project.data ? <ProjectStatusBadge status={project.data.status} /> : undefined}
      />
      <Links>
        <Link to="/staff/projects">Back to projects</Link>
        <Link to={`/projects/${id}/donate`}>See its public page</Link>
      </Links>
      <StaffQueryState query={project} what="the project" reason={errorMessage(project.error)} />
      {project.data ? <ProjectEditForm key={project.data.id} project={project.data} /> : null}
    </>
  );
}
