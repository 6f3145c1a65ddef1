import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { GiftAidClaim, Page, PageQuery } from '@solar/shared-contracts';
import { staffRequest } from '@solar/shared-data-access';
import { withQuery } from '../../../lib/staff-query';

export const GIFT_AID_CLAIMS_URL = '/api/staff/gift-aid/claims';

/** GET /api/staff/gift-aid/claims?page=: past claims, newest first. */
export function fetchGiftAidClaims(query: PageQuery, signal?: AbortSignal) {
  return staffRequest<Page<GiftAidClaim>>('GET', withQuery(GIFT_AID_CLAIMS_URL, query), undefined, { signal });
}

export function useGiftAidClaims(query: PageQuery) {
  return useQuery({
    queryKey: [GIFT_AID_CLAIMS_URL, query],
    queryFn: ({ signal }) => fetchGiftAidClaims(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
