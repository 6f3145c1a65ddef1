import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page, StaffEmailListQuery, StaffEmailLogEntry } from '@solar/shared-contracts';
import { staffRequest } from '@solar/shared-data-access';
import { listUrl } from '@solar/shared-routing/list-url';

export type { StaffEmailListQuery, StaffEmailLogEntry };

/** Every list of the email log, so a resend refreshes them all (the home page's failed count is re-read on each visit). */
export const staffEmailsKey = ['staff', 'emails'] as const;

/** GET /api/staff/emails?page=&pageSize=&q=&status=&template= (any signed-in staff), newest first. */
export function listStaffEmails(query: StaffEmailListQuery, signal?: AbortSignal): Promise<Page<StaffEmailLogEntry>> {
  return staffRequest<Page<StaffEmailLogEntry>>('GET', listUrl('/api/staff/emails', query), undefined, { signal });
}

export function useStaffEmails(query: StaffEmailListQuery) {
  return useQuery({
    queryKey: [...staffEmailsKey, query],
    queryFn: ({ signal }) => listStaffEmails(query, signal),
    placeholderData: keepPreviousData,
  });
}
