import { errorMessage } from '@solar/shared-data-access';
import { MAX_PAGE_SIZE } from '@solar/shared-contracts';
import { ButtonLink, CsvDownloadLink, space, StaffListResults, StaffPageHeading } from '@solar/shared-ui';
import { StaffFilterBar, type StaffFilter } from '@solar/shared-ui/forms';
import { useStaffProjects } from '../../staff-projects/api';
import { DONATIONS_CSV_URL, useStaffDonations } from '../api/get-staff-donations';
import { useDonationFilters } from '../hooks/use-donation-filters';
import { DonationDateRange } from './donation-date-range';
import { DONATION_STATUS_LABELS } from './donation-status';
import { DonationTotals } from './donation-totals';
import { DonationsTable } from './donations-table';

const statusFilter: StaffFilter = {
  name: 'status',
  label: 'Status',
  options: [
    { value: '', label: 'All statuses' },
    ...Object.entries(DONATION_STATUS_LABELS).map(([value, label]) => ({ value, label })),
  ],
};

function useProjectFilter(): StaffFilter {
  const projects = useStaffProjects({ pageSize: MAX_PAGE_SIZE });
  const options = (projects.data?.items ?? []).map((project) => ({ value: String(project.id), label: project.title }));
  return {
    name: 'projectId',
    label: 'Project',
    options: [{ value: '', label: 'All projects' }, { value: 'general', label: 'General (no project)' }, ...options],
  };
}

/** /staff/donations: every gift with filters, the completed totals of the same filters, and their CSV. */
export default function StaffDonationsPage() {
  const { values, filters, page, apply, goToPage } = useDonationFilters();
  const projectFilter = useProjectFilter();
  const donations = useStaffDonations({ ...filters, page });
  const filterKey = JSON.stringify([values, projectFilter.options.length]);

  return (
    <>
      <StaffPageHeading
        title="Donations"
        description="Every one-off gift and monthly payment. Times are UK time, and the date range takes whole UK days, both ends included."
        actions={
          <div css={{ display: 'flex', flexWrap: 'wrap', gap: space.sm }}>
            <ButtonLink to="/staff/donations/messages" variant="outline">
              Supporters’ names and messages
            </ButtonLink>
            <CsvDownloadLink href={DONATIONS_CSV_URL} params={filters} fileName="donations.csv" />
          </div>
        }
      />
      <StaffFilterBar
        key={filterKey}
        searchLabel="Donor name or email"
        filters={[statusFilter, projectFilter]}
        submitLabel="Apply filters"
        values={values}
        onSubmit={(next) => apply({ ...values, ...next })}
      />
      <DonationDateRange
        key={`${values.from}|${values.to}`}
        value={{ from: values.from, to: values.to }}
        onApply={(range) => apply({ ...values, ...range })}
      />
      <DonationTotals filters={filters} />
      <section aria-labelledby="donation-list-heading">
        <h2 id="donation-list-heading">Donations</h2>
        <StaffListResults
          query={donations}
          what="the donations"
          reason={errorMessage(donations.error)}
          pagesLabel="Donation pages"
          onPageChange={goToPage}
        >
          {(rows) => <DonationsTable donations={rows} />}
        </StaffListResults>
      </section>
    </>
  );
}
