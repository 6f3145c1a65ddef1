import { SUBSCRIBER_FILTERS, type SubscriberListQuery } from '@solar/shared-contracts';
import { useListParams } from '@solar/shared-data-access';

const FILTERS = ['filter', 'from', 'to'] as const;
const ALLOWED = { filter: SUBSCRIBER_FILTERS };

/** The subscribers list's page, search and active/unsubscribed filter, kept in the address. */
export function useSubscriberListParams() {
  const list = useListParams({ filters: FILTERS, allowed: ALLOWED });
  return { ...list, query: list.query as SubscriberListQuery };
}
