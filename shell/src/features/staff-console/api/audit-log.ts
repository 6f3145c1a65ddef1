import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditEntry, Page, PageQuery } from '@solar/shared-contracts';
import { staffRequest } from '@solar/shared-data-access';
import { listUrl } from '@solar/shared-routing/list-url';

export type { AuditEntry };

/** GET /api/staff/audit?page=&pageSize=&q= (admins), newest first. */
export function listAuditEntries(query: PageQuery, signal?: AbortSignal): Promise<Page<AuditEntry>> {
  return staffRequest<Page<AuditEntry>>('GET', listUrl('/api/staff/audit', query), undefined, { signal });
}

export function useAuditEntries(query: PageQuery) {
  return useQuery({
    queryKey: ['staff', 'audit', query],
    queryFn: ({ signal }) => listAuditEntries(query, signal),
    placeholderData: keepPreviousData,
  });
}
