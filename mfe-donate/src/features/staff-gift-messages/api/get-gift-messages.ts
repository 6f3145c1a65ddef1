import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { GiftMessageListQuery, Page, StaffGiftMessage } from '@solar/shared-contracts';
import { staffRequest } from '@solar/shared-data-access';
import { listUrl } from '@solar/shared-routing/list-url';

export const GIFT_MESSAGES_URL = '/api/staff/donations/messages';

/** GET /api/staff/donations/messages?status=&page= (pending by default, oldest first). */
export function fetchGiftMessages(query: GiftMessageListQuery, signal?: AbortSignal) {
  return staffRequest<Page<StaffGiftMessage>>('GET', listUrl(GIFT_MESSAGES_URL, query), undefined, { signal });
}

export function useGiftMessages(query: GiftMessageListQuery) {
  return useQuery({
    queryKey: [GIFT_MESSAGES_URL, query],
    queryFn: ({ signal }) => fetchGiftMessages(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
