import type { VolunteerApplicationRequest, VolunteerApplicationResponse } from '@solar/shared-contracts';
import { apiRequest } from '@solar/shared-data-access';

/** POST /api/volunteers. */
export function submitVolunteerApplication(request: VolunteerApplicationRequest) {
  return apiRequest<VolunteerApplicationResponse>('POST', '/api/volunteers', request);
}
