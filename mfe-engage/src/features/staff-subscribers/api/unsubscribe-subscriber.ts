import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffSubscriber } from '@solar/shared-contracts';
import { staffRequest } from '@solar/shared-data-access';
import { subscriberListsKey } from './list-subscribers';

/** POST /api/staff/subscribers/:id/unsubscribe: someone asked to stop the newsletter. */
export function unsubscribeSubscriber(id: number): Promise<StaffSubscriber> {
  return staffRequest<StaffSubscriber>('POST', `/api/staff/subscribers/${id}/unsubscribe`);
}

export function useUnsubscribeSubscriber() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => unsubscribeSubscriber(id),
    onSuccess: () => client.invalidateQueries({ queryKey: subscriberListsKey }),
  });
}
