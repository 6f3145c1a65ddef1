import { SUBSCRIBER_FILTERS, type SubscriberFilter } from '@solar/shared-contracts';
import { useListParams } from '../../../lib/use-list-params';

/** The subscribers list's page, search and active/unsubscribed filter, kept in the address. */
export function useSubscriberListParams() {
  return useListParams<SubscriberFilter>('filter', SUBSCRIBER_FILTERS);
}
