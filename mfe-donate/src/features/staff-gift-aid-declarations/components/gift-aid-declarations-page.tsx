import { type StaffGiftAidDeclaration, type GiftAidDeclarationStatus } from '@solar/shared-contracts';
import { StaffListResults, StaffPageHeading, StaffTable } from '@solar/shared-ui';
import { StaffFilterBar, type StaffFilter } from '@solar/shared-ui/forms';
import { formatStaffDay } from '../../../lib/staff-dates';
import { errorMessage, useListParams } from '@solar/shared-data-access';
import { useGiftAidDeclarations } from '../api/get-gift-aid-declarations';
import { DECLARATION_STATUS_LABELS, DeclarationStatusBadge, SCOPE_LABELS, declarantName } from './declaration-labels';
import { GiftAidSections } from '../../../components/gift-aid-sections';

const FILTER_NAMES = ['q', 'status', 'from', 'to'] as const;

const statusFilter: StaffFilter = {
  name: 'status',
  label: 'Status',
  options: [
    { value: '', label: 'All statuses' },
    ...Object.entries(DECLARATION_STATUS_LABELS).map(([value, label]) => ({ value, label })),
  ],
};

const columns = [
  {
    key: 'name',
    header: 'Name',
    cell: (row: StaffGiftAidDeclaration) => declarantName(row),
  },
  {
    key: 'postcode',
    header: 'Postcode',
    cell: (row: StaffGiftAidDeclaration) => row.postcode,
  },
  {
    key: 'scope',
    header: 'Covers',
    cell: (row: StaffGiftAidDeclaration) => SCOPE_LABELS[row.scope] ?? row.scope,
  },
  {
    key: 'declared',
    header: 'Declared',
    cell: (row: StaffGiftAidDeclaration) => formatStaffDay(row.declaredAt),
  },
  {
    key: 'status',
    header: 'Status',
    cell: (row: StaffGiftAidDeclaration) => <DeclarationStatusBadge declaration={row} />,
  },
  {
    key: 'gifts',
    header: 'Gifts',
    cell: (row: StaffGiftAidDeclaration) => row.donationCount,
  },
];

const statusOrUndefined = (value: string): GiftAidDeclarationStatus | undefined =>
  value === 'active' || value === 'cancelled' ? value : undefined;

/** /staff/gift-aid: every donor's Gift Aid declaration, each linking to its page where staff record a change or a cancellation. */
export default function GiftAidDeclarationsPage() {
  const { values, page, apply, goToPage } = useListParams({ filters: FILTER_NAMES });
  const declarations = useGiftAidDeclarations({
    q: values.q || undefined,
    status: statusOrUndefined(values.status),
    from: values.from || undefined,
    to: values.to || undefined,
    page,
  });

  return (
    <>
      <StaffPageHeading
        title="Gift Aid declarations"
        description="Each declaration a donor made on the donate pages, the gifts it covers, and whether it is still in force. Open one to record a change of name or address, or a cancellation."
      />
      <GiftAidSections />
      <StaffFilterBar
        key={JSON.stringify(values)}
        searchLabel="Name, postcode or email"
        filters={[statusFilter]}
        submitLabel="Apply filters"
        values={values}
        onSubmit={(next) => apply({ ...values, ...next })}
        dayRange
      />
      <StaffListResults
        query={declarations}
        what="the declarations"
        reason={errorMessage(declarations.error)}
        pagesLabel="Declaration pages"
        onPageChange={goToPage}
      >
        {(rows) => (
          <StaffTable
            caption="Gift Aid declarations, newest first"
            columns={columns}
            rows={rows}
            rowKey={(row) => row.id}
            rowHref={(row) => `/staff/gift-aid/declarations/${row.id}`}
            emptyMessage={values.q || values.status ? 'No declarations match these filters.' : 'No declarations yet.'}
          />
        )}
      </StaffListResults>
    </>
  );
}
