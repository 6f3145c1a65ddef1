import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MonthlyGiftListQuery, Page, StaffMonthlyGift } from '@solar/shared-contracts';
import { staffRequest } from '@solar/shared-data-access';
import { listUrl } from '@solar/shared-routing/list-url';

export const STAFF_MONTHLY_GIFTS_URL = '/api/staff/monthly-gifts';

/** GET /api/staff/monthly-gifts?status=&q=&page= */
export function fetchStaffMonthlyGifts(query: MonthlyGiftListQuery, signal?: AbortSignal) {
  return staffRequest<Page<StaffMonthlyGift>>('GET', listUrl(STAFF_MONTHLY_GIFTS_URL, query), undefined, { signal });
}

export function useStaffMonthlyGifts(query: MonthlyGiftListQuery) {
  return useQuery({
    queryKey: [STAFF_MONTHLY_GIFTS_URL, query],
    queryFn: ({ signal }) => fetchStaffMonthlyGifts(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
