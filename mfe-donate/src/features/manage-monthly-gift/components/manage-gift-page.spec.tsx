import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FRESH_LINK_MESSAGE, type ManagedMonthlyGift } from '@solar/shared-contracts';
import { bodyOf, callsTo, renderDonate, respond, respondJson, routeFetch } from '../../../testing/render-donate';
import ManageGiftPage from './manage-gift-page';

const token = (version: number) => `7.${version}.1900000000.${'a'.repeat(43)}`;

const gift = (overrides: Partial<ManagedMonthlyGift> = {}): ManagedMonthlyGift => ({
  token: token(1),
  linkExpiresAt: '2030-03-17T17:46:40.000Z',
  amount: 10,
  currency: 'GBP',
  status: 'active',
  nextPaymentDate: '2026-12-27T09:00:00.000Z',
  projectTitle: 'Punjab Rural Schools Program',
  giftAid: { status: 'none' },
  statementYears: [2026, 2025],
  ...overrides,
});

let fetchMock: jest.Mock;

function open(query = `?token=${token(1)}`) {
  const user = userEvent.setup();
  renderDonate(<ManageGiftPage />, { path: `/donate/manage${query}`, pattern: '/donate/manage' });
  return user;
}

describe('the manage page', () => {
  beforeEach(() => {
    fetchMock = routeFetch([
      { method: 'POST', path: '/api/monthly-gift/manage/view', reply: () => respondJson(200, gift()) },
      {
        method: 'POST',
        path: '/api/monthly-gift/manage/amount',
        reply: () => respondJson(200, gift({ amount: 15, token: token(2) })),
      },
      {
        method: 'POST',
        path: '/api/monthly-gift/manage/fresh-link',
        reply: () => respondJson(202, { message: FRESH_LINK_MESSAGE }),
      },
    ]);
    global.fetch = fetchMock;
  });

  it('opens the gift from the link, with its amount, status, next payment and Gift Aid', async () => {
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Manage your monthly gift' })).toBeInTheDocument();
    expect(await screen.findByText('£10')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('27 December 2026')).toBeInTheDocument();
    expect(screen.getByText('Not claimed')).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, 'POST', '/api/monthly-gift/manage/view')[0] as unknown[])).toEqual({
      token: token(1),
    });
  });

  it('changes the amount with the current link and uses the next one afterwards', async () => {
    const user = open();
    await screen.findByText('£10');
    await user.type(screen.getByRole('spinbutton', { name: /New monthly amount/ }), '15');
    await user.click(screen.getByRole('button', { name: 'Change my monthly amount' }));
    expect(await screen.findByText('£15')).toBeInTheDocument();
    expect(screen.getByText(/Your new amount is saved/)).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, 'POST', '/api/monthly-gift/manage/amount')[0] as unknown[])).toEqual({
      token: token(1),
      amount: 15,
    });
  });

  it('asks before cancelling', async () => {
    const user = open();
    await screen.findByText('£10');
    await user.click(screen.getByRole('button', { name: 'Cancel my monthly gift' }));
    expect(screen.getByText(/Cancel your monthly gift of £10\?/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yes, cancel my monthly gift' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/monthly-gift/manage/cancel')).toHaveLength(0);
  });

  it('explains a used link and offers a fresh one', async () => {
    fetchMock = routeFetch([
      {
        method: 'POST',
        path: '/api/monthly-gift/manage/view',
        reply: () =>
          respond(
            410,
            JSON.stringify({
              statusCode: 410,
              error: 'LINK_USED',
              message: 'This link has already been used to make a change.',
            }),
          ),
      },
      {
        method: 'POST',
        path: '/api/monthly-gift/manage/fresh-link',
        reply: () => respondJson(202, { message: FRESH_LINK_MESSAGE }),
      },
    ]);
    global.fetch = fetchMock;
    const user = open();
    expect(await screen.findByRole('heading', { name: 'This link has been used' })).toBeInTheDocument();
    expect(screen.getByText(/already been used/)).toHaveAttribute('role', 'alert');
    await user.type(
      screen.getByRole('textbox', { name: 'The address your monthly gift is linked to' }),
      'amina@example.org',
    );
    await user.click(screen.getByRole('button', { name: 'Email me a fresh link' }));
    await waitFor(() => expect(screen.getByText(FRESH_LINK_MESSAGE)).toBeInTheDocument());
  });

  it('recognises a link cut short without asking the API', async () => {
    open('?token=7.1.19');
    expect(await screen.findByRole('heading', { name: 'This link does not work' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/monthly-gift/manage/view')).toHaveLength(0);
  });
});
