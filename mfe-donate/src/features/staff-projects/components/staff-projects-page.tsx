import type { StaffProject } from '@solar/shared-contracts';
import { StaffListResults, StaffPageHeading, StaffTable } from '@solar/shared-ui';
import { StaffFilterBar } from '@solar/shared-ui/forms';
import { formatPounds } from '../../../lib/money';
import { errorMessage, useListParams } from '@solar/shared-data-access';
import { useStaffProjects } from '../api/staff-projects-api';
import { ProjectStatusBadge } from './project-status';

const FILTER_NAMES = ['q'] as const;

const columns = [
  { key: 'title', header: 'Project', cell: (project: StaffProject) => project.title },
  { key: 'location', header: 'Location', cell: (project: StaffProject) => project.location },
  { key: 'status', header: 'Status', cell: (project: StaffProject) => <ProjectStatusBadge status={project.status} /> },
  {
    key: 'target',
    header: 'Target',
    cell: (project: StaffProject) => formatPounds(project.targetAmount, project.currency),
  },
  {
    key: 'raised',
    header: 'Raised',
    cell: (project: StaffProject) => formatPounds(project.raisedAmount, project.currency),
  },
  { key: 'progress', header: 'Progress', cell: (project: StaffProject) => `${project.progressPercentage}%` },
];

/** /staff/projects: every project, each linking to its edit form. */
export default function StaffProjectsPage() {
  const { values, page, apply, goToPage } = useListParams({ filters: FILTER_NAMES });
  const projects = useStaffProjects({ q: values.q || undefined, page });

  return (
    <>
      <StaffPageHeading
        title="Projects"
        description="What the public pages show about each project. Raised amounts come from completed gifts and cannot be edited."
      />
      <StaffFilterBar key={values.q} searchLabel="Title or location" values={values} onSubmit={apply} />
      <StaffListResults
        query={projects}
        what="the projects"
        reason={errorMessage(projects.error)}
        pagesLabel="Project pages"
        onPageChange={goToPage}
      >
        {(rows) => (
          <StaffTable
            caption="Projects"
            columns={columns}
            rows={rows}
            rowKey={(project) => project.id}
            rowHref={(project) => `/staff/projects/${project.id}`}
            emptyMessage="No projects match this search."
          />
        )}
      </StaffListResults>
    </>
  );
}
