import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastProvider } from '@solar/shared-ui';
import { fakeStaffApi, getOwnByRole, type SentRequest } from '@solar/shared-testing';
import { renderDonate } from '../../../testing/render-donate';
import { staffProject } from '../../../testing/staff-fixtures';
import StaffProjectPage from './staff-project-page';

const READ = 'GET /api/staff/projects/1';
const SAVE = 'PATCH /api/staff/projects/1';
const edits = (requests: SentRequest[]) => requests.filter((request) => request.method === 'PATCH');

const renderProjectPage = (id = '1') =>
  renderDonate(
    <ToastProvider>
      <StaffProjectPage />
    </ToastProvider>,
    { path: `/staff/projects/${id}`, pattern: '/staff/projects/:id' },
  );

describe('StaffProjectPage', () => {
  it('shows the project in labelled fields, with the raised amount as read-only text', async () => {
    fakeStaffApi({ [READ]: () => [200, staffProject()] });
    renderProjectPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Edit Orphanage Solar Initiative' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Orphanage Solar Initiative');
    expect(screen.getByLabelText('Description')).toHaveValue('A rooftop array for a children’s home.');
    expect(screen.getByLabelText('Target (£)')).toHaveValue(35000);
    expect(screen.getByLabelText('Target (£)')).toHaveAccessibleDescription(
      'Raised so far: £8,500, from completed gifts; it cannot be edited.',
    );
    expect(screen.getByLabelText('Status')).toHaveValue('active');
    expect(screen.getByLabelText('Progress (%)')).toHaveValue(24);
    expect(screen.queryByLabelText(/Raised/)).toBeNull();
    expect(screen.getByRole('link', { name: 'See its public page' })).toHaveAttribute('href', '/projects/1/donate');
  });

  it('sends only what changed and confirms with a toast', async () => {
    const { requests } = fakeStaffApi({
      [READ]: () => [200, staffProject()],
      [SAVE]: () => [200, staffProject({ title: 'Orphanage Solar Roof', targetAmount: 40000, progressPercentage: 21 })],
    });
    const user = userEvent.setup();
    renderProjectPage();
    const title = await screen.findByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Orphanage Solar Roof');
    await user.clear(screen.getByLabelText('Target (£)'));
    await user.type(screen.getByLabelText('Target (£)'), '40000');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Project saved')).toBeInTheDocument();
    expect(edits(requests)[0]).toEqual({
      method: 'PATCH',
      url: '/api/staff/projects/1',
      body: { title: 'Orphanage Solar Roof', targetAmount: 40000 },
    });
    await waitFor(() => expect(screen.getByLabelText('Progress (%)')).toHaveValue(21));
  });

  it('puts the API’s 400 messages next to the fields they are about', async () => {
    const refusal = {
      statusCode: 400,
      error: 'Bad Request',
      message: ['Target must be at most £50,000', 'Progress must be a whole number from 0 to 100'],
    };
    fakeStaffApi({ [READ]: () => [200, staffProject()], [SAVE]: () => [400, refusal] });
    const user = userEvent.setup();
    renderProjectPage();
    const target = await screen.findByLabelText('Target (£)');
    await user.clear(target);
    await user.type(target, '60000');
    await user.clear(screen.getByLabelText('Progress (%)'));
    await user.type(screen.getByLabelText('Progress (%)'), '120');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(target).toHaveAttribute('aria-invalid', 'true'));
    expect(target).toHaveAccessibleDescription(expect.stringContaining('Target must be at most £50,000'));
    expect(target).toHaveFocus();
    expect(screen.getByLabelText('Progress (%)')).toHaveAccessibleDescription(
      expect.stringContaining('Progress must be a whole number from 0 to 100'),
    );
    expect(screen.queryByText('Project saved')).toBeNull();
  });

  it('places a 400 by the fields the API names (fieldErrors), whatever its wording', async () => {
    const refusal = {
      statusCode: 400,
      error: 'Bad Request',
      message: ['Aim must not exceed £50,000'],
      fieldErrors: { targetAmount: ['Aim must not exceed £50,000'] },
    };
    fakeStaffApi({ [READ]: () => [200, staffProject()], [SAVE]: () => [400, refusal] });
    const user = userEvent.setup();
    renderProjectPage();
    const target = await screen.findByLabelText('Target (£)');
    await user.clear(target);
    await user.type(target, '60000');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(target).toHaveAttribute('aria-invalid', 'true'));
    expect(target).toHaveAccessibleDescription(expect.stringContaining('Aim must not exceed £50,000'));
    expect(target).toHaveFocus();
  });

  it('says when nothing has changed instead of sending an empty edit', async () => {
    const { requests } = fakeStaffApi({ [READ]: () => [200, staffProject()] });
    const user = userEvent.setup();
    renderProjectPage();
    await user.click(await screen.findByRole('button', { name: 'Save changes' }));
    expect(getOwnByRole('alert')).toHaveTextContent('Nothing has changed yet.');
    expect(edits(requests)).toHaveLength(0);
  });

  it('answers an unknown or malformed id with a not-found page', async () => {
    fakeStaffApi({
      'GET /api/staff/projects/99': () => [
        404,
        { statusCode: 404, error: 'Not Found', message: 'Project 99 was not found' },
      ],
    });
    renderProjectPage('99');
    expect(await screen.findByRole('heading', { level: 1, name: 'Project not found' })).toBeInTheDocument();
  });
});
