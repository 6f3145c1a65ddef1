import type { DonationStatus } from '@solar/shared-contracts';
import { StatusBadge, type StatusTone } from '@solar/shared-ui';

export const DONATION_STATUS_LABELS: Record<DonationStatus, string> = {
  pending: 'Pending',
  completed: 'Completed',
  refunded: 'Refunded',
  denied: 'Denied',
};
const tones: Record<DonationStatus, StatusTone> = {
  pending: 'warning',
  completed: 'success',
  refunded: 'info',
  denied: 'danger',
};

export function DonationStatusBadge({ status }: { status: DonationStatus }) {
  return <StatusBadge label={DONATION_STATUS_LABELS[status] ?? status} tone={tones[status] ?? 'neutral'} />;
}
