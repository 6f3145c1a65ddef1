import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DonationListQuery, Page, StaffDonation } from '@solar/shared-contracts';
import { staffRequest } from '@solar/shared-data-access';
import { listUrl } from '@solar/shared-routing/list-url';

export const STAFF_DONATIONS_URL = '/api/staff/donations';
/** The CSV of the same filters (GET, downloaded by the browser with the session cookie). */
export const DONATIONS_CSV_URL = `${STAFF_DONATIONS_URL}/export.csv`;

/** GET /api/staff/donations?status=&projectId=&from=&to=&q=&page= */
export function fetchStaffDonations(query: DonationListQuery, signal?: AbortSignal) {
  return staffRequest<Page<StaffDonation>>('GET', listUrl(STAFF_DONATIONS_URL, query), undefined, { signal });
}

export function useStaffDonations(query: DonationListQuery) {
  return useQuery({
    queryKey: [STAFF_DONATIONS_URL, query],
    queryFn: ({ signal }) => fetchStaffDonations(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
