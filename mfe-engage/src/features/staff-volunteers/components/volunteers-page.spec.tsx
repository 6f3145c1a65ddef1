import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferredResponse, fakeStaffApi, getOwnByRole, pageOf } from '@solar/shared-testing';
import { renderEngage } from '../../../testing/render-engage';
import { aVolunteer } from '../../../testing/staff-fixtures';
import VolunteersPage from './volunteers-page';

const LIST = 'GET /api/staff/volunteers';
const at = { path: '/staff/volunteers' };

describe('VolunteersPage', () => {
  it('says it is loading, then that there are no applications yet', async () => {
    const answer = deferredResponse();
    fakeStaffApi({ [LIST]: () => answer.promise });
    renderEngage(<VolunteersPage />, at);
    expect(getOwnByRole('status')).toHaveTextContent('Loading the applications…');
    await answer.resolve(200, JSON.stringify(pageOf([])));
    expect(await screen.findByText('No applications yet.')).toBeInTheDocument();
  });

  it('lists applications with their status, each linking to the application', async () => {
    fakeStaffApi({
      [LIST]: () => [200, pageOf([aVolunteer(), aVolunteer({ id: 13, firstName: 'Hana', status: 'accepted' })])],
    });
    renderEngage(<VolunteersPage />, at);
    const table = await screen.findByRole('table', { name: 'Volunteer applications' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Applicant', 'Email', 'City', 'Applied', 'Status']);
    expect(screen.getByRole('link', { name: 'Bilal Ahmed' })).toHaveAttribute('href', '/staff/volunteers/12');
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('Pending');
    expect(second).toHaveTextContent('Accepted');
  });

  it('filters by status and searches, from the first page', async () => {
    const user = userEvent.setup();
    const { requests } = fakeStaffApi({ [LIST]: () => [200, pageOf([aVolunteer()])] });
    renderEngage(<VolunteersPage />, { path: '/staff/volunteers?page=3' });
    await screen.findByRole('table');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'reviewing');
    await user.type(screen.getByRole('searchbox', { name: 'Search applications' }), 'Lahore{Enter}');
    await screen.findByRole('table');
    expect(screen.getByTestId('location')).toHaveTextContent('/staff/volunteers?q=Lahore&status=reviewing');
    expect(requests.map((request) => request.url)).toEqual([
      '/api/staff/volunteers?page=3&pageSize=25',
      '/api/staff/volunteers?page=1&pageSize=25&q=Lahore&status=reviewing',
    ]);
  });

  it("shows the server's reason when the list cannot be loaded", async () => {
    fakeStaffApi({ [LIST]: () => [500, { message: 'Database unavailable' }] });
    renderEngage(<VolunteersPage />, at);
    expect(await screen.findByText('The applications could not be loaded: Database unavailable')).toBeInTheDocument();
  });
});
