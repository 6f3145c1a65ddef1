import { errorMessage } from '@solar/shared-data-access';
import { VOLUNTEER_STATUSES } from '@solar/shared-contracts';
import { StaffListResults, StaffPageHeading, StaffTable, type StaffTableColumn } from '@solar/shared-ui';
import { StaffFilterBar } from '@solar/shared-ui/forms';
import { formatStaffDateTime } from '@solar/shared-format/uk-time';
import { type StaffVolunteer, useVolunteers } from '../api/list-volunteers';
import { useVolunteerListParams } from '../hooks/use-volunteer-list-params';
import { volunteerStatuses } from '../volunteer-statuses';
import { VolunteerStatus } from './volunteer-status';

const columns: StaffTableColumn<StaffVolunteer>[] = [
  { key: 'name', header: 'Applicant', cell: (volunteer) => `${volunteer.firstName} ${volunteer.lastName}` },
  { key: 'email', header: 'Email', cell: (volunteer) => volunteer.email },
  { key: 'city', header: 'City', cell: (volunteer) => volunteer.city },
  {
    key: 'applied',
    header: 'Applied',
    cell: (volunteer) => <time dateTime={volunteer.createdAt}>{formatStaffDateTime(volunteer.createdAt)}</time>,
  },
  { key: 'status', header: 'Status', cell: (volunteer) => <VolunteerStatus status={volunteer.status} /> },
];

const statusFilter = {
  name: 'status',
  label: 'Status',
  options: [
    { value: '', label: 'Any status' },
    ...VOLUNTEER_STATUSES.map((status) => ({ value: status, label: volunteerStatuses[status].label })),
  ],
};

/** /staff/volunteers: volunteer applications, newest first, and where each one stands. */
export default function VolunteersPage() {
  const { query, q, values, goToPage, apply } = useVolunteerListParams();
  const filter = values.status;
  const volunteers = useVolunteers(query);
  return (
    <>
      <StaffPageHeading
        title="Volunteers"
        description="Volunteer applications, newest first. Open one to read it in full, move it on or add a note."
      />
      <StaffFilterBar
        key={JSON.stringify(values)}
        searchLabel="Search applications"
        filters={[statusFilter]}
        values={values}
        onSubmit={apply}
        dayRange
        submitLabel="Search"
      />
      <StaffListResults
        query={volunteers}
        what="the applications"
        reason={errorMessage(volunteers.error)}
        pagesLabel="Application pages"
        onPageChange={goToPage}
      >
        {(rows) => (
          <StaffTable
            caption="Volunteer applications"
            columns={columns}
            rows={rows}
            rowKey={(volunteer) => volunteer.id}
            rowHref={(volunteer) => `/staff/volunteers/${volunteer.id}`}
            emptyMessage={q || filter ? 'No applications match.' : 'No applications yet.'}
          />
        )}
      </StaffListResults>
    </>
  );
}
