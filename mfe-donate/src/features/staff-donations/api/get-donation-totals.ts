import { useQuery } from '@tanstack/react-query';
import type { DonationListQuery, DonationTotals } from '@solar/shared-contracts';
import { staffRequest } from '@solar/shared-data-access';
import { listUrl } from '@solar/shared-routing/list-url';

export const DONATION_TOTALS_URL = '/api/staff/donations/totals';

export type DonationTotalsQuery = Omit<DonationListQuery, 'page' | 'pageSize'>;

/** GET /api/staff/donations/totals with the list's filters: completed gifts per project and per month. */
export function fetchDonationTotals(query: DonationTotalsQuery, signal?: AbortSignal) {
  return staffRequest<DonationTotals>('GET', listUrl(DONATION_TOTALS_URL, query), undefined, { signal });
}

export function useDonationTotals(query: DonationTotalsQuery) {
  return useQuery({
    queryKey: [DONATION_TOTALS_URL, query],
    queryFn: ({ signal }) => fetchDonationTotals(query, signal),
    staleTime: 0,
  });
}
