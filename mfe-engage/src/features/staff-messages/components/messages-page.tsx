import { errorMessage } from '@solar/shared-data-access';
import {
  PageShown,
  Pagination,
  StaffPageHeading,
  StaffQueryState,
  StaffTable,
  type StaffTableColumn,
} from '@solar/shared-ui';
import { StaffFilterBar } from '@solar/shared-ui/forms';
import { formatDateTime } from '../../../lib/format-date-time';
import { type StaffContactMessage, useMessages } from '../api/list-messages';
import { useMessageListParams } from '../hooks/use-message-list-params';
import { MessageStatus } from './message-status';

const columns: StaffTableColumn<StaffContactMessage>[] = [
  { key: 'subject', header: 'Subject', cell: (message) => message.subject },
  { key: 'from', header: 'From', cell: (message) => `${message.name} (${message.email})` },
  {
    key: 'received',
    header: 'Received (UK time)',
    cell: (message) => <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>,
  },
  { key: 'status', header: 'Status', cell: (message) => <MessageStatus isRead={message.isRead} /> },
];

const readFilter = {
  name: 'filter',
  label: 'Show',
  options: [
    { value: '', label: 'All messages' },
    { value: 'unread', label: 'Unread' },
    { value: 'read', label: 'Read' },
  ],
};

/** /staff/messages: what visitors sent through the contact form, newest first. */
export default function MessagesPage() {
  const { query, q, values, goToPage, apply } = useMessageListParams();
  const filter = values.filter;
  const messages = useMessages(query);
  return (
    <>
      <StaffPageHeading
        title="Messages"
        description="What visitors sent through the contact form, newest first. Opening a message marks it read."
      />
      <StaffFilterBar
        key={JSON.stringify(values)}
        searchLabel="Search messages"
        filters={[readFilter]}
        values={values}
        onSubmit={apply}
        dayRange
        submitLabel="Search"
      />
      <StaffQueryState query={messages} what="the messages" reason={errorMessage(messages.error)} />
      {messages.data ? (
        <>
          <PageShown />
          <StaffTable
            caption="Contact messages"
            columns={columns}
            rows={messages.data.items}
            rowKey={(message) => message.id}
            rowHref={(message) => `/staff/messages/${message.id}`}
            emptyMessage={q || filter ? 'No messages match.' : 'No messages yet.'}
          />
          <Pagination
            page={messages.data.page}
            pageSize={messages.data.pageSize}
            total={messages.data.total}
            onPageChange={goToPage}
            label="Message pages"
          />
        </>
      ) : null}
    </>
  );
}
