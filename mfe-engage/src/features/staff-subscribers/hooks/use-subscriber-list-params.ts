import { EMAIL_BASES, SUBSCRIBER_FILTERS, type SubscriberListQuery } from '@solar/shared-contracts';
import { useListParams } from '@solar/shared-data-access';

const FILTERS = ['filter', 'basis', 'from', 'to'] as const;
const ALLOWED = { filter: SUBSCRIBER_FILTERS, basis: EMAIL_BASES };

/** The subscribers list's page, search, active/unsubscribed and basis filters, kept in the address. */
export function useSubscriberListParams() {
  const list = useListParams({ filters: FILTERS, allowed: ALLOWED });
  return { ...list, query: list.query as SubscriberListQuery };
}
