import { useQuery } from '@tanstack/react-query';
import type { ProjectListResponse } from '@solar/shared-contracts';
import { fetchProjects } from './api/get-projects';
import { SPONSORABLE_PROJECTS, type SponsorableProject } from './sponsorable-projects';

export const PROJECT_LIST_KEY = ['/api/projects'] as const;

/**
 * The static sponsorable projects with their raised and target figures taken from GET /api/projects, matched by
 * id. A project the list lacks, or whose target is not a positive number, keeps its static figures.
 */
export function withLiveFigures(
  projects: readonly SponsorableProject[],
  list: ProjectListResponse | undefined,
): SponsorableProject[] {
  return projects.map((project) => {
    const live = Array.isArray(list) ? list.find((candidate) => Number(candidate.id) === project.id) : undefined;
    if (!live) return project;
    // Decimal columns may arrive as strings.
    const raised = Number(live.raisedAmount);
    const target = Number(live.targetAmount);
    if (!(target > 0) || !Number.isFinite(raised) || raised < 0) return project;
    return { ...project, raised, targetAmount: target };
  });
}

/** The four sponsorable projects: static figures while the list loads or if it fails, then the database's. */
export function useSponsorableProjects(): SponsorableProject[] {
  const query = useQuery({ queryKey: PROJECT_LIST_KEY, queryFn: ({ signal }) => fetchProjects(signal) });
  return withLiveFigures(SPONSORABLE_PROJECTS, query.data);
}
