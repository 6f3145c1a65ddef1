import { type ReactNode, useState } from 'react';
import styled from '@emotion/styled';
import { ANONYMOUS_SUPPORTER, type MessageStatus, type StaffGiftMessage } from '@solar/shared-contracts';
import { errorMessage, useListParams } from '@solar/shared-data-access';
import {
  Button,
  colors,
  radii,
  space,
  StaffListResults,
  StaffPageHeading,
  StatusBadge,
  type StatusTone,
  useToast,
} from '@solar/shared-ui';
import { StaffFilterBar, type StaffFilter } from '@solar/shared-ui/forms';
import { formatStaffDay } from '../../../lib/staff-dates';
import { type GiftWordsPart, useDecideGiftWords } from '../api/decide-gift-message';
import { useGiftMessages } from '../api/get-gift-messages';

const STATUS_LABELS: Record<MessageStatus, string> = {
  pending: 'Waiting for a decision',
  approved: 'Approved',
  hidden: 'Hidden',
};
const STATUS_TONES: Record<MessageStatus, StatusTone> = { pending: 'warning', approved: 'success', hidden: 'neutral' };

const statusFilter: StaffFilter = {
  name: 'status',
  label: 'Show',
  options: Object.entries(STATUS_LABELS).map(([value, label]) => ({ value, label })),
};

const Queue = styled.ol`
  list-style: none;
  margin: ${space.md} 0;
  padding: 0;
  display: grid;
  gap: ${space.md};
  > li {
    padding: ${space.md};
    border: 1px solid ${colors.border};
    border-radius: ${radii.md};
    background: ${colors.surface};
    display: grid;
    gap: ${space.sm};
  }
  h2 {
    margin: 0;
    font-size: 1.1rem;
  }
  h3 {
    margin: 0;
    font-size: 1rem;
  }
  .part {
    display: grid;
    gap: ${space.sm};
  }
  .name {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  blockquote {
    margin: 0;
    padding-left: ${space.md};
    border-left: 4px solid ${colors.sun};
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
  .meta {
    margin: 0;
    color: ${colors.inkMuted};
    font-size: 0.95rem;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${space.sm};
  }
  .refused {
    margin: 0;
    color: ${colors.danger};
    font-weight: 600;
  }
`;

type Decided = { status: MessageStatus; by: string | null; at: string | null };

/** One part of a gift's words (the name to show or the message) with its status and its own two decisions. */
function WordsDecision({
  item,
  part,
  decided,
  children,
}: {
  item: StaffGiftMessage;
  part: GiftWordsPart;
  decided: Decided;
  children: ReactNode;
}) {
  const decide = useDecideGiftWords();
  const { toast } = useToast();
  const [refusal, setRefusal] = useState<string | null>(null);
  const who = item.name ?? ANONYMOUS_SUPPORTER;
  const what = part === 'name' ? `the name “${who}”` : `${who}’s message`;
  const choose = (status: 'approved' | 'hidden') => {
    setRefusal(null);
    decide.mutate(
      { donationId: item.donationId, part, decision: { status, from: decided.status } },
      {
        onSuccess: () => toast(decisionToast(part, status, who)),
        onError: (error) => setRefusal(errorMessage(error)),
      },
    );
  };
  return (
    <div className="part">
      <h3>{part === 'name' ? 'Name to show' : 'Message'}</h3>
      {children}
      <p className="meta">
        <StatusBadge label={STATUS_LABELS[decided.status]} tone={STATUS_TONES[decided.status]} />
        {decided.by ? ` by ${decided.by}, ${formatStaffDay(decided.at)}` : null}
      </p>
      <div className="actions">
        {decided.status !== 'approved' ? (
          <Button type="button" disabled={decide.isPending} onClick={() => choose('approved')}>
            Approve<span className="visually-hidden"> {what}</span>
          </Button>
        ) : null}
        {decided.status !== 'hidden' ? (
          <Button type="button" variant="outline" disabled={decide.isPending} onClick={() => choose('hidden')}>
            Hide<span className="visually-hidden"> {what}</span>
          </Button>
        ) : null}
      </div>
      {refusal ? (
        <p className="refused" role="alert">
          {refusal}
        </p>
      ) : null}
    </div>
  );
}

function decisionToast(part: GiftWordsPart, status: 'approved' | 'hidden', who: string) {
  if (part === 'name')
    return status === 'approved'
      ? { title: 'Name approved', description: `“${who}” now shows on the project page (within a minute).` }
      : { title: 'Name hidden', description: 'The gift shows as from “Anonymous” everywhere on the site.' };
  return status === 'approved'
    ? { title: 'Message approved', description: `${who}’s message now shows on the project page (within a minute).` }
    : { title: 'Message hidden', description: `${who}’s message will not appear anywhere on the site.` };
}

function MessageCard({ item }: { item: StaffGiftMessage }) {
  const headingId = `gift-message-${item.donationId}`;
  return (
    <li aria-labelledby={headingId}>
      <h2 id={headingId}>
        {item.name ?? ANONYMOUS_SUPPORTER} · {item.projectTitle ?? 'General donation'}
      </h2>
      <p className="meta">
        Given {formatStaffDay(item.date)}.{item.name ? null : ' The donor chose not to show a name.'}
      </p>
      {item.name && item.nameStatus ? (
        <WordsDecision
          item={item}
          part="name"
          decided={{ status: item.nameStatus, by: item.nameModeratedBy, at: item.nameModeratedAt }}
        >
          <p className="name">{item.name}</p>
        </WordsDecision>
      ) : null}
      {item.message && item.status ? (
        <WordsDecision
          item={item}
          part="message"
          decided={{ status: item.status, by: item.moderatedBy, at: item.moderatedAt }}
        >
          <blockquote>{item.message}</blockquote>
        </WordsDecision>
      ) : null}
    </li>
  );
}

/**
 * /staff/donations/messages: donors' names and messages waiting for a decision, oldest first (decisions 054 and 066).
 * An approved name or message shows on its project page; a hidden one never appears on the site. Every decision is in
 * the audit log; when two people decide the same one, the second is told who decided first.
 */
export default function GiftMessagesPage() {
  const { values, page, apply, goToPage } = useListParams({ filters: ['status'] as const });
  const status = (values.status || 'pending') as MessageStatus;
  const messages = useGiftMessages({ status, q: values.q || undefined, page });
  return (
    <>
      <StaffPageHeading
        title="Supporters’ names and messages"
        description="The names donors chose to show and the messages they left with their gifts. Each waits for your decision: approve a name or a message to show it on its project page, hide anything that is not right for the site (a hidden name shows as “Anonymous”). Dates are UK dates."
      />
      <StaffFilterBar
        key={JSON.stringify(values)}
        searchLabel="Words in the name, message or project"
        filters={[statusFilter]}
        values={{ ...values, status }}
        onSubmit={apply}
      />
      <StaffListResults
        query={messages}
        what="the names and messages"
        reason={errorMessage(messages.error)}
        pagesLabel="Pages of names and messages"
        onPageChange={goToPage}
      >
        {(rows) =>
          rows.length === 0 ? (
            <p>
              {status === 'pending' ? 'No names or messages are waiting for a decision.' : 'No names or messages here.'}
            </p>
          ) : (
            <Queue aria-label={`${STATUS_LABELS[status]}: names and messages`}>
              {rows.map((item) => (
                <MessageCard key={`${item.donationId}-${item.nameStatus}-${item.status}`} item={item} />
              ))}
            </Queue>
          )
        }
      </StaffListResults>
    </>
  );
}
