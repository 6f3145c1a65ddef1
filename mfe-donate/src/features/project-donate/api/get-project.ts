import type { ProjectResponse } from '@solar/shared-contracts';
import { apiRequest } from '@solar/shared-data-access';

/** GET /api/projects/{id}: its address, which is also its key in a drawn page's data block. */
export const projectUrl = (id: number): string => `/api/projects/${id}`;

/** GET /api/projects/{id}. */
export function fetchProject(id: number, signal?: AbortSignal) {
  return apiRequest<ProjectResponse>('GET', projectUrl(id), undefined, { signal });
}
