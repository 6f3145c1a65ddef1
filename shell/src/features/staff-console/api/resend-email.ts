import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffRequest } from '@solar/shared-data-access';
import { staffEmailsKey } from './staff-emails';

/** POST /api/staff/emails/:id/resend (admins): a failed email goes back in the queue; 409 unless it failed. */
export function resendEmail(id: number): Promise<void> {
  return staffRequest<void>('POST', `/api/staff/emails/${id}/resend`);
}

/** The log is read again before the caller hears back, so it shows the server's rows (also after a 409). */
export function useResendEmail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: resendEmail,
    onSettled: () => client.invalidateQueries({ queryKey: staffEmailsKey }),
  });
}
