import type { VolunteerStatus as Status } from '@solar/shared-contracts';
import { StatusBadge } from '@solar/shared-ui';
import { volunteerStatuses } from '../volunteer-statuses';

export function VolunteerStatus({ status }: { status: Status }) {
  const { label, tone } = volunteerStatuses[status];
  return <StatusBadge label={label} tone={tone} />;
}
