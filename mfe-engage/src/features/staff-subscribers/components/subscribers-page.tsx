import { EMAIL_BASES, EMAIL_BASIS_LABELS } from '@solar/shared-contracts';
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
import { formatStaffDateTime } from '@solar/shared-format/uk-time';
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

const basisFilter = {
  name: 'basis',
  label: 'Basis',
  options: [
    { value: '', label: 'Any basis' },
    ...EMAIL_BASES.map((value) => ({ value, label: EMAIL_BASIS_LABELS[value] })),
  ],
};

/** The basis, and for a soft opt-in where it was collected and the notice shown; an objection's channel. */
function basisOf(subscriber: StaffSubscriber) {
  const details =
    subscriber.basis === 'charity-soft-opt-in'
      ? ` (${subscriber.sourcePage ?? 'unknown page'}, notice ${subscriber.noticeVersion ?? 'unknown'})`
      : '';
  return `${EMAIL_BASIS_LABELS[subscriber.basis]}${details}`;
}

const nameOf = (subscriber: StaffSubscriber) =>
  [subscriber.firstName, subscriber.lastName].filter(Boolean).join(' ') || '—';

function columnsWith(onUnsubscribe: (subscriber: StaffSubscriber) => void): StaffTableColumn<StaffSubscriber>[] {
  return [
    { key: 'email', header: 'Email', cell: (subscriber) => subscriber.email },
    { key: 'name', header: 'Name', cell: nameOf },
    { key: 'source', header: 'Source', cell: (subscriber) => subscriber.subscriptionSource },
    { key: 'basis', header: 'Basis', cell: basisOf },
    {
      key: 'since',
      header: 'Subscribed',
      cell: (subscriber) => <time dateTime={subscriber.createdAt}>{formatStaffDateTime(subscriber.createdAt)}</time>,
    },
    {
      key: 'status',
      header: 'Status',
      cell: (subscriber) =>
        subscriber.isActive ? (
          <StatusBadge label="Subscribed" tone="success" />
        ) : (
          <StatusBadge
            label={subscriber.objectionChannel ? `Unsubscribed (${subscriber.objectionChannel})` : 'Unsubscribed'}
            tone="neutral"
          />
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
  const filter = values.filter || values.basis;
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
        description="Everyone we may email, newest first, with why: their consent, or the charity soft opt-in. The CSV holds everyone still subscribed; send the soft opt-in list only news of our work."
        actions={download}
      />
      <StaffFilterBar
        key={JSON.stringify(values)}
        searchLabel="Search subscribers"
        filters={[activeFilter, basisFilter]}
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
