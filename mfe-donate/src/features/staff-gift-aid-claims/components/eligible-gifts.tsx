import styled from '@emotion/styled';
import type { GiftAidAdjustment, GiftAidEligibleDonation, GiftAidEligibleResponse } from '@solar/shared-contracts';
import { colors, space, StaffTable } from '@solar/shared-ui';
import { formatPounds } from '../../../lib/money';
import { formatStaffDay } from '../../../lib/staff-dates';

const Totals = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.lg};
  margin: 0 0 ${space.lg};
  div {
    padding: ${space.md};
    border: 1px solid ${colors.border};
    background: ${colors.surface};
    min-width: 10rem;
  }
  dt {
    color: ${colors.inkMuted};
  }
  dd {
    margin: 0;
    font-size: 1.5rem;
    font-weight: 700;
    color: ${colors.ink};
  }
`;

const giftColumns = [
  {
    key: 'date',
    header: 'Paid',
    cell: (row: GiftAidEligibleDonation) => formatStaffDay(row.paidAt),
  },
  {
    key: 'donor',
    header: 'Donor',
    cell: (row: GiftAidEligibleDonation) => row.donorName,
  },
  {
    key: 'kind',
    header: 'Gift',
    cell: (row: GiftAidEligibleDonation) => (row.monthly ? 'Monthly payment' : 'One-off'),
  },
  {
    key: 'amount',
    header: 'Given',
    cell: (row: GiftAidEligibleDonation) => formatPounds(row.amount),
  },
  {
    key: 'giftAid',
    header: 'Gift Aid',
    cell: (row: GiftAidEligibleDonation) => formatPounds(row.giftAid),
  },
];

const adjustmentColumns = [
  {
    key: 'donation',
    header: 'Donation',
    cell: (row: GiftAidAdjustment) => `#${row.donationId}`,
  },
  {
    key: 'claim',
    header: 'Claimed in',
    cell: (row: GiftAidAdjustment) => row.claimReference,
  },
  {
    key: 'refunded',
    header: 'Refunded',
    cell: (row: GiftAidAdjustment) => (row.refundedAt ? formatStaffDay(row.refundedAt) : 'After the claim'),
  },
  {
    key: 'amount',
    header: 'Given',
    cell: (row: GiftAidAdjustment) => formatPounds(row.amount),
  },
  {
    key: 'giftAid',
    header: 'Gift Aid to repay',
    cell: (row: GiftAidAdjustment) => formatPounds(row.giftAid),
  },
];

const sum = (values: number[]) => Math.round(values.reduce((total, value) => total + value * 100, 0)) / 100;

/** What a claim for the period would hold: its totals, each gift, and the refunds of claimed gifts to report with it. */
export function EligibleGifts({ eligible }: { eligible: GiftAidEligibleResponse }) {
  const adjustmentTotal = sum(eligible.adjustments.map((adjustment) => adjustment.giftAid));
  return (
    <>
      <Totals aria-label="Totals of the eligible gifts">
        <div>
          <dt>Gifts</dt>
          <dd>{eligible.donations.length}</dd>
        </div>
        <div>
          <dt>Total given</dt>
          <dd>{formatPounds(eligible.total)}</dd>
        </div>
        <div>
          <dt>Gift Aid to reclaim</dt>
          <dd>{formatPounds(eligible.giftAidTotal)}</dd>
        </div>
      </Totals>
      <StaffTable
        caption="Eligible gifts"
        columns={giftColumns}
        rows={eligible.donations}
        rowKey={(row) => row.donationId}
        emptyMessage="No gifts to claim in this period: every eligible gift is already claimed, or none was made."
      />
      {eligible.adjustments.length > 0 ? (
        <section aria-labelledby="gift-aid-adjustments-heading">
          <h3 id="gift-aid-adjustments-heading">Adjustments to report in this claim</h3>
          <p>
            These gifts were refunded after an earlier claim took them, so HMRC must be repaid their Gift Aid: report{' '}
            {formatPounds(adjustmentTotal)} as an adjustment when you submit this claim.
          </p>
          <StaffTable
            caption="Refunded after being claimed"
            columns={adjustmentColumns}
            rows={eligible.adjustments}
            rowKey={(row) => row.donationId}
          />
        </section>
      ) : null}
    </>
  );
}
