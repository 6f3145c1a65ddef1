import type { ProjectResponse } from '@solar/shared-contracts';
import { requestJson } from './request';

/** GET /api/projects/{id}. */
export function fetchProject(id: number, signal?: AbortSignal) {
  return requestJson<ProjectResponse>(`/api/projects/${id}`, { signal });
}

/** A project id from the address, or null when it is not a positive whole number. */
export function parseProjectId(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
