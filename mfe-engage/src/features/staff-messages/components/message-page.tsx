import styled from '@emotion/styled';
import { useNavigate, useParams } from '@solar/shared-routing';
import { parseId, type StaffContactMessage } from '@solar/shared-contracts';
import { errorMessage } from '@solar/shared-data-access';
import { Button, colors, PageShown, radii, space, StaffPageHeading, StaffQueryState, useToast } from '@solar/shared-ui';
import { BackLink } from '../../../components/back-link';
import { NotFoundRecord } from '../../../components/not-found-record';
import { formatStaffDateTime } from '@solar/shared-format/uk-time';
import { isNotFound } from '../../../lib/is-not-found';
import { useOpenMessage } from '../api/open-message';
import { useMarkMessageUnread } from '../api/update-message';
import { MessageStatus } from './message-status';
import { FormAlert } from '@solar/shared-ui/forms';

const Sender = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${space.xs} ${space.md};
  margin: 0 0 ${space.lg};
  dt {
    font-weight: 700;
    color: ${colors.ink};
  }
  dd {
    margin: 0;
  }
  a {
    color: ${colors.sky};
  }
`;

const Body = styled.p`
  margin: 0 0 ${space.lg};
  padding: ${space.lg};
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  background: ${colors.surface};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
`;

const ReplyLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: ${space.sm} ${space.lg};
  border-radius: ${radii.pill};
  background: ${colors.brand};
  color: ${colors.surface};
  font-weight: 600;
  text-decoration: none;
  &:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
`;

const LIST_PATH = '/staff/messages';

export const replyHref = (message: StaffContactMessage) =>
  `mailto:${encodeURIComponent(message.email).replace(/%40/g, '@')}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`;

function MarkUnreadButton({ id }: { id: number }) {
  const markUnread = useMarkMessageUnread(id);
  const navigate = useNavigate();
  const { toast } = useToast();
  const onClick = () =>
    markUnread.mutate(undefined, {
      onSuccess: () => {
        toast({ title: 'Message marked as unread' });
        navigate(LIST_PATH);
      },
    });
  return (
    <>
      <Button type="button" variant="outline" disabled={markUnread.isPending} onClick={onClick}>
        Mark as unread
      </Button>
      <FormAlert
        message={markUnread.isError ? `It could not be marked unread: ${errorMessage(markUnread.error)}` : null}
      />
    </>
  );
}

function MessageView({ message }: { message: StaffContactMessage }) {
  return (
    <article>
      <PageShown />
      <BackLink to={LIST_PATH}>All messages</BackLink>
      <StaffPageHeading title={message.subject} actions={<MessageStatus isRead={message.isRead} />} />
      <Sender>
        <dt>From</dt>
        <dd>
          {message.name} (<a href={`mailto:${message.email}`}>{message.email}</a>)
        </dd>
        <dt>Received</dt>
        <dd>
          <time dateTime={message.createdAt}>{formatStaffDateTime(message.createdAt)}</time>
        </dd>
      </Sender>
      <h2>Message</h2>
      <Body>{message.message}</Body>
      <Actions>
        <ReplyLink href={replyHref(message)}>Reply by email</ReplyLink>
        <MarkUnreadButton id={message.id} />
      </Actions>
    </article>
  );
}

function OpenedMessage({ id }: { id: number }) {
  const message = useOpenMessage(id);
  if (isNotFound(message.error))
    return <NotFoundRecord title="No such message" listPath={LIST_PATH} listLabel="All messages" />;
  if (!message.data) return <StaffQueryState query={message} what="the message" reason={errorMessage(message.error)} />;
  return <MessageView message={message.data} />;
}

/** /staff/messages/:id: one message in full (opening it marks it read), with a reply link and "mark as unread". */
export default function MessagePage() {
  const id = parseId(useParams().id);
  return id === null ? (
    <NotFoundRecord title="No such message" listPath={LIST_PATH} listLabel="All messages" />
  ) : (
    <OpenedMessage key={id} id={id} />
  );
}
