import type { StaffDonation } from '@solar/shared-contracts';
import { StaffTable } from '@solar/shared-ui';
import { formatPounds } from '../../../lib/money';
import { formatStaffDateTime } from '@solar/shared-format/uk-time';
import { DonationStatusBadge } from './donation-status';

const columns = [
  { key: 'date', header: 'Date', cell: (row: StaffDonation) => formatStaffDateTime(row.createdAt) },
  { key: 'donor', header: 'Donor', cell: (row: StaffDonation) => row.donorName ?? 'Not given' },
  { key: 'email', header: 'Email', cell: (row: StaffDonation) => row.donorEmail ?? 'Not given' },
  { key: 'project', header: 'Project', cell: (row: StaffDonation) => row.projectTitle ?? 'General (no project)' },
  { key: 'amount', header: 'Amount', cell: (row: StaffDonation) => formatPounds(row.amount, row.currency) },
  { key: 'status', header: 'Status', cell: (row: StaffDonation) => <DonationStatusBadge status={row.status} /> },
  { key: 'capture', header: 'PayPal capture', cell: (row: StaffDonation) => row.paypalCaptureId ?? '—' },
];

export function DonationsTable({ donations }: { donations: readonly StaffDonation[] }) {
  return (
    <StaffTable
      caption="Donations, newest first"
      columns={columns}
      rows={donations}
      rowKey={(row) => row.id}
      emptyMessage="No donations match these filters."
    />
  );
}
