import styled from '@emotion/styled';
import type { StaffEmailLogEntry } from '@solar/shared-contracts';
import { errorMessage } from '@solar/shared-data-access';
import { Button, Dialog, space, useToast } from '@solar/shared-ui';
import { useResendEmail } from '../api/resend-email';
import { emailTemplateNames } from '../email-labels';
import { formatDateTime } from '../format';
import { FormAlert } from '@solar/shared-ui/forms';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  margin-top: ${space.md};
`;

type Props = { email: StaffEmailLogEntry; onClose: () => void; onResent: (id: number) => void };

/** The confirm step before a failed email goes back in the queue, naming what it is and who it is for. */
export function ResendEmailDialog({ email, onClose, onResent }: Props) {
  const resend = useResendEmail();
  const { toast } = useToast();
  const what = emailTemplateNames[email.template].toLowerCase();
  const confirm = () =>
    resend.mutate(email.id, {
      onSuccess: () => {
        toast({
          title: `The ${what} to ${email.recipient} is queued to send again`,
          description: 'This log shows when it has gone.',
        });
        onResent(email.id);
      },
    });
  return (
    <Dialog open onClose={onClose} title={`Send the ${what} to ${email.recipient} again?`}>
      <p>
        Queued {formatDateTime(email.createdAt)}, it failed after {email.attempts}{' '}
        {email.attempts === 1 ? 'attempt' : 'attempts'}
        {email.lastError ? `. The mail server said: ${email.lastError}` : '.'}
      </p>
      <p>
        Sending it again puts it back in the queue. The site tries at once, and keeps trying for a while if the mail
        server still refuses it.
      </p>
      <FormAlert message={resend.isError ? `It was not queued again: ${errorMessage(resend.error)}` : null} />
      <Actions>
        <Button type="button" variant="secondary" disabled={resend.isPending} onClick={confirm}>
          Send again
        </Button>
        <Button type="button" variant="outline" onClick={onClose}>
          Cancel
        </Button>
      </Actions>
    </Dialog>
  );
}
