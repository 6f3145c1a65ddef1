import styled from '@emotion/styled';
import type { StaffEmailLogEntry } from '@solar/shared-contracts';
import { Button, StatusBadge, type StaffTableColumn } from '@solar/shared-ui';
import { emailStatusBadges, emailTemplateNames } from '../email-labels';
import { formatDateTime } from '../format';

// Wide enough to read a relay's answer, which may hold long unbroken words (addresses, codes).
const ErrorText = styled.span`
  display: block;
  min-width: 12rem;
  max-width: 22rem;
  overflow-wrap: anywhere;
`;

/** The id of a row's status, where focus goes after that email is sent again. */
export const emailStatusId = (id: number) => `email-${id}-status`;

function When({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatDateTime(iso)}</time>;
}

function SentOrNext({ email }: { email: StaffEmailLogEntry }) {
  if (email.status === 'sent' && email.sentAt) return <When iso={email.sentAt} />;
  if (email.status === 'pending' && email.nextAttemptAt) {
    return (
      <>
        Next attempt <When iso={email.nextAttemptAt} />
      </>
    );
  }
  return <>Not sent</>;
}

const NoWrap = styled(Button)`
  white-space: nowrap;
`;

/**
 * Its name says which email to whom (the visible words start it). An aria-label rather than visually hidden text,
 * which would sit outside the table's scrolling box and widen the page on a phone.
 */
function SendAgainButton({ email, onClick }: { email: StaffEmailLogEntry; onClick: () => void }) {
  return (
    <NoWrap type="button" variant="outline" aria-label={`Send again the ${emailTemplateNames[email.template].toLowerCase()} to ${email.recipient}`} onClick={onClick}>
      Send again
    </NoWrap>
  );
}

const columns: StaffTableColumn<StaffEmailLogEntry>[] = [
  { key: 'when', header: 'When', cell: (email) => <When iso={email.createdAt} /> },
  { key: 'template', header: 'Email', cell: (email) => emailTemplateNames[email.template] },
  { key: 'recipient', header: 'Recipient', cell: (email) => email.recipient },
  {
    key: 'status',
    header: 'Status',
    cell: (email) => (
      <span id={emailStatusId(email.id)} tabIndex={-1}>
        <StatusBadge {...emailStatusBadges[email.status]} />
      </span>
    ),
  },
  { key: 'attempts', header: 'Attempts', cell: (email) => email.attempts },
  { key: 'error', header: 'Last error', cell: (email) => <ErrorText>{email.lastError ?? '—'}</ErrorText> },
  { key: 'sent', header: 'Sent, or next attempt', cell: (email) => <SentOrNext email={email} /> },
];

/** The log's columns; administrators also get a Send again button on each failed email. */
export function emailLogColumns(onSendAgain: ((email: StaffEmailLogEntry) => void) | null): StaffTableColumn<StaffEmailLogEntry>[] {
  if (!onSendAgain) return columns;
  const action: StaffTableColumn<StaffEmailLogEntry> = {
    key: 'action',
    header: 'Action',
    cell: (email) => (email.status === 'failed' ? <SendAgainButton email={email} onClick={() => onSendAgain(email)} /> : null),
  };
  return [...columns, action];
}
