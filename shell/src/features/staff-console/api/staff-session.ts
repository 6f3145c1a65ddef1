import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffEnrolmentRequired, StaffSessionResponse, StaffSignInRequest } from '@solar/shared-contracts';
import { ApiError, apiRequest } from '@solar/shared-data-access';

export type { StaffEnrolmentRequired, StaffSessionResponse, StaffSignInRequest };

const SESSION_URL = '/api/staff/session';
export const staffSessionKey = ['staff', 'session'] as const;

/** GET /api/staff/session: the signed-in person, or null when there is no session (401 is the expected answer then). */
export async function getStaffSession(signal?: AbortSignal): Promise<StaffSessionResponse | null> {
  try {
    return await apiRequest<StaffSessionResponse>('GET', SESSION_URL, undefined, {
      signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export function useStaffSession() {
  return useQuery({ queryKey: staffSessionKey, queryFn: ({ signal }) => getStaffSession(signal) });
}

/**
 * POST /api/staff/session: a wrong password answers 401 with the server's message, which the form shows; so does
 * a missing or refused authenticator code (with a `reason` the form acts on). An account that must set up an
 * authenticator first answers `enrolmentRequired` (decision 049).
 */
export function signIn(request: StaffSignInRequest): Promise<StaffSessionResponse | StaffEnrolmentRequired> {
  return apiRequest<StaffSessionResponse | StaffEnrolmentRequired>('POST', SESSION_URL, request, {
    credentials: 'same-origin',
  });
}

export const isEnrolmentRequired = (
  answer: StaffSessionResponse | StaffEnrolmentRequired,
): answer is StaffEnrolmentRequired => 'enrolmentRequired' in answer && answer.enrolmentRequired === true;

export function useSignIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (answer) => {
      if (!isEnrolmentRequired(answer)) client.setQueryData(staffSessionKey, answer);
    },
  });
}

/** DELETE /api/staff/session. A 401 means the session had already ended: signed out either way. */
export async function signOut(): Promise<void> {
  try {
    await apiRequest<void>('DELETE', SESSION_URL, undefined, { credentials: 'same-origin' });
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) throw error;
  }
}

export function useSignOut() {
  return useMutation({ mutationFn: signOut });
}
