import { useQuery } from '@tanstack/react-query';
import type { StaffProject } from '@solar/shared-contracts';
import { staffRequest } from '@solar/shared-data-access';
import { STAFF_PROJECTS_URL } from './staff-projects-api';

export const staffProjectUrl = (id: number) => `${STAFF_PROJECTS_URL}/${id}`;

/** GET /api/staff/projects/:id */
export function fetchStaffProject(id: number, signal?: AbortSignal) {
  return staffRequest<StaffProject>('GET', staffProjectUrl(id), undefined, { signal });
}

export function useStaffProject(id: number | null) {
  return useQuery({
    queryKey: [STAFF_PROJECTS_URL, id],
    queryFn: ({ signal }) => fetchStaffProject(id as number, signal),
    enabled: id !== null,
    staleTime: 0,
  });
}
