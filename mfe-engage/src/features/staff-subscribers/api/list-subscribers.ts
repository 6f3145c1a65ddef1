import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page, StaffSubscriber, SubscriberListQuery } from '@solar/shared-contracts';
import { staffRequest } from '@solar/shared-data-access';
import { listUrl } from '@solar/shared-routing/list-url';

export type { StaffSubscriber, SubscriberListQuery };

export const subscriberListsKey = ['staff', 'subscribers', 'list'] as const;

/** GET /api/staff/subscribers?filter=&q=&page=&pageSize=, newest first. */
export function listSubscribers(query: SubscriberListQuery, signal?: AbortSignal): Promise<Page<StaffSubscriber>> {
  return staffRequest<Page<StaffSubscriber>>('GET', listUrl('/api/staff/subscribers', query), undefined, { signal });
}

export function useSubscribers(query: SubscriberListQuery) {
  return useQuery({
    queryKey: [...subscriberListsKey, query],
    queryFn: ({ signal }) => listSubscribers(query, signal),
    placeholderData: keepPreviousData,
  });
}
