import type { ProjectSupportersResponse } from '@solar/shared-contracts';
import { apiRequest } from '@solar/shared-data-access';

export const projectSupportersUrl = (projectId: number) => `/api/projects/${projectId}/supporters`;

/** GET /api/projects/{id}/supporters: the latest supporters (no amounts) and how many people have given. */
export function fetchProjectSupporters(projectId: number, signal?: AbortSignal) {
  return apiRequest<ProjectSupportersResponse>('GET', projectSupportersUrl(projectId), undefined, { signal });
}
