import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { GiftAidDeclarationListQuery, Page, StaffGiftAidDeclaration } from '@solar/shared-contracts';
import { staffRequest } from '@solar/shared-data-access';
import { listUrl } from '@solar/shared-routing/list-url';

export const GIFT_AID_DECLARATIONS_URL = '/api/staff/gift-aid/declarations';

/** GET /api/staff/gift-aid/declarations?q=&status=&page= */
export function fetchGiftAidDeclarations(query: GiftAidDeclarationListQuery, signal?: AbortSignal) {
  return staffRequest<Page<StaffGiftAidDeclaration>>('GET', listUrl(GIFT_AID_DECLARATIONS_URL, query), undefined, {
    signal,
  });
}

/** One page of declarations, read afresh on every visit. */
export function useGiftAidDeclarations(query: GiftAidDeclarationListQuery) {
  return useQuery({
    queryKey: [GIFT_AID_DECLARATIONS_URL, query],
    queryFn: ({ signal }) => fetchGiftAidDeclarations(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
