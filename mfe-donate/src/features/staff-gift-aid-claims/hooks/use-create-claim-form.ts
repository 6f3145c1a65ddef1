import { useState } from 'react';
import {
  GIFT_AID_AGGREGATE_DESCRIPTION_MAX,
  type CreateGiftAidClaimRequest,
  type GiftAidClaim,
} from '@solar/shared-contracts';
import { useSiteForm } from '@solar/shared-data-access';
import type { ClaimPeriod } from '../lib/claim-period';

export type CreateClaimValues = { aggregateSmallGifts: boolean; aggregateDescription: string };

const rules = {
  aggregateDescription: { label: 'Description of the aggregated lines', maxLength: GIFT_AID_AGGREGATE_DESCRIPTION_MAX },
} as const;

/**
 * The claim's options on the form kit. Submitting checks them and opens the confirm step; the request is sent from
 * there, and the API's refusals come back beside the description.
 */
export function useCreateClaimForm(period: ClaimPeriod) {
  const form = useSiteForm<CreateClaimValues>({
    rules,
    defaultValues: { aggregateSmallGifts: false, aggregateDescription: '' },
  });
  const [confirming, setConfirming] = useState<CreateGiftAidClaimRequest | null>(null);
  const [created, setCreated] = useState<GiftAidClaim | null>(null);
  const review = form.handleSubmit(({ aggregateSmallGifts, aggregateDescription }) => {
    const description = aggregateDescription.trim();
    // Left blank, the API describes the lines itself, from its own threshold ("Online gifts under £30").
    setConfirming({
      from: period.from,
      to: period.to,
      aggregateSmallGifts,
      ...(aggregateSmallGifts && description ? { aggregateDescription: description } : {}),
    });
  });
  return {
    form,
    review,
    confirming,
    setConfirming,
    created,
    setCreated,
    aggregating: form.watch('aggregateSmallGifts'),
  };
}
