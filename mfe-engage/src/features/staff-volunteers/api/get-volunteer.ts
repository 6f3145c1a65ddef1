import { useQuery } from '@tanstack/react-query';
import type { StaffVolunteer } from '@solar/shared-contracts';
import { staffRequest } from '@solar/shared-data-access';
import { volunteerKeys } from './volunteers-query-keys';

/** GET /api/staff/volunteers/:id: every field of the application, its status and the staff note. */
export function getVolunteer(id: number, signal?: AbortSignal): Promise<StaffVolunteer> {
  return staffRequest<StaffVolunteer>('GET', `/api/staff/volunteers/${id}`, undefined, { signal });
}

export function useVolunteer(id: number) {
  return useQuery({ queryKey: volunteerKeys.one(id), queryFn: ({ signal }) => getVolunteer(id, signal) });
}
