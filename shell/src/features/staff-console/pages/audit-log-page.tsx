import { StaffListResults, StaffPageHeading, StaffTable, type StaffTableColumn } from '@solar/shared-ui';
import { useAuditEntries, type AuditEntry } from '../api/audit-log';
import { AuditChange } from '../components/audit-change';
import { formatDateTime } from '../format';
import { errorMessage, useListParams } from '@solar/shared-data-access';
import { StaffFilterBar } from '@solar/shared-ui/forms';

/** The log can be narrowed to UK days (decision 050). */
const DAY_RANGE = ['from', 'to'] as const;

const columns: StaffTableColumn<AuditEntry>[] = [
  {
    key: 'when',
    header: 'When',
    cell: (entry) => <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>,
  },
  { key: 'who', header: 'Who', cell: (entry) => entry.actor?.username ?? 'System' },
  { key: 'action', header: 'What', cell: (entry) => entry.action },
  {
    key: 'item',
    header: 'Item',
    cell: (entry) => (entry.entityId ? `${entry.entityType} ${entry.entityId}` : entry.entityType),
  },
  { key: 'change', header: 'Change', cell: (entry) => <AuditChange before={entry.before} after={entry.after} /> },
];

/** /staff/audit (administrators): every change made in the console, newest first. */
export function AuditLogPage() {
  const { query, values, goToPage, apply } = useListParams({ filters: DAY_RANGE });
  const entries = useAuditEntries(query);
  return (
    <>
      <StaffPageHeading title="Audit log" description="Who changed what in the console, and when. Newest first." />
      <StaffFilterBar
        key={JSON.stringify(values)}
        searchLabel="Search the log"
        values={values}
        onSubmit={apply}
        submitLabel="Search"
        dayRange
      />
      <StaffListResults
        query={entries}
        what="the log"
        reason={errorMessage(entries.error)}
        pagesLabel="Audit log pages"
        onPageChange={goToPage}
      >
        {(rows) => (
          <StaffTable
            caption="Audit log entries"
            columns={columns}
            rows={rows}
            rowKey={(entry) => entry.id}
            emptyMessage="Nothing has been recorded yet."
          />
        )}
      </StaffListResults>
    </>
  );
}
