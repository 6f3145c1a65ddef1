import { errorMessage } from '@solar/shared-data-access';
import { useState } from 'react';
import {
  Button,
  CsvDownloadLink,
  StaffListResults,
  StaffPageHeading,
  StaffTable,
  StatusBadge,
  type StaffTableColumn,
} from '@solar/shared-ui';
import { StaffFilterBar } from '@solar/shared-ui/forms';
import { formatDateTime } from '../../../lib/format-date-time';
import { SUBSCRIBERS_CSV_FILE_NAME, SUBSCRIBERS_CSV_URL } from '../api/export-subscribers';
import { type StaffSubscriber, useSubscribers } from '../api/list-subscribers';
import { useSubscriberListParams } from '../hooks/use-subscriber-list-params';
import { UnsubscribeDialog } from './unsubscribe-dialog';

const activeFilter = {
  name: 'filter',
  label: 'Show',
  options: [
    { value: '', label: 'Everyone' },
    { value: 'active', label: 'Subscribed' },
    { value: 'unsubscribed', label: 'Unsubscribed' },
  ],
};

const nameOf = (subscriber: StaffSubscriber) =>
  [subscriber.firstName, subscriber.lastName].filter(Boolean).join(' ') || '—';

function columnsWith(onUnsubscribe: (subscriber: StaffSubscriber) => void): StaffTableColumn<StaffSubscriber>[] {
  return [
    { key: 'email', header: 'Email', cell: (subscriber) => subscriber.email },
    { key: 'name', header: 'Name', cell: nameOf },
    { key: 'source', header: 'Source', cell: (subscriber) => subscriber.subscriptionSource },
    {
      key: 'since',
      header: 'Subscribed (consented; UK time)',
      cell: (subscriber) => <time dateTime={subscriber.createdAt}>{formatDateTime(subscriber.createdAt)}</time>,
    },
    {
      key: 'status',
      header: 'Status',
      cell: (subscriber) =>
        subscriber.isActive ? (
          <StatusBadge label="Subscribed" tone="success" />
        ) : (
          <StatusBadge label="Unsubscribed" tone="neutral" />
        ),
    },
    {
      key: 'action',
      header: 'Action',
      cell: (subscriber) =>
        subscriber.isActive ? (
          <Button
            type="button"
            variant="outline"
            aria-label={`Unsubscribe ${subscriber.email}`}
            onClick={() => onUnsubscribe(subscriber)}
          >
            Unsubscribe
          </Button>
        ) : null,
    },
  ];
}

/** /staff/subscribers: newsletter subscribers, unsubscribing on request, and the mailing list as CSV. */
export default function SubscribersPage() {
  const { query, q, values, goToPage, apply } = useSubscriberListParams();
  const filter = values.filter;
  const subscribers = useSubscribers(query);
  const [confirming, setConfirming] = useState<StaffSubscriber | null>(null);
  const download = (
    <CsvDownloadLink href={SUBSCRIBERS_CSV_URL} fileName={SUBSCRIBERS_CSV_FILE_NAME}>
      Download subscribed list (CSV)
    </CsvDownloadLink>
  );
  return (
    <>
      <StaffPageHeading
        title="Subscribers"
        description="Newsletter subscribers, newest first. The CSV holds everyone still subscribed."
        actions={download}
      />
      <StaffFilterBar
        key={JSON.stringify(values)}
        searchLabel="Search subscribers"
        filters={[activeFilter]}
        values={values}
        onSubmit={apply}
        dayRange
        submitLabel="Search"
      />
      <StaffListResults
        query={subscribers}
        what="the subscribers"
        reason={errorMessage(subscribers.error)}
        pagesLabel="Subscriber pages"
        onPageChange={goToPage}
      >
        {(rows) => (
          <StaffTable
            caption="Newsletter subscribers"
            columns={columnsWith(setConfirming)}
            rows={rows}
            rowKey={(subscriber) => subscriber.id}
            emptyMessage={q || filter ? 'No subscribers match.' : 'No subscribers yet.'}
          />
        )}
      </StaffListResults>
      {confirming ? <UnsubscribeDialog subscriber={confirming} onClose={() => setConfirming(null)} /> : null}
    </>
  );
}
