import { errorMessage } from '@solar/shared-data-access';
import type { GiftAidClaim } from '@solar/shared-contracts';
import { StaffListResults, StaffTable } from '@solar/shared-ui';
import { formatPounds } from '../../../lib/money';
import { formatStaffDateTime } from '@solar/shared-format/uk-time';
import { useGiftAidClaims } from '../api/get-gift-aid-claims';
import { describePeriod } from '../lib/claim-period';
import { ClaimFiles } from './claim-files';

const baseColumns = [
  {
    key: 'reference',
    header: 'Reference',
    cell: (claim: GiftAidClaim) => claim.reference,
  },
  {
    key: 'period',
    header: 'Period',
    cell: (claim: GiftAidClaim) => describePeriod(claim),
  },
  {
    key: 'gifts',
    header: 'Gifts',
    cell: (claim: GiftAidClaim) => claim.donationCount,
  },
  {
    key: 'total',
    header: 'Given',
    cell: (claim: GiftAidClaim) => formatPounds(claim.total),
  },
  {
    key: 'giftAid',
    header: 'Gift Aid',
    cell: (claim: GiftAidClaim) => formatPounds(claim.giftAidTotal),
  },
  {
    key: 'adjustments',
    header: 'Adjustments',
    cell: (claim: GiftAidClaim) =>
      claim.adjustmentCount > 0
        ? `${claim.adjustmentCount}, ${formatPounds(claim.adjustmentGiftAid)} to repay`
        : 'None',
  },
  {
    key: 'created',
    header: 'Created',
    cell: (claim: GiftAidClaim) =>
      `${formatStaffDateTime(claim.createdAt)}${claim.createdBy ? ` by ${claim.createdBy}` : ''}`,
  },
];

/** The files hold donors' names and addresses, so only administrators download them (the API says the same). */
const filesColumn = {
  key: 'files',
  header: 'Files',
  cell: (claim: GiftAidClaim) => <ClaimFiles claim={claim} />,
};

/** Every claim made so far, newest first, with its files to download again exactly as first built. */
export function PastClaims({
  page,
  onPageChange,
  showFiles,
}: {
  page: number;
  onPageChange: (page: number) => void;
  showFiles: boolean;
}) {
  const claims = useGiftAidClaims({ page });
  const columns = showFiles ? [...baseColumns, filesColumn] : baseColumns;
  return (
    <section aria-labelledby="past-claims-heading">
      <h2 id="past-claims-heading">Past claims</h2>
      {showFiles ? null : <p>Administrators download the claims’ files, which hold donors’ names and addresses.</p>}
      <StaffListResults
        query={claims}
        what="the past claims"
        reason={errorMessage(claims.error)}
        pagesLabel="Claim pages"
        onPageChange={onPageChange}
      >
        {(rows) => (
          <StaffTable
            caption="Gift Aid claims, newest first"
            columns={columns}
            rows={rows}
            rowKey={(claim) => claim.id}
            emptyMessage="No claims yet."
          />
        )}
      </StaffListResults>
    </section>
  );
}
