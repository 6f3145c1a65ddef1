import styled from '@emotion/styled';
import type { StaffEmailLogEntry } from '@solar/shared-contracts';
import { Button, StatusBadge, space, type StaffTableColumn } from '@solar/shared-ui';
import { emailStatusBadges, emailTemplateNames } from '../email-labels';
import { formatDateTime } from '../format';

// Addresses and a relay's answers hold long unbroken words; they wrap, so the table fits a laptop's width.
const Wrapping = styled.span`
  display: block;
  min-width: 10rem;
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

const SmallButton = styled(Button)`
  min-height: 36px;
  padding: ${space.xs} ${space.md};
  font-size: 0.9rem;
  white-space: nowrap;
`;

/**
 * Its name says which email to whom (the visible words start it). An aria-label rather than visually hidden text,
 * which would sit outside the table's scrolling box and widen the page on a phone.
 */
function SendAgainButton({ email, onClick }: { email: StaffEmailLogEntry; onClick: () => void }) {
  return (
    <SmallButton
      type="button"
      variant="outline"
      aria-label={`Send again the ${emailTemplateNames[email.template].toLowerCase()} to ${email.recipient}`}
      onClick={onClick}
    >
      Send again
    </SmallButton>
  );
}

const columns: StaffTableColumn<StaffEmailLogEntry>[] = [
  { key: 'when', header: 'When', cell: (email) => <When iso={email.createdAt} /> },
  { key: 'template', header: 'Email', cell: (email) => emailTemplateNames[email.template] },
  { key: 'recipient', header: 'Recipient', cell: (email) => <Wrapping>{email.recipient}</Wrapping> },
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
  { key: 'error', header: 'Last error', cell: (email) => <Wrapping>{email.lastError ?? '—'}</Wrapping> },
  { key: 'sent', header: 'Sent, or next attempt', cell: (email) => <SentOrNext email={email} /> },
];

/** The log's columns; administrators also get a Send again button on each failed email. */
export function emailLogColumns(
  onSendAgain: ((email: StaffEmailLogEntry) => void) | null,
): StaffTableColumn<StaffEmailLogEntry>[] {
  if (!onSendAgain) return columns;
  const action: StaffTableColumn<StaffEmailLogEntry> = {
    key: 'action',
    header: 'Action',
    cell: (email) =>
      email.status === 'failed' ? <SendAgainButton email={email} onClick={() => onSendAgain(email)} /> : null,
  };
  return [...columns, action];
}
