import styled from '@emotion/styled';
import type { CreateGiftAidClaimRequest, GiftAidClaim, GiftAidEligibleResponse } from '@solar/shared-contracts';
import { errorMessage } from '@solar/shared-data-access';
import { Button, colors, Dialog, space } from '@solar/shared-ui';
import { formatPounds } from '../../../lib/money';
import { useCreateGiftAidClaim } from '../api/create-gift-aid-claim';
import { describePeriod } from '../lib/claim-period';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  margin-top: ${space.md};
`;

const Problem = styled.p`
  color: ${colors.danger};
  font-weight: 600;
`;

type CreateClaimDialogProps = {
  request: CreateGiftAidClaimRequest;
  eligible: GiftAidEligibleResponse;
  onClose: () => void;
  onCreated: (claim: GiftAidClaim) => void;
  /** A refusal that names a field of the form goes back beside it; true when it did. */
  onRefused: (error: unknown) => boolean;
};

/** The confirm step: what the claim takes, and that those gifts are then marked claimed for good. */
export function CreateClaimDialog({ request, eligible, onClose, onCreated, onRefused }: CreateClaimDialogProps) {
  const create = useCreateGiftAidClaim();
  const confirm = () =>
    create.mutate(request, {
      onSuccess: onCreated,
      onError: (error) => {
        if (onRefused(error)) onClose();
      },
    });
  const gifts = eligible.donations.length;
  return (
    <Dialog open onClose={onClose} title="Create this Gift Aid claim?">
      <p>
        It claims {gifts} {gifts === 1 ? 'gift' : 'gifts'} paid from {describePeriod(request)}:{' '}
        {formatPounds(eligible.total)} given, {formatPounds(eligible.giftAidTotal)} of Gift Aid to reclaim
        {request.aggregateSmallGifts
          ? request.aggregateDescription
            ? `, small gifts aggregated as “${request.aggregateDescription}”`
            : ', small gifts aggregated'
          : ''}
        .
      </p>
      <p>
        Each gift is marked with the claim’s reference and will not be listed for a claim again. Upload the files to
        HMRC’s Charities Online afterwards.
      </p>
      {create.isError ? <Problem role="alert">The claim was not created: {errorMessage(create.error)}</Problem> : null}
      <Actions>
        <Button type="button" disabled={create.isPending} onClick={confirm}>
          {create.isPending ? 'Creating…' : 'Create claim'}
        </Button>
        <Button type="button" variant="outline" onClick={onClose}>
          Not yet
        </Button>
      </Actions>
    </Dialog>
  );
}
