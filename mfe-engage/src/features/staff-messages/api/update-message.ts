import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffContactMessage, UpdateMessageRequest } from '@solar/shared-contracts';
import { staffRequest } from '@solar/shared-data-access';
import { messageKeys } from './messages-query-keys';

export type { UpdateMessageRequest };

/** PATCH /api/staff/messages/:id {isRead}. */
export function updateMessage(id: number, request: UpdateMessageRequest): Promise<StaffContactMessage> {
  return staffRequest<StaffContactMessage>('PATCH', `/api/staff/messages/${id}`, request);
}

/**
 * Marks a message unread. Its cached copy is dropped rather than updated: opening it again asks the server,
 * which marks it read once more.
 */
export function useMarkMessageUnread(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => updateMessage(id, { isRead: false }),
    onSuccess: async () => {
      client.removeQueries({ queryKey: messageKeys.one(id) });
      await client.invalidateQueries({ queryKey: messageKeys.lists });
    },
  });
}
