import { useQuery } from '@tanstack/react-query';
import type { StaffAttention } from '@solar/shared-contracts';
import { staffRequest } from '@solar/shared-data-access';

export type { StaffAttention };

export const staffAttentionKey = ['staff', 'attention'] as const;

/** GET /api/staff/attention: the home page's counts, each with its filtered list; only those this role may act on. */
export function getStaffAttention(signal?: AbortSignal): Promise<StaffAttention> {
  return staffRequest<StaffAttention>('GET', '/api/staff/attention', undefined, { signal });
}

export function useStaffAttention() {
  return useQuery({ queryKey: staffAttentionKey, queryFn: ({ signal }) => getStaffAttention(signal) });
}
