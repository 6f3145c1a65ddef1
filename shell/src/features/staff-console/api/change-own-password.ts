import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangeOwnPasswordRequest } from '@solar/shared-contracts';
import { staffRequest } from '@solar/shared-data-access';
import { staffSessionKey } from './staff-session';

export type { ChangeOwnPasswordRequest };

/** POST /api/staff/account/password: the signed-in person's own password; their other sessions end. */
export function changeOwnPassword(request: ChangeOwnPasswordRequest): Promise<void> {
  return staffRequest<void>('POST', '/api/staff/account/password', request);
}

/** Reads the session again afterwards, so the console stops asking for a password of their own. */
export function useChangeOwnPassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: changeOwnPassword,
    onSuccess: () => client.invalidateQueries({ queryKey: staffSessionKey }),
  });
}
