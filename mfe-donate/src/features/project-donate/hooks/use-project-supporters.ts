import { useQuery } from '@tanstack/react-query';
import type { ProjectSupportersResponse } from '@solar/shared-contracts';
import { fetchProjectSupporters, projectSupportersUrl } from '../api/get-project-supporters';

/**
 * The JSON block (`type="application/json"`) a server that draws the project page at request time writes beside it:
 * `{ id, supporters }`. The first render reads it, so the list is in the first paint and hydrates as sent.
 */
export const PROJECT_SUPPORTERS_DATA_ID = 'project-supporters-data';

export type ProjectSupportersPageData = { id: number; supporters: ProjectSupportersResponse };

/** The supporters the server sent with the page for this project, or undefined. */
export function seededSupporters(projectId: number): ProjectSupportersResponse | undefined {
  if (typeof document === 'undefined') return undefined;
  const text = document.getElementById(PROJECT_SUPPORTERS_DATA_ID)?.textContent;
  if (!text) return undefined;
  try {
    const data = JSON.parse(text) as ProjectSupportersPageData;
    return data?.id === projectId && Array.isArray(data.supporters?.items) ? data.supporters : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A project's supporters: from what the page was sent with (or `initial`, when a server renders the page), else read
 * from the API. Nothing is drawn until they are known, so a page sent without them hydrates unchanged. `refresh`
 * reads them again (after a gift).
 */
export function useProjectSupporters(projectId: number | null, initial?: ProjectSupportersResponse) {
  const query = useQuery({
    queryKey: [projectSupportersUrl(projectId ?? 0)],
    queryFn: ({ signal }) => fetchProjectSupporters(projectId as number, signal),
    enabled: projectId !== null && projectId > 0,
    initialData: () => initial ?? (projectId ? seededSupporters(projectId) : undefined),
  });
  return { supporters: query.data, refresh: () => void query.refetch() };
}
