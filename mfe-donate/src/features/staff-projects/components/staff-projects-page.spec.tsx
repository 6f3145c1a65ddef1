import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeStaffApi, pageOf } from '@solar/shared-testing';
import { renderDonate } from '../../../testing/render-donate';
import { staffProject } from '../../../testing/staff-fixtures';
import StaffProjectsPage from './staff-projects-page';

const LIST = 'GET /api/staff/projects';

describe('StaffProjectsPage', () => {
  it('lists projects with their figures, each linking to its edit page', async () => {
    fakeStaffApi({
      [LIST]: () => [
        200,
        pageOf([staffProject(), staffProject({ id: 3, title: 'Mosque Solar Roof', status: 'on-hold' })]),
      ],
    });
    const user = userEvent.setup();
    renderDonate(<StaffProjectsPage />, { path: '/staff/projects' });
    const table = await screen.findByRole('table', { name: 'Projects' });
    expect(
      within(table).getByRole('row', {
        name: /Orphanage Solar Initiative Lahore, Punjab, Pakistan Active £35,000 £8,500 24%/,
      }),
    ).toBeInTheDocument();
    expect(within(table).getByText('On hold')).toBeInTheDocument();
    await user.click(within(table).getByRole('link', { name: 'Mosque Solar Roof' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/staff/projects/3');
  });

  it('searches by title or location', async () => {
    const { requests } = fakeStaffApi({ [LIST]: () => [200, pageOf([])] });
    const user = userEvent.setup();
    renderDonate(<StaffProjectsPage />, { path: '/staff/projects' });
    expect(await screen.findByText('No projects match this search.')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Title or location' }), 'lahore{Enter}');
    await waitFor(() =>
      expect(requests).toContainEqual({ method: 'GET', url: '/api/staff/projects?q=lahore&page=1', body: undefined }),
    );
  });

  it('shows why the list could not be read', async () => {
    fakeStaffApi({
      [LIST]: () => [
        500,
        { statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong on our side.' },
      ],
    });
    renderDonate(<StaffProjectsPage />, { path: '/staff/projects' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
  });
});
