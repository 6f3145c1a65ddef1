import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffGiftMessage } from '@solar/shared-contracts';
import { fakeStaffApi, pageOf, type Answer } from '@solar/shared-testing';
import { renderDonate } from '../../../testing/render-donate';
import GiftMessagesPage from './gift-messages-page';

const waiting = (overrides: Partial<StaffGiftMessage> = {}): StaffGiftMessage => ({
  donationId: 12,
  projectId: 1,
  projectTitle: 'Hargeisa Girls’ School',
  shownName: 'Anonymous',
  isAnonymous: false,
  name: 'The Khan family',
  nameStatus: 'pending',
  nameModeratedBy: null,
  nameModeratedAt: null,
  message: 'For every lesson.',
  status: 'pending',
  date: '2026-11-20T10:00:00.000Z',
  moderatedBy: null,
  moderatedAt: null,
  ...overrides,
});

const anonymousGift = waiting({ donationId: 13, isAnonymous: true, name: null, nameStatus: null });

/** The queue of both gifts, and one answer to every decision on them. */
function serve(decision: Answer) {
  return fakeStaffApi({
    'GET /api/staff/donations/messages': () => [200, pageOf([waiting(), anonymousGift])],
    'PATCH /api/staff/donations/12/name': () => decision,
    'PATCH /api/staff/donations/12/message': () => decision,
    'PATCH /api/staff/donations/13/message': () => decision,
  });
}

describe('GiftMessagesPage', () => {
  it('shows each gift’s name to show and message, each with its own decision, and none for an unnamed gift', async () => {
    serve([200, waiting({ nameStatus: 'approved' })]);
    renderDonate(<GiftMessagesPage />, { path: '/staff/donations/messages' });
    expect(screen.getByRole('heading', { level: 1, name: 'Supporters’ names and messages' })).toBeInTheDocument();
    const named = await screen.findByRole('listitem', { name: 'The Khan family · Hargeisa Girls’ School' });
    expect(within(named).getByRole('heading', { level: 3, name: 'Name to show' })).toBeInTheDocument();
    expect(within(named).getByRole('button', { name: 'Approve the name “The Khan family”' })).toBeInTheDocument();
    expect(within(named).getByRole('button', { name: 'Hide The Khan family’s message' })).toBeInTheDocument();
    const unnamed = screen.getByRole('listitem', { name: 'Anonymous · Hargeisa Girls’ School' });
    expect(within(unnamed).getByText(/The donor chose not to show a name/)).toBeInTheDocument();
    expect(within(unnamed).queryByRole('heading', { name: 'Name to show' })).not.toBeInTheDocument();
    expect(
      within(unnamed)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Approve Anonymous’s message', 'Hide Anonymous’s message']);
  });

  it('approves a name by itself, from the status the member of staff saw', async () => {
    const { requests } = serve([200, waiting({ nameStatus: 'approved' })]);
    const sentTo = (url: string) => requests.filter((request) => request.method === 'PATCH' && request.url === url);
    const user = userEvent.setup();
    renderDonate(<GiftMessagesPage />, { path: '/staff/donations/messages' });
    await user.click(await screen.findByRole('button', { name: 'Approve the name “The Khan family”' }));
    await waitFor(() => expect(sentTo('/api/staff/donations/12/name')).toHaveLength(1));
    expect(sentTo('/api/staff/donations/12/name')[0]?.body).toEqual({
      status: 'approved',
      from: 'pending',
    });
    expect(sentTo('/api/staff/donations/12/message')).toHaveLength(0);
  });

  it('says who decided first when someone else took the name’s decision', async () => {
    serve([
      409,
      {
        statusCode: 409,
        error: 'NAME_DECIDED_MEANWHILE',
        message:
          'fatima hidden this name at 10:02 UTC on 2026-11-21 while you were reading it; your decision was not saved.',
      },
    ]);
    const user = userEvent.setup();
    renderDonate(<GiftMessagesPage />, { path: '/staff/donations/messages' });
    await user.click(await screen.findByRole('button', { name: 'Approve the name “The Khan family”' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /fatima hidden this name .* your decision was not saved/,
    );
  });
});
