import { useQuery } from '@tanstack/react-query';
import type { GiftAidEligibleQuery, GiftAidEligibleResponse } from '@solar/shared-contracts';
import { staffRequest } from '@solar/shared-data-access';
import { listUrl } from '@solar/shared-routing/list-url';

export const GIFT_AID_ELIGIBLE_URL = '/api/staff/gift-aid/eligible';

/** GET /api/staff/gift-aid/eligible?from=&to=: the gifts a claim for the period would take, and adjustments to report. */
export function fetchGiftAidEligible(query: GiftAidEligibleQuery, signal?: AbortSignal) {
  return staffRequest<GiftAidEligibleResponse>('GET', listUrl(GIFT_AID_ELIGIBLE_URL, query), undefined, { signal });
}

/** Read only once a period is chosen, and afresh each time (another claim may have taken the gifts). */
export function useGiftAidEligible(query: GiftAidEligibleQuery | null) {
  return useQuery({
    queryKey: [GIFT_AID_ELIGIBLE_URL, query],
    queryFn: ({ signal }) => fetchGiftAidEligible(query as GiftAidEligibleQuery, signal),
    enabled: query !== null,
    staleTime: 0,
  });
}
