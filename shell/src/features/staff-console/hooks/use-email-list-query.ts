import { EMAIL_STATUSES, EMAIL_TEMPLATES, type StaffEmailListQuery } from '@solar/shared-contracts';
import { useListParams } from '@solar/shared-data-access';

const FILTERS = ['status', 'template', 'from', 'to'] as const;
const ALLOWED = { status: EMAIL_STATUSES, template: EMAIL_TEMPLATES };

/**
 * The email log's page, recipient search, status, template and UK day range (`?page=2&q=…&status=failed&template=…`) live in
 * the address like the other lists; an unknown status or template reads as no filter.
 */
export function useEmailListQuery() {
  const list = useListParams({ filters: FILTERS, allowed: ALLOWED });
  return { ...list, query: list.query as StaffEmailListQuery };
}
