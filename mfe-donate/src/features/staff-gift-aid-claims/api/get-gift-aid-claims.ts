import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { GiftAidClaim, Page, PageQuery } from '@solar/shared-contracts';
import { staffRequest } from '@solar/shared-data-access';
import { listUrl } from '@solar/shared-routing/list-url';

export const GIFT_AID_CLAIMS_URL = '/api/staff/gift-aid/claims';

/** GET /api/staff/gift-aid/claims?page=: past claims, newest first. */
export function fetchGiftAidClaims(query: PageQuery, signal?: AbortSignal) {
  return staffRequest<Page<GiftAidClaim>>('GET', listUrl(GIFT_AID_CLAIMS_URL, query), undefined, { signal });
}

export function useGiftAidClaims(query: PageQuery) {
  return useQuery({
    queryKey: [GIFT_AID_CLAIMS_URL, query],
    queryFn: ({ signal }) => fetchGiftAidClaims(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
