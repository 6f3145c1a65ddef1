import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MessageListQuery, Page, StaffContactMessage } from '@solar/shared-contracts';
import { staffRequest } from '@solar/shared-data-access';
import { listUrl } from '@solar/shared-routing/list-url';
import { messageKeys } from './messages-query-keys';

export type { MessageListQuery, StaffContactMessage };

/** GET /api/staff/messages?filter=&q=&page=&pageSize=, newest first. */
export function listMessages(query: MessageListQuery, signal?: AbortSignal): Promise<Page<StaffContactMessage>> {
  return staffRequest<Page<StaffContactMessage>>('GET', listUrl('/api/staff/messages', query), undefined, { signal });
}

export function useMessages(query: MessageListQuery) {
  return useQuery({
    queryKey: [...messageKeys.lists, query],
    queryFn: ({ signal }) => listMessages(query, signal),
    placeholderData: keepPreviousData,
  });
}
