import type { StaffMonthlyGift, SubscriptionStatus } from '@solar/shared-contracts';
import { StaffListResults, StaffPageHeading, StaffTable } from '@solar/shared-ui';
import { StaffFilterBar, type StaffFilter } from '@solar/shared-ui/forms';
import { formatPounds } from '../../../lib/money';
import { formatStaffDay } from '../../../lib/staff-dates';
import { errorMessage, useListParams } from '@solar/shared-data-access';
import { useStaffMonthlyGifts } from '../api/get-staff-monthly-gifts';
import { MONTHLY_GIFT_STATUS_LABELS, MonthlyGiftStatusBadge } from './monthly-gift-status';

const FILTER_NAMES = ['q', 'status', 'problem', 'from', 'to'] as const;

const statusFilter: StaffFilter = {
  name: 'status',
  label: 'Status',
  options: [
    { value: '', label: 'All statuses' },
    ...Object.entries(MONTHLY_GIFT_STATUS_LABELS).map(([value, label]) => ({ value, label })),
  ],
};

/** "Payment problems" (decision 067): failing payments, a missed payment owed, or a gift PayPal suspended for them. */
const problemFilter: StaffFilter = {
  name: 'problem',
  label: 'Payments',
  options: [
    { value: '', label: 'All gifts' },
    { value: 'payment', label: 'Payment problems' },
  ],
};

/** PayPal's reason code, when it tries again, what is owed and the emails the donor was sent. */
function PaymentProblemCell({ gift }: { gift: StaffMonthlyGift }) {
  const problem = gift.paymentProblem;
  if (!problem) return <>—</>;
  const lines = [
    problem.suspended
      ? 'Suspended by PayPal after failed payments'
      : `Failed: ${problem.reasonCode ?? 'no reason given'}`,
    problem.suspended && problem.reasonCode ? `Last reason: ${problem.reasonCode}` : null,
    problem.nextRetryDate ? `PayPal retries ${formatStaffDay(problem.nextRetryDate)}` : null,
    problem.outstandingAmount
      ? `${formatPounds(problem.outstandingAmount, gift.currency)} owed (taken only if asked)`
      : null,
    `${problem.emailsSent} ${problem.emailsSent === 1 ? 'email' : 'emails'} sent to the donor`,
  ].filter((line): line is string => line !== null);
  return (
    <>
      {lines.map((line, index) => (
        <span key={line} css={{ display: 'block' }}>
          {index === 0 ? line : <small>{line}</small>}
        </span>
      ))}
    </>
  );
}

/** A new amount the donor asked for: waiting for their approval at PayPal, or lapsed unapproved (decision 060). */
function requestWords(gift: StaffMonthlyGift): string | null {
  if (gift.awaitingApprovalAmount !== null)
    return `${formatPounds(gift.awaitingApprovalAmount, gift.currency)} asked for, waiting for the donor at PayPal`;
  if (gift.lapsedRequestAmount !== null)
    return `${formatPounds(gift.lapsedRequestAmount, gift.currency)} asked for, not approved at PayPal in time`;
  return null;
}

/** What PayPal bills, and a new amount the donor asked for. */
function MonthlyAmount({ gift }: { gift: StaffMonthlyGift }) {
  const billed = formatPounds(gift.amount, gift.currency);
  const request = requestWords(gift);
  if (request === null) return <>{billed}</>;
  return (
    <>
      {billed}
      <br />
      <small>{request}</small>
    </>
  );
}

const columns = [
  { key: 'donor', header: 'Donor', cell: (gift: StaffMonthlyGift) => gift.donorName ?? 'Not given' },
  { key: 'email', header: 'Email', cell: (gift: StaffMonthlyGift) => gift.donorEmail ?? 'Not given' },
  { key: 'amount', header: 'Each month', cell: (gift: StaffMonthlyGift) => <MonthlyAmount gift={gift} /> },
  { key: 'project', header: 'Project', cell: (gift: StaffMonthlyGift) => gift.projectTitle ?? 'General (no project)' },
  {
    key: 'status',
    header: 'Status',
    cell: (gift: StaffMonthlyGift) => <MonthlyGiftStatusBadge status={gift.status} />,
  },
  { key: 'problem', header: 'Payment problem', cell: (gift: StaffMonthlyGift) => <PaymentProblemCell gift={gift} /> },
  { key: 'next', header: 'Next payment', cell: (gift: StaffMonthlyGift) => formatStaffDay(gift.nextBillingDate) },
  { key: 'last', header: 'Last payment', cell: (gift: StaffMonthlyGift) => formatStaffDay(gift.lastPaymentDate) },
  { key: 'started', header: 'Started', cell: (gift: StaffMonthlyGift) => formatStaffDay(gift.createdAt) },
  { key: 'paypal', header: 'PayPal subscription', cell: (gift: StaffMonthlyGift) => gift.paypalSubscriptionId },
];

/** /staff/monthly-gifts: every monthly gift with when PayPal next and last took a payment. */
export default function StaffMonthlyGiftsPage() {
  const { values, page, apply, goToPage } = useListParams({ filters: FILTER_NAMES });
  const gifts = useStaffMonthlyGifts({
    q: values.q || undefined,
    status: (values.status || undefined) as SubscriptionStatus | undefined,
    problem: values.problem === 'payment' ? 'payment' : undefined,
    from: values.from || undefined,
    to: values.to || undefined,
    page,
  });

  return (
    <>
      <StaffPageHeading
        title="Monthly gifts"
        description="Recurring gifts held at PayPal, newest first. Dates are UK days."
      />
      <StaffFilterBar
        key={JSON.stringify(values)}
        searchLabel="Donor name or email"
        filters={[statusFilter, problemFilter]}
        values={values}
        onSubmit={apply}
        dayRange
      />
      <StaffListResults
        query={gifts}
        what="the monthly gifts"
        reason={errorMessage(gifts.error)}
        pagesLabel="Monthly gift pages"
        onPageChange={goToPage}
      >
        {(rows) => (
          <StaffTable
            caption="Monthly gifts, newest first"
            columns={columns}
            rows={rows}
            rowKey={(gift) => gift.id}
            emptyMessage="No monthly gifts match these filters."
          />
        )}
      </StaffListResults>
    </>
  );
}
