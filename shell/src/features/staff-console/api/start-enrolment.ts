import { useQuery } from '@tanstack/react-query';
import type { StaffEnrolmentStart } from '@solar/shared-contracts';
import { apiRequest } from '@solar/shared-data-access';

export type { StaffEnrolmentStart };

/**
 * POST /api/staff/enrolment: the secret to add to an authenticator app. It answers the same secret until it is
 * confirmed, so this is read as a query (asked once, never cached past the page) rather than sent as a mutation.
 * Not staffRequest: its 401 means the enrolment session ended, which the page explains itself.
 */
export function startEnrolment(signal?: AbortSignal): Promise<StaffEnrolmentStart> {
  return apiRequest<StaffEnrolmentStart>('POST', '/api/staff/enrolment', {}, { signal, credentials: 'same-origin' });
}

export function useEnrolmentSecret() {
  return useQuery({
    queryKey: ['staff', 'enrolment'],
    queryFn: ({ signal }) => startEnrolment(signal),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}
