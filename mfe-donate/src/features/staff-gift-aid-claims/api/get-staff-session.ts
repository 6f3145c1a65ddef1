import { useQuery } from '@tanstack/react-query';
import type { StaffSessionResponse } from '@solar/shared-contracts';
import { staffRequest } from '@solar/shared-data-access';

export const STAFF_SESSION_URL = '/api/staff/session';

/** GET /api/staff/session: who is signed in, so the page offers creating a claim only to administrators (the API checks too). */
export function fetchStaffSession(signal?: AbortSignal) {
  return staffRequest<StaffSessionResponse>('GET', STAFF_SESSION_URL, undefined, { signal });
}

export function useStaffRole() {
  const session = useQuery({
    queryKey: [STAFF_SESSION_URL],
    queryFn: ({ signal }) => fetchStaffSession(signal),
    staleTime: 60_000,
  });
  return session.data?.user.role ?? null;
}
