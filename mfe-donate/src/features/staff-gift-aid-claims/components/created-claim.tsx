import { useEffect, useId, useRef } from 'react';
import styled from '@emotion/styled';
import type { GiftAidClaim } from '@solar/shared-contracts';
import { colors, space } from '@solar/shared-ui';
import { formatPounds } from '../../../lib/money';
import { ClaimFiles } from './claim-files';

const Created = styled.section`
  margin: ${space.lg} 0;
  padding: ${space.lg};
  border: 2px solid ${colors.brand};
  background: ${colors.surface};
  h3:focus {
    outline: none;
  }
`;

/** The claim just created: its reference (focused, so it is read out), what it holds, any adjustment to enter, and its files. */
export function CreatedClaim({ claim }: { claim: GiftAidClaim }) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [claim.id]);
  return (
    <Created aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} ref={heading} tabIndex={-1}>
        Claim {claim.reference} created
      </h3>
      <p>
        {claim.donationCount} {claim.donationCount === 1 ? 'gift' : 'gifts'} on {claim.lineCount}{' '}
        {claim.lineCount === 1 ? 'line' : 'lines'}, {claim.fileCount} {claim.fileCount === 1 ? 'file' : 'files'}:{' '}
        {formatPounds(claim.giftAidTotal)} of Gift Aid to reclaim. Download each file and upload it to HMRC’s Charities
        Online.
      </p>
      {claim.adjustmentCount > 0 ? (
        <p>
          Enter {formatPounds(claim.adjustmentGiftAid)} in Charities Online’s adjustment box: Gift Aid already received
          on {claim.adjustmentCount} refunded {claim.adjustmentCount === 1 ? 'gift' : 'gifts'}.
        </p>
      ) : null}
      <ClaimFiles claim={claim} />
    </Created>
  );
}
