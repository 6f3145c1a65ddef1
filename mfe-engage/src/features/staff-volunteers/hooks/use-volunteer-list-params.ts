import { VOLUNTEER_STATUSES, type VolunteerListQuery } from '@solar/shared-contracts';
import { useListParams } from '@solar/shared-data-access';

const FILTERS = ['status', 'from', 'to'] as const;
const ALLOWED = { status: VOLUNTEER_STATUSES };

/** The applications list's page, search and status filter, kept in the address. */
export function useVolunteerListParams() {
  const list = useListParams({ filters: FILTERS, allowed: ALLOWED });
  return { ...list, query: list.query as VolunteerListQuery };
}
