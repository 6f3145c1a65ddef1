import { StatusBadge } from '@solar/shared-ui';

export function MessageStatus({ isRead }: { isRead: boolean }) {
  return isRead ? <StatusBadge label="Read" tone="neutral" /> : <StatusBadge label="Unread" tone="warning" />;
}
