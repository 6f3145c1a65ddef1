import type { VolunteerStatus } from '@solar/shared-contracts';
import type { StatusTone } from '@solar/shared-ui';

/** How each status reads, and the button that moves an application into it. */
export const volunteerStatuses: Record<VolunteerStatus, { label: string; tone: StatusTone; moveLabel: string }> = {
  pending: { label: 'Pending', tone: 'warning', moveLabel: 'Back to pending' },
  reviewing: { label: 'Reviewing', tone: 'info', moveLabel: 'Start reviewing' },
  accepted: { label: 'Accepted', tone: 'success', moveLabel: 'Accept' },
  declined: { label: 'Declined', tone: 'danger', moveLabel: 'Decline' },
  withdrawn: { label: 'Withdrawn', tone: 'neutral', moveLabel: 'Mark withdrawn' },
};
