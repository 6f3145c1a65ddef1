import { useState } from 'react';
import styled from '@emotion/styled';
import type { MessageStatus, StaffGiftMessage } from '@solar/shared-contracts';
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
import { useDecideGiftMessage } from '../api/decide-gift-message';
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

function MessageCard({ item }: { item: StaffGiftMessage }) {
  const decide = useDecideGiftMessage();
  const { toast } = useToast();
  const [refusal, setRefusal] = useState<string | null>(null);
  const headingId = `gift-message-${item.donationId}`;
  const choose = (status: 'approved' | 'hidden') => {
    setRefusal(null);
    decide.mutate(
      { donationId: item.donationId, decision: { status, from: item.status } },
      {
        onSuccess: () =>
          toast({
            title: status === 'approved' ? 'Message approved' : 'Message hidden',
            description:
              status === 'approved'
                ? `${item.shownName}’s message now shows on the project page (within a minute).`
                : `${item.shownName}’s message will not appear anywhere on the site.`,
          }),
        onError: (error) => setRefusal(errorMessage(error)),
      },
    );
  };
  return (
    <li aria-labelledby={headingId}>
      <h2 id={headingId}>
        {item.shownName} · {item.projectTitle ?? 'General donation'}
      </h2>
      <blockquote>{item.message}</blockquote>
      <p className="meta">
        Given {formatStaffDay(item.date)}.{' '}
        <StatusBadge label={STATUS_LABELS[item.status]} tone={STATUS_TONES[item.status]} />
        {item.moderatedBy ? ` by ${item.moderatedBy}, ${formatStaffDay(item.moderatedAt)}` : null}
      </p>
      <div className="actions">
        {item.status !== 'approved' ? (
          <Button type="button" disabled={decide.isPending} onClick={() => choose('approved')}>
            Approve<span className="visually-hidden"> {item.shownName}’s message</span>
          </Button>
        ) : null}
        {item.status !== 'hidden' ? (
          <Button type="button" variant="outline" disabled={decide.isPending} onClick={() => choose('hidden')}>
            Hide<span className="visually-hidden"> {item.shownName}’s message</span>
          </Button>
        ) : null}
      </div>
      {refusal ? (
        <p className="refused" role="alert">
          {refusal}
        </p>
      ) : null}
    </li>
  );
}

/**
 * /staff/donations/messages: donors' messages waiting for a decision, oldest first. An approved message shows on its
 * project page; a hidden one never appears on the site. Every decision is in the audit log; when two people decide
 * the same message, the second is told who decided first.
 */
export default function GiftMessagesPage() {
  const { values, page, apply, goToPage } = useListParams({ filters: ['status'] as const });
  const status = (values.status || 'pending') as MessageStatus;
  const messages = useGiftMessages({ status, q: values.q || undefined, page });
  return (
    <>
      <StaffPageHeading
        title="Supporters’ messages"
        description="Messages donors left with their gifts. Approve one to show it on its project page beside the name the donor chose; hide anything that is not right for the site. Dates are UK dates."
      />
      <StaffFilterBar
        key={JSON.stringify(values)}
        searchLabel="Words in the message, name or project"
        filters={[statusFilter]}
        values={{ ...values, status }}
        onSubmit={apply}
      />
      <StaffListResults
        query={messages}
        what="the messages"
        reason={errorMessage(messages.error)}
        pagesLabel="Message pages"
        onPageChange={goToPage}
      >
        {(rows) =>
          rows.length === 0 ? (
            <p>{status === 'pending' ? 'No messages are waiting for a decision.' : 'No messages here.'}</p>
          ) : (
            <Queue aria-label={`${STATUS_LABELS[status]}: messages`}>
              {rows.map((item) => (
                <MessageCard key={`${item.donationId}-${item.status}`} item={item} />
              ))}
            </Queue>
          )
        }
      </StaffListResults>
    </>
  );
}
