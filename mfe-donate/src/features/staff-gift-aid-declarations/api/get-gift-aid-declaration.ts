import { useQuery } from '@tanstack/react-query';
import type { StaffGiftAidDeclaration } from '@solar/shared-contracts';
import { staffRequest } from '@solar/shared-data-access';
import { GIFT_AID_DECLARATIONS_URL } from './get-gift-aid-declarations';

export const giftAidDeclarationUrl = (id: number) => `${GIFT_AID_DECLARATIONS_URL}/${id}`;

/** GET /api/staff/gift-aid/declarations/:id */
export function fetchGiftAidDeclaration(id: number, signal?: AbortSignal) {
  return staffRequest<StaffGiftAidDeclaration>('GET', giftAidDeclarationUrl(id), undefined, { signal });
}

export function useGiftAidDeclaration(id: number | null) {
  return useQuery({
    queryKey: [GIFT_AID_DECLARATIONS_URL, id],
    queryFn: ({ signal }) => fetchGiftAidDeclaration(id as number, signal),
    enabled: id !== null,
    staleTime: 0,
  });
}
