import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageDecisionRequest, StaffGiftMessage } from '@solar/shared-contracts';
import { staffRequest } from '@solar/shared-data-access';
import { GIFT_MESSAGES_URL } from './get-gift-messages';

/** The two parts of a gift's words staff decide on separately: its message and the name the donor chose to show. */
export type GiftWordsPart = 'message' | 'name';

/** PATCH /api/staff/donations/:id/message or …/name: approve or hide (409 when someone else decided first). */
export function decideGiftWords(donationId: number, part: GiftWordsPart, decision: MessageDecisionRequest) {
  return staffRequest<StaffGiftMessage>('PATCH', `/api/staff/donations/${donationId}/${part}`, decision);
}

/** Records the decision; either way (taken, or refused because someone decided first) every queue is read again. */
export function useDecideGiftWords() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      donationId,
      part,
      decision,
    }: {
      donationId: number;
      part: GiftWordsPart;
      decision: MessageDecisionRequest;
    }) => decideGiftWords(donationId, part, decision),
    onSettled: () => client.invalidateQueries({ queryKey: [GIFT_MESSAGES_URL] }),
  });
}
