import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from '@solar/shared-routing';
import { ToastProvider } from '@solar/shared-ui';
import { deferredResponse, fakeStaffApi, getOwnByRole } from '@solar/shared-testing';
import { EngageQueryProvider } from '../../../app/engage-query-provider';
import { renderEngage } from '../../../testing/render-engage';
import { aMessage } from '../../../testing/staff-fixtures';
import MessagePage from './message-page';

const at = { path: '/staff/messages/7', pattern: '/staff/messages/:id' };

describe('MessagePage', () => {
  it('says it is loading until the message arrives', async () => {
    const answer = deferredResponse();
    fakeStaffApi({ 'GET /api/staff/messages/7': () => answer.promise });
    renderEngage(<MessagePage />, at);
    expect(getOwnByRole('status')).toHaveTextContent('Loading the message…');
    await answer.resolve(200, JSON.stringify(aMessage({ isRead: true })));
    expect(await screen.findByRole('heading', { level: 1, name: 'Panels for our mosque' })).toBeInTheDocument();
  });

  it('shows the whole message (read, now it is open) with who sent it, when, and a reply-by-email link', async () => {
    const { requests } = fakeStaffApi({ 'GET /api/staff/messages/7': () => [200, aMessage({ isRead: true })] });
    renderEngage(<MessagePage />, at);
    expect(await screen.findByRole('heading', { level: 1, name: 'Panels for our mosque' })).toBeInTheDocument();
    expect(screen.getByText(/Could you visit\?/)).toHaveTextContent('Could you visit? We have a flat roof.');
    expect(screen.getByText(/Amina Khan/)).toHaveTextContent('Amina Khan (amina@example.org)');
    expect(screen.getByText('Read')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reply by email' })).toHaveAttribute(
      'href',
      'mailto:amina@example.org?subject=Re%3A%20Panels%20for%20our%20mosque',
    );
    expect(screen.getByRole('link', { name: '← All messages' })).toHaveAttribute('href', '/staff/messages');
    expect(requests).toEqual([{ method: 'GET', url: '/api/staff/messages/7', body: undefined }]);
  });

  it('marks the message unread and goes back to the list', async () => {
    const user = userEvent.setup();
    const { requests } = fakeStaffApi({
      'GET /api/staff/messages/7': () => [200, aMessage({ isRead: true })],
      'PATCH /api/staff/messages/7': () => [200, aMessage({ isRead: false })],
    });
    // As in the console, the toasts outlive the page: the list replaces it.
    render(
      <ToastProvider>
        <EngageQueryProvider>
          <MemoryRouter initialEntries={[at.path]}>
            <Routes>
              <Route path={at.pattern} element={<MessagePage />} />
              <Route path="/staff/messages" element={<p>The list of messages</p>} />
            </Routes>
          </MemoryRouter>
        </EngageQueryProvider>
      </ToastProvider>,
    );
    await user.click(await screen.findByRole('button', { name: 'Mark as unread' }));
    expect(await screen.findByText('Message marked as unread')).toBeInTheDocument();
    expect(screen.getByText('The list of messages')).toBeInTheDocument();
    expect(requests[1]).toEqual({ method: 'PATCH', url: '/api/staff/messages/7', body: { isRead: false } });
  });

  it('says why the message could not be marked unread', async () => {
    const user = userEvent.setup();
    fakeStaffApi({
      'GET /api/staff/messages/7': () => [200, aMessage({ isRead: true })],
      'PATCH /api/staff/messages/7': () => [503, { message: 'The database is busy' }],
    });
    renderEngage(<MessagePage />, at);
    await user.click(await screen.findByRole('button', { name: 'Mark as unread' }));
    expect(await screen.findByText('It could not be marked unread: The database is busy')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/staff/messages/7');
  });

  it('says so for a message that does not exist', async () => {
    fakeStaffApi({ 'GET /api/staff/messages/7': () => [404, { message: 'No contact message has id 7' }] });
    renderEngage(<MessagePage />, at);
    expect(await screen.findByRole('heading', { level: 1, name: 'No such message' })).toBeInTheDocument();
  });

  it('asks nothing for an address that cannot name a message', () => {
    const { requests } = fakeStaffApi({});
    renderEngage(<MessagePage />, { path: '/staff/messages/abc', pattern: '/staff/messages/:id' });
    expect(screen.getByRole('heading', { level: 1, name: 'No such message' })).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it("shows the server's reason when the message cannot be loaded", async () => {
    fakeStaffApi({ 'GET /api/staff/messages/7': () => [500, { message: 'Database unavailable' }] });
    renderEngage(<MessagePage />, at);
    expect(await screen.findByText('The message could not be loaded: Database unavailable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
