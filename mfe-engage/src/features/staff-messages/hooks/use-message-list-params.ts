import { MESSAGE_FILTERS, type MessageListQuery } from '@solar/shared-contracts';
import { useListParams } from '@solar/shared-data-access';

const FILTERS = ['filter', 'from', 'to'] as const;
const ALLOWED = { filter: MESSAGE_FILTERS };

/** The messages list's page, search, read filter and UK day range, kept in the address. */
export function useMessageListParams() {
  const list = useListParams({ filters: FILTERS, allowed: ALLOWED });
  return { ...list, query: list.query as MessageListQuery };
}
