import { VOLUNTEER_STATUSES, type VolunteerStatus } from '@solar/shared-contracts';
import { useListParams } from '../../../lib/use-list-params';

/** The applications list's page, search and status filter, kept in the address. */
export function useVolunteerListParams() {
  return useListParams<VolunteerStatus>('status', VOLUNTEER_STATUSES);
}
