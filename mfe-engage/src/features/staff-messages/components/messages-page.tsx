import { errorMessage } from '@solar/shared-data-access';
import { StaffListResults, StaffPageHeading, StaffTable, type StaffTableColumn } from '@solar/shared-ui';
import { StaffFilterBar } from '@solar/shared-ui/forms';
import { formatStaffDateTime } from '@solar/shared-format/uk-time';
import { type StaffContactMessage, useMessages } from '../api/list-messages';
import { useMessageListParams } from '../hooks/use-message-list-params';
import { MessageStatus } from './message-status';

const columns: StaffTableColumn<StaffContactMessage>[] = [
  { key: 'subject', header: 'Subject', cell: (message) => message.subject },
  { key: 'from', header: 'From', cell: (message) => `${message.name} (${message.email})` },
  {
    key: 'received',
    header: 'Received',
    cell: (message) => <time dateTime={message.createdAt}>{formatStaffDateTime(message.createdAt)}</time>,
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
      <StaffListResults
        query={messages}
        what="the messages"
        reason={errorMessage(messages.error)}
        pagesLabel="Message pages"
        onPageChange={goToPage}
      >
        {(rows) => (
          <StaffTable
            caption="Contact messages"
            columns={columns}
            rows={rows}
            rowKey={(message) => message.id}
            rowHref={(message) => `/staff/messages/${message.id}`}
            emptyMessage={q || filter ? 'No messages match.' : 'No messages yet.'}
          />
        )}
      </StaffListResults>
    </>
  );
}
