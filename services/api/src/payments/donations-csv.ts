import type { StaffDonation } from '@solar/shared-contracts';
import { type CsvColumn, csvExport, ukTimeColumn } from '../kit/csv-export';

/** The donations export's columns, named as the API's StaffDonation fields (decision 047), times in UK time (050). */
export const DONATION_CSV_COLUMNS: readonly CsvColumn<StaffDonation>[] = [
  { header: 'id', cell: (donation) => donation.id },
  ukTimeColumn('createdAt', (donation) => donation.createdAt),
  { header: 'status', cell: (donation) => donation.status },
  { header: 'amount', cell: (donation) => donation.amount.toFixed(2) },
  { header: 'currency', cell: (donation) => donation.currency },
  { header: 'projectId', cell: (donation) => donation.projectId },
  { header: 'projectTitle', cell: (donation) => donation.projectTitle },
  { header: 'donorName', cell: (donation) => donation.donorName },
  { header: 'donorEmail', cell: (donation) => donation.donorEmail },
  { header: 'paypalOrderId', cell: (donation) => donation.paypalOrderId },
  { header: 'paypalCaptureId', cell: (donation) => donation.paypalCaptureId },
];

export function donationsCsv(donations: readonly StaffDonation[]): string {
  return csvExport(DONATION_CSV_COLUMNS, donations);
}
