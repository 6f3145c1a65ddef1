import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page, PageQuery, StaffProject } from '@solar/shared-contracts';
import { staffRequest } from '@solar/shared-data-access';
import { listUrl } from '@solar/shared-routing/list-url';

export const STAFF_PROJECTS_URL = '/api/staff/projects';

/** GET /api/staff/projects?q=&page=&pageSize= */
export function fetchStaffProjects(query: PageQuery, signal?: AbortSignal) {
  return staffRequest<Page<StaffProject>>('GET', listUrl(STAFF_PROJECTS_URL, query), undefined, { signal });
}

/** One page of projects, read afresh on every visit. */
export function useStaffProjects(query: PageQuery) {
  return useQuery({
    queryKey: [STAFF_PROJECTS_URL, query],
    queryFn: ({ signal }) => fetchStaffProjects(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
