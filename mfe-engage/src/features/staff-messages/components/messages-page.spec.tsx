import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferredResponse, fakeStaffApi, getOwnByRole, pageOf } from '@solar/shared-testing';
import { renderEngage } from '../../../testing/render-engage';
import { aMessage } from '../../../testing/staff-fixtures';
import MessagesPage from './messages-page';

const LIST = 'GET /api/staff/messages';

describe('MessagesPage', () => {
  it('says it is loading until the list arrives', async () => {
    const answer = deferredResponse();
    fakeStaffApi({ [LIST]: () => answer.promise });
    renderEngage(<MessagesPage />, { path: '/staff/messages' });
    expect(screen.getByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    expect(getOwnByRole('status')).toHaveTextContent('Loading the messages…');
    await answer.resolve(200, JSON.stringify(pageOf([])));
    expect(await screen.findByText('No messages yet.')).toBeInTheDocument();
  });

  it('lists messages in a captioned table, each linking to the message, unread ones marked', async () => {
    fakeStaffApi({
      [LIST]: () => [
        200,
        pageOf([aMessage(), aMessage({ id: 8, subject: 'Press enquiry', isRead: true })], { total: 30 }),
      ],
    });
    renderEngage(<MessagesPage />, { path: '/staff/messages' });
    const table = await screen.findByRole('table', { name: 'Contact messages' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first as HTMLElement).getByRole('link', { name: 'Panels for our mosque' })).toHaveAttribute(
      'href',
      '/staff/messages/7',
    );
    expect(first).toHaveTextContent('Amina Khan (amina@example.org)');
    expect(first).toHaveTextContent('Unread');
    expect(second).toHaveTextContent('Read');
    expect(screen.getByRole('navigation', { name: 'Message pages' })).toHaveTextContent('Page 1 of 2 (30 results)');
  });

  it('searches and filters from the address, and pages on', async () => {
    const user = userEvent.setup();
    const { requests } = fakeStaffApi({
      [LIST]: ({ search }) => [200, pageOf([aMessage()], { page: Number(search.get('page')), total: 30 })],
    });
    renderEngage(<MessagesPage />, { path: '/staff/messages' });
    await screen.findByRole('table');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'unread');
    await user.type(screen.getByRole('searchbox', { name: 'Search messages' }), 'mosque{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/staff/messages?q=mosque&filter=unread');
    await screen.findByText(/Page 1 of 2/);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText(/Page 2 of 2/)).toBeInTheDocument();
    expect(requests.map((request) => request.url)).toEqual([
      '/api/staff/messages?page=1&pageSize=25',
      '/api/staff/messages?page=1&pageSize=25&q=mosque&filter=unread',
      '/api/staff/messages?page=2&pageSize=25&q=mosque&filter=unread',
    ]);
  });

  it('narrows to UK days from the address and from its date fields, and shows each time in UK time', async () => {
    const user = userEvent.setup();
    const { requests } = fakeStaffApi({ [LIST]: () => [200, pageOf([aMessage()])] });
    renderEngage(<MessagesPage />, { path: '/staff/messages?filter=unread&from=2026-03-29' });
    const table = await screen.findByRole('table', { name: 'Contact messages' });
    expect(within(table).getByRole('columnheader', { name: 'Received' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/\d{2}:\d{2} UK time/);
    expect(screen.getByLabelText('From (UK day)')).toHaveValue('2026-03-29');
    await user.type(screen.getByLabelText('To (UK day)'), '2026-10-25');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/staff/messages?filter=unread&from=2026-03-29&to=2026-10-25',
    );
    await screen.findByRole('table', { name: 'Contact messages' });
    expect(requests.map((request) => request.url)).toEqual([
      '/api/staff/messages?page=1&pageSize=25&filter=unread&from=2026-03-29',
      '/api/staff/messages?page=1&pageSize=25&filter=unread&from=2026-03-29&to=2026-10-25',
    ]);
  });

  it('says when nothing matches a search', async () => {
    fakeStaffApi({ [LIST]: () => [200, pageOf([])] });
    renderEngage(<MessagesPage />, { path: '/staff/messages?q=nobody' });
    expect(await screen.findByText('No messages match.')).toBeInTheDocument();
  });

  it("shows the server's reason when the list cannot be loaded, and tries again", async () => {
    const user = userEvent.setup();
    let calls = 0;
    fakeStaffApi({
      [LIST]: () => (++calls === 1 ? [500, { message: 'Database unavailable' }] : [200, pageOf([aMessage()])]),
    });
    renderEngage(<MessagesPage />, { path: '/staff/messages' });
    expect(await screen.findByText('The messages could not be loaded: Database unavailable')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Panels for our mosque' })).toBeInTheDocument();
  });
});
