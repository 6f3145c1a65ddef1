import { MESSAGE_FILTERS, type MessageFilter } from '@solar/shared-contracts';
import { useListParams } from '../../../lib/use-list-params';

/** The messages list's page, search and read filter, kept in the address. */
export function useMessageListParams() {
  return useListParams<MessageFilter>('filter', MESSAGE_FILTERS);
}
