import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResetStaffSecondFactorRequest } from '@solar/shared-contracts';
import { staffRequest } from '@solar/shared-data-access';

export type { ResetStaffSecondFactorRequest };

/** POST /api/staff/users/:id/second-factor/reset (admins): removes their authenticator; the note is audited. */
export function resetSecondFactor({ id, ...request }: ResetStaffSecondFactorRequest & { id: number }): Promise<void> {
  return staffRequest<void>('POST', `/api/staff/users/${id}/second-factor/reset`, request);
}

/** Refreshes the accounts list, so the row shows it has no authenticator now. */
export function useResetSecondFactor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: resetSecondFactor,
    onSuccess: () => client.invalidateQueries({ queryKey: ['staff', 'users'] }),
  });
}
