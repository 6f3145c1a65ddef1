import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { respond, respondJson } from '@solar/shared-testing';
import { renderDonate, routeFetch } from '../../../testing/render-donate';
import { pageOf, staffProject } from '../../../testing/staff-fixtures';
import StaffProjectsPage from './staff-projects-page';

describe('StaffProjectsPage', () => {
  it('lists projects with their figures, each linking to its edit page', async () => {
    global.fetch = routeFetch([
      {
        path: /^\/api\/staff\/projects/,
        reply: () =>
          respondJson(
            200,
            pageOf([staffProject(), staffProject({ id: 3, title: 'Mosque Solar Roof', status: 'on-hold' })]),
          ),
      },
    ]);
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
    const fetchMock = routeFetch([{ path: /^\/api\/staff\/projects/, reply: () => respondJson(200, pageOf([])) }]);
    global.fetch = fetchMock;
    const user = userEvent.setup();
    renderDonate(<StaffProjectsPage />, { path: '/staff/projects' });
    expect(await screen.findByText('No projects match this search.')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Title or location' }), 'lahore{Enter}');
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith('/api/staff/projects?q=lahore&page=1', expect.anything()),
    );
  });

  it('shows why the list could not be read', async () => {
    global.fetch = routeFetch([
      {
        path: /^\/api\/staff\/projects/,
        reply: () =>
          respond(
            500,
            '{"statusCode":500,"error":"Internal Server Error","message":"Something went wrong on our side."}',
          ),
      },
    ]);
    renderDonate(<StaffProjectsPage />, { path: '/staff/projects' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
  });
});
