import type { ProjectListResponse } from '@solar/shared-contracts';
import { apiRequest } from '@solar/shared-data-access';

/** GET /api/projects: every project with its raised and target figures. */
export function fetchProjects(signal?: AbortSignal) {
  return apiRequest<ProjectListResponse>('GET', '/api/projects', undefined, { signal });
}
