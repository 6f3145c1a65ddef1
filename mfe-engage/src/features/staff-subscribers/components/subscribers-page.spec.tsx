import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffSubscriber } from '@solar/shared-contracts';
import { deferredResponse, fakeStaffApi, getOwnByRole, pageOf } from '@solar/shared-testing';
import { renderEngage } from '../../../testing/render-engage';
import { aSubscriber } from '../../../testing/staff-fixtures';
import SubscribersPage from './subscribers-page';

const LIST = 'GET /api/staff/subscribers';
const at = { path: '/staff/subscribers' };

/** The fake server's subscribers; unsubscribing changes the next list as the real one would. */
function serverWith(subscribers: StaffSubscriber[]) {
  let current = subscribers;
  return fakeStaffApi({
    [LIST]: () => [200, pageOf(current)],
    'POST /api/staff/subscribers/3/objection': () => {
      current = current.map((subscriber) =>
        subscriber.id === 3 ? { ...subscriber, isActive: false, objectionChannel: 'phone' as const } : subscriber,
      );
      return [200, current.find((subscriber) => subscriber.id === 3)];
    },
  });
}

describe('SubscribersPage', () => {
  it('says it is loading, then that there are no subscribers yet', async () => {
    const answer = deferredResponse();
    fakeStaffApi({ [LIST]: () => answer.promise });
    renderEngage(<SubscribersPage />, at);
    expect(getOwnByRole('status')).toHaveTextContent('Loading the subscribers…');
    await answer.resolve(200, JSON.stringify(pageOf([])));
    expect(await screen.findByText('No subscribers yet.')).toBeInTheDocument();
  });

  it('lists subscribers with their source, basis, date and status, and links the CSV of those subscribed', async () => {
    serverWith([
      aSubscriber(),
      aSubscriber({
        id: 4,
        email: 'gone@example.org',
        firstName: null,
        lastName: null,
        isActive: false,
        subscriptionSource: 'donation',
        basis: 'charity-soft-opt-in',
        sourcePage: '/projects/2/donate',
        noticeVersion: '2026-11-28',
        objectionChannel: 'post',
      }),
    ]);
    renderEngage(<SubscribersPage />, at);
    const table = await screen.findByRole('table', { name: 'Newsletter subscribers' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(
      within(first as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'chidi@example.org',
      'Chidi Obi',
      'website',
      'Consent (newsletter sign-up)',
      '18 Nov 2026, 08:00 UK time',
      'Subscribed',
      'Unsubscribe',
    ]);
    expect(
      within(second as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'gone@example.org',
      '—',
      'donation',
      'Charity soft opt-in (/projects/2/donate, notice 2026-11-28)',
      '18 Nov 2026, 08:00 UK time',
      'Unsubscribed (post)',
      '',
    ]);
    const csv = screen.getByRole('link', { name: 'Download subscribed list (CSV)' });
    expect(csv).toHaveAttribute('href', '/api/staff/subscribers/export.csv');
    expect(csv).toHaveAttribute('download', 'newsletter-subscribers.csv');
  });

  it('records an objection, with how it reached us, only after the confirm step', async () => {
    const user = userEvent.setup();
    const { requests } = serverWith([aSubscriber()]);
    renderEngage(<SubscribersPage />, at);
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe chidi@example.org' }));
    const dialog = screen.getByRole('dialog', { name: 'Unsubscribe chidi@example.org?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests.every((request) => request.method === 'GET')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Unsubscribe chidi@example.org' }));
    const confirm = screen.getByRole('dialog');
    await user.selectOptions(within(confirm).getByRole('combobox', { name: 'How did they tell us?' }), 'phone');
    await user.click(within(confirm).getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText('chidi@example.org is unsubscribed')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('Unsubscribed (phone)', { selector: 'td span' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unsubscribe chidi@example.org' })).not.toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([
      { method: 'POST', url: '/api/staff/subscribers/3/objection', body: { channel: 'phone' } },
    ]);
  });

  it("keeps the dialog open with the server's reason when unsubscribing fails", async () => {
    const user = userEvent.setup();
    fakeStaffApi({
      [LIST]: () => [200, pageOf([aSubscriber()])],
      'POST /api/staff/subscribers/3/objection': () => [503, { message: 'The database is busy' }],
    });
    renderEngage(<SubscribersPage />, at);
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe chidi@example.org' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Unsubscribe' }));
    expect(
      await within(screen.getByRole('dialog')).findByText('They were not unsubscribed: The database is busy'),
    ).toBeInTheDocument();
  });

  it('filters and searches from the address', async () => {
    const user = userEvent.setup();
    const { requests } = serverWith([aSubscriber()]);
    renderEngage(<SubscribersPage />, at);
    await screen.findByRole('table');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'unsubscribed');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Basis' }), 'charity-soft-opt-in');
    await user.type(screen.getByRole('searchbox', { name: 'Search subscribers' }), 'obi{Enter}');
    await screen.findByRole('table');
    expect(requests.map((request) => request.url)).toEqual([
      '/api/staff/subscribers?page=1&pageSize=25',
      '/api/staff/subscribers?page=1&pageSize=25&q=obi&filter=unsubscribed&basis=charity-soft-opt-in',
    ]);
  });

  it("shows the server's reason when the list cannot be loaded", async () => {
    fakeStaffApi({ [LIST]: () => [500, { message: 'Database unavailable' }] });
    renderEngage(<SubscribersPage />, at);
    expect(await screen.findByText('The subscribers could not be loaded: Database unavailable')).toBeInTheDocument();
  });
});
