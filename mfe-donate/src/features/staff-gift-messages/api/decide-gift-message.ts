import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageDecisionRequest, StaffGiftMessage } from '@solar/shared-contracts';
import { staffRequest } from '@solar/shared-data-access';
import { GIFT_MESSAGES_URL } from './get-gift-messages';

/** PATCH /api/staff/donations/:id/message: approve or hide (409 when someone else decided first). */
export function decideGiftMessage(donationId: number, decision: MessageDecisionRequest) {
  return staffRequest<StaffGiftMessage>('PATCH', `/api/staff/donations/${donationId}/message`, decision);
}

/** Records the decision; either way (taken, or refused because someone decided first) every queue is read again. */
export function useDecideGiftMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ donationId, decision }: { donationId: number; decision: MessageDecisionRequest }) =>
      decideGiftMessage(donationId, decision),
    onSettled: () => client.invalidateQueries({ queryKey: [GIFT_MESSAGES_URL] }),
  });
}
