import type { ProjectStatus } from '@solar/shared-contracts';
import { StatusBadge, type StatusTone } from '@solar/shared-ui';

export const PROJECT_STATUS_LABELS: Record<ProjectStatus, string> = {
  planning: 'Planning',
  active: 'Active',
  completed: 'Completed',
  'on-hold': 'On hold',
};
const tones: Record<ProjectStatus, StatusTone> = {
  planning: 'info',
  active: 'success',
  completed: 'neutral',
  'on-hold': 'warning',
};

export function ProjectStatusBadge({ status }: { status: ProjectStatus | null }) {
  return status ? (
    <StatusBadge label={PROJECT_STATUS_LABELS[status]} tone={tones[status]} />
  ) : (
    <StatusBadge label="No status" />
  );
}
