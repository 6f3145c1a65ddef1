import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConfirmStaffEnrolmentRequest, StaffEnrolmentConfirmed } from '@solar/shared-contracts';
import { apiRequest } from '@solar/shared-data-access';
import { staffSessionKey } from './staff-session';

export type { ConfirmStaffEnrolmentRequest, StaffEnrolmentConfirmed };

/** POST /api/staff/enrolment/confirm: one code confirms the app; answers the recovery codes and a full session. */
export function confirmEnrolment(request: ConfirmStaffEnrolmentRequest): Promise<StaffEnrolmentConfirmed> {
  return apiRequest<StaffEnrolmentConfirmed>('POST', '/api/staff/enrolment/confirm', request, {
    credentials: 'same-origin',
  });
}

export function useConfirmEnrolment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: confirmEnrolment,
    onSuccess: ({ session }) => client.setQueryData(staffSessionKey, session),
  });
}
