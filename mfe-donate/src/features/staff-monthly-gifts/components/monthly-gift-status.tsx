import type { SubscriptionStatus } from '@solar/shared-contracts';
import { StatusBadge, type StatusTone } from '@solar/shared-ui';

export const MONTHLY_GIFT_STATUS_LABELS: Record<SubscriptionStatus, string> = {
  pending: 'Awaiting approval',
  active: 'Active',
  suspended: 'Suspended',
  cancelled: 'Cancelled',
  expired: 'Expired',
};
const tones: Record<SubscriptionStatus, StatusTone> = {
  pending: 'warning',
  active: 'success',
  suspended: 'danger',
  cancelled: 'neutral',
  expired: 'neutral',
};

export function MonthlyGiftStatusBadge({ status }: { status: SubscriptionStatus }) {
  return <StatusBadge label={MONTHLY_GIFT_STATUS_LABELS[status] ?? status} tone={tones[status] ?? 'neutral'} />;
}
