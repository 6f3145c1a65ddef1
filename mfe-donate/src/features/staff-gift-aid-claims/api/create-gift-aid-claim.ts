import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateGiftAidClaimRequest, GiftAidClaim } from '@solar/shared-contracts';
import { staffRequest } from '@solar/shared-data-access';
import { GIFT_AID_CLAIMS_URL } from './get-gift-aid-claims';
import { GIFT_AID_ELIGIBLE_URL } from './get-gift-aid-eligible';

/** POST /api/staff/gift-aid/claims (administrators): claims every eligible gift of the period. */
export function createGiftAidClaim(request: CreateGiftAidClaimRequest) {
  return staffRequest<GiftAidClaim>('POST', GIFT_AID_CLAIMS_URL, request);
}

/** Creates the claim, then has the past claims and the eligible gifts (now claimed) read again. */
export function useCreateGiftAidClaim() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createGiftAidClaim,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: [GIFT_AID_CLAIMS_URL] });
      void client.invalidateQueries({ queryKey: [GIFT_AID_ELIGIBLE_URL] });
    },
  });
}
