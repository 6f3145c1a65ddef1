import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffContactMessage } from '@solar/shared-contracts';
import { staffRequest } from '@solar/shared-data-access';
import { messageKeys } from './messages-query-keys';

/** GET /api/staff/messages/:id: the whole message. The server marks it read as it answers. */
export function openMessage(id: number, signal?: AbortSignal): Promise<StaffContactMessage> {
  return staffRequest<StaffContactMessage>('GET', `/api/staff/messages/${id}`, undefined, { signal });
}

/** Opens the message, then refreshes the lists, which now show it read. */
export function useOpenMessage(id: number) {
  const client = useQueryClient();
  return useQuery({
    queryKey: messageKeys.one(id),
    queryFn: async ({ signal }) => {
      const message = await openMessage(id, signal);
      void client.invalidateQueries({ queryKey: messageKeys.lists });
      return message;
    },
  });
}
