import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecordObjectionRequest, StaffSubscriber } from '@solar/shared-contracts';
import { staffRequest } from '@solar/shared-data-access';
import { subscriberListsKey } from './list-subscribers';

/**
 * POST /api/staff/subscribers/:id/objection: someone told us by phone, post or email to stop our emails; the API
 * unsubscribes them and keeps the address as suppression with the objection's time and channel.
 */
export function recordObjection(id: number, body: RecordObjectionRequest): Promise<StaffSubscriber> {
  return staffRequest<StaffSubscriber>('POST', `/api/staff/subscribers/${id}/objection`, body);
}

export function useUnsubscribeSubscriber() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, channel }: { id: number } & RecordObjectionRequest) => recordObjection(id, { channel }),
    onSuccess: () => client.invalidateQueries({ queryKey: subscriberListsKey }),
  });
}
