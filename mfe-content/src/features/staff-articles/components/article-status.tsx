import type { ArticleStatus as Status } from '@solar/shared-contracts';
import { StatusBadge, type StatusTone } from '@solar/shared-ui';

export const ARTICLE_STATUS_LABELS: Record<Status, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
};

const tones: Record<Status, StatusTone> = { draft: 'neutral', scheduled: 'info', published: 'success' };

export function ArticleStatus({ status }: { status: Status }) {
  return <StatusBadge label={ARTICLE_STATUS_LABELS[status]} tone={tones[status]} />;
}
