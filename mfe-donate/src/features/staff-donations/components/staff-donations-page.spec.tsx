import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeStaffApi, pageOf, type SentRequest } from '@solar/shared-testing';
import { renderDonate } from '../../../testing/render-donate';
import { donationTotals, staffDonation, staffProject } from '../../../testing/staff-fixtures';
import StaffDonationsPage from './staff-donations-page';

const projects = pageOf([staffProject(), staffProject({ id: 2, title: 'Punjab Rural Schools Program' })]);
const listUrls = (requests: SentRequest[]) =>
  requests
    .map((request) => request.url)
    .filter((url) => url.startsWith('/api/staff/donations?') || url === '/api/staff/donations');

function serve(
  list = pageOf([
    staffDonation(),
    staffDonation({
      id: 12,
      projectId: null,
      projectTitle: null,
      donorName: 'Cara Jones',
      status: 'pending',
      paypalCaptureId: null,
    }),
  ]),
) {
  return fakeStaffApi({
    'GET /api/staff/projects': () => [200, projects],
    'GET /api/staff/donations/totals': () => [200, donationTotals()],
    'GET /api/staff/donations': () => [200, list],
  });
}

describe('StaffDonationsPage', () => {
  it('lists donations with their amount, project and status, and the totals per project and month', async () => {
    serve();
    renderDonate(<StaffDonationsPage />, { path: '/staff/donations' });
    expect(screen.getByRole('heading', { level: 1, name: 'Donations' })).toBeInTheDocument();
    const list = await screen.findByRole('table', { name: 'Donations, newest first' });
    const rows = within(list).getAllByRole('row');
    expect(
      within(rows[1] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '10 Mar 2026, 10:00 UK time',
      'Amina Khan',
      'amina@example.org',
      'Orphanage Solar Initiative',
      '£25',
      'Completed',
      'CAPTURE-1',
    ]);
    expect(within(rows[2] as HTMLElement).getByText('General (no project)')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('Pending')).toBeInTheDocument();

    const byProject = await screen.findByRole('table', { name: 'Completed gifts by project' });
    expect(within(byProject).getByRole('row', { name: 'Orphanage Solar Initiative 2 £35.50' })).toBeInTheDocument();
    expect(within(byProject).getByRole('row', { name: 'General (no project) 1 £100' })).toBeInTheDocument();
    const byMonth = screen.getByRole('table', { name: 'Completed gifts by month (UK time)' });
    expect(within(byMonth).getByRole('row', { name: 'March 2026 3 £135.50' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/staff/donations/export.csv',
    );
  });

  it('applies the search, status and project filters to the list, the totals and the CSV, and keeps them in the address', async () => {
    const { requests, fetchMock } = serve();
    const user = userEvent.setup();
    renderDonate(<StaffDonationsPage />, { path: '/staff/donations' });
    await screen.findByRole('option', { name: 'Punjab Rural Schools Program' });
    await user.type(screen.getByRole('searchbox', { name: 'Donor name or email' }), 'amina');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Completed');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Project' }), 'General (no project)');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));

    await waitFor(() =>
      expect(listUrls(requests)).toContain('/api/staff/donations?q=amina&status=completed&projectId=general&page=1'),
    );
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/staff/donations/totals?q=amina&status=completed&projectId=general',
      expect.objectContaining({ credentials: 'same-origin' }),
    );
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/staff/donations/export.csv?q=amina&status=completed&projectId=general',
    );
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/staff/donations?q=amina&status=completed&projectId=general',
    );
  });

  it('filters by a date range, and says so next to the field when the end is before the start', async () => {
    const { requests } = serve();
    const user = userEvent.setup();
    renderDonate(<StaffDonationsPage />, { path: '/staff/donations?status=completed' });
    await screen.findByRole('table', { name: 'Donations, newest first' });
    const from = screen.getByLabelText('From (UK day)');
    const to = screen.getByLabelText('To (UK day)');
    await user.type(from, '2026-03-10');
    await user.type(to, '2026-03-01');
    await user.click(screen.getByRole('button', { name: 'Apply dates' }));
    expect(to).toHaveAccessibleDescription('The end date must be the same as the start date or later.');
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(to).toHaveFocus();
    expect(listUrls(requests).some((url) => url.includes('from='))).toBe(false);

    await user.clear(to);
    await user.type(to, '2026-03-31');
    await user.click(screen.getByRole('button', { name: 'Apply dates' }));
    await waitFor(() =>
      expect(listUrls(requests)).toContain(
        '/api/staff/donations?status=completed&from=2026-03-10&to=2026-03-31&page=1',
      ),
    );
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/staff/donations/export.csv?status=completed&from=2026-03-10&to=2026-03-31',
    );
  });

  it('pages through the list by keyboard', async () => {
    const { requests } = serve(pageOf([staffDonation()], { total: 60 }));
    const user = userEvent.setup();
    renderDonate(<StaffDonationsPage />, { path: '/staff/donations' });
    expect(await screen.findByText('Page 1 of 3 (60 results)')).toBeInTheDocument();
    screen.getByRole('button', { name: 'Next page' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(listUrls(requests)).toContain('/api/staff/donations?page=2'));
  });

  it('says when nothing matches', async () => {
    serve(pageOf([]));
    renderDonate(<StaffDonationsPage />, { path: '/staff/donations?q=nobody' });
    expect(await screen.findByText('No donations match these filters.')).toBeInTheDocument();
  });

  it('shows the API’s reason when the list cannot be read', async () => {
    const failure = { statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong on our side.' };
    fakeStaffApi({
      'GET /api/staff/projects': () => [200, projects],
      'GET /api/staff/donations': () => [500, failure],
      'GET /api/staff/donations/totals': () => [500, failure],
    });
    renderDonate(<StaffDonationsPage />, { path: '/staff/donations' });
    expect(await screen.findAllByRole('alert')).toHaveLength(2);
    expect(screen.getAllByRole('alert')[0]).toHaveTextContent('Something went wrong on our side.');
  });
});
