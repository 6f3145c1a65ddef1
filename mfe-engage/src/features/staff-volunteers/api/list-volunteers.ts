import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page, StaffVolunteer, VolunteerListQuery } from '@solar/shared-contracts';
import { staffRequest } from '@solar/shared-data-access';
import { listUrl } from '@solar/shared-routing/list-url';
import { volunteerKeys } from './volunteers-query-keys';

export type { StaffVolunteer, VolunteerListQuery };

/** GET /api/staff/volunteers?status=&q=&page=&pageSize=, newest first. */
export function listVolunteers(query: VolunteerListQuery, signal?: AbortSignal): Promise<Page<StaffVolunteer>> {
  return staffRequest<Page<StaffVolunteer>>('GET', listUrl('/api/staff/volunteers', query), undefined, { signal });
}

export function useVolunteers(query: VolunteerListQuery) {
  return useQuery({
    queryKey: [...volunteerKeys.lists, query],
    queryFn: ({ signal }) => listVolunteers(query, signal),
    placeholderData: keepPreviousData,
  });
}
