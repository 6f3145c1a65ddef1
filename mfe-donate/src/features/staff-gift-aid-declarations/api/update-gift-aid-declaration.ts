import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffGiftAidDeclaration, UpdateGiftAidDeclarationRequest } from '@solar/shared-contracts';
import { staffRequest } from '@solar/shared-data-access';
import { GIFT_AID_DECLARATIONS_URL } from './get-gift-aid-declarations';
import { giftAidDeclarationUrl } from './get-gift-aid-declaration';

/** PATCH /api/staff/gift-aid/declarations/:id: a reported change of name or address, or a cancellation, with the staff note. */
export function updateGiftAidDeclaration(id: number, change: UpdateGiftAidDeclarationRequest) {
  return staffRequest<StaffGiftAidDeclaration>('PATCH', giftAidDeclarationUrl(id), change);
}

/** Records the change, then shows the saved declaration and has every declarations list read again. */
export function useUpdateGiftAidDeclaration(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: UpdateGiftAidDeclarationRequest) => updateGiftAidDeclaration(id, change),
    onSuccess: (saved) => {
      client.setQueryData([GIFT_AID_DECLARATIONS_URL, id], saved);
      void client.invalidateQueries({
        queryKey: [GIFT_AID_DECLARATIONS_URL],
        predicate: (query) => query.queryKey[1] !== id,
      });
    },
  });
}
