import { StaffListResults, StaffPageHeading, StaffTable, StatusBadge, type StaffTableColumn } from '@solar/shared-ui';
import { useStaffUsers, type StaffUser } from '../api/staff-users';
import { AddStaffUserForm } from '../components/add-staff-user-form';
import { StaffUserActions } from '../components/staff-user-actions';
import { formatDateTime } from '../format';
import { errorMessage, useListParams } from '@solar/shared-data-access';
import { StaffFilterBar } from '@solar/shared-ui/forms';

const columns: StaffTableColumn<StaffUser>[] = [
  { key: 'username', header: 'Username', cell: (user) => user.username },
  { key: 'name', header: 'Name', cell: (user) => user.displayName },
  { key: 'role', header: 'Role', cell: (user) => (user.role === 'admin' ? 'Administrator' : 'Staff') },
  {
    key: 'status',
    header: 'Status',
    cell: (user) =>
      user.disabled ? <StatusBadge label="Disabled" tone="danger" /> : <StatusBadge label="Active" tone="success" />,
  },
  {
    key: 'second-factor',
    header: 'Two-step sign-in',
    cell: (user) =>
      user.secondFactor ? <StatusBadge label="On" tone="success" /> : <StatusBadge label="Not set up" tone="neutral" />,
  },
  { key: 'last-sign-in', header: 'Last signed in', cell: (user) => formatDateTime(user.lastSignInAt) },
  { key: 'actions', header: 'Actions', cell: (user) => <StaffUserActions user={user} /> },
];

/** /staff/users (administrators): everyone who can sign in, and adding and changing accounts. */
export function StaffUsersPage() {
  const { query, q, goToPage, apply } = useListParams();
  const users = useStaffUsers(query);
  return (
    <>
      <StaffPageHeading title="Staff accounts" description="Who can sign in to this console, and what they may do." />
      <AddStaffUserForm />
      <StaffFilterBar key={q} searchLabel="Search accounts" values={{ q }} onSubmit={apply} submitLabel="Search" />
      <StaffListResults
        query={users}
        what="the accounts"
        reason={errorMessage(users.error)}
        pagesLabel="Staff account pages"
        onPageChange={goToPage}
      >
        {(rows) => (
          <StaffTable
            caption="Staff accounts"
            columns={columns}
            rows={rows}
            rowKey={(user) => user.id}
            emptyMessage="No accounts match."
          />
        )}
      </StaffListResults>
    </>
  );
}
