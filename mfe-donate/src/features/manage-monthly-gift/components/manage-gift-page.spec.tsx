import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FRESH_LINK_MESSAGE, type ManagedMonthlyGift } from '@solar/shared-contracts';
import { fakeStaffApi, type SentRequest } from '@solar/shared-testing';
import { redirectTo } from '../../../lib/navigation';
import { PAYPAL_SETUP, renderDonate } from '../../../testing/render-donate';
import ManageGiftPage from './manage-gift-page';

jest.mock('../../../lib/navigation', () => ({ redirectTo: jest.fn() }));

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
  awaitingApproval: null,
  lapsedRequest: null,
  paymentProblem: null,
  ...overrides,
});

let requests: SentRequest[];
const sentTo = (path: string) => requests.filter((request) => request.method === 'POST' && request.url === path);

function open(query = `?token=${token(1)}`) {
  const user = userEvent.setup();
  renderDonate(<ManageGiftPage />, { path: `/donate/manage${query}`, pattern: '/donate/manage' });
  return user;
}

describe('the manage page', () => {
  beforeEach(() => {
    ({ requests } = fakeStaffApi({
      'POST /api/monthly-gift/manage/view': () => [200, gift()],
      'POST /api/monthly-gift/manage/amount': () => [200, gift({ amount: 15, token: token(2) })],
      'POST /api/monthly-gift/manage/fresh-link': () => [202, { message: FRESH_LINK_MESSAGE }],
    }));
  });

  it('opens the gift from the link, with its amount, status, next payment and Gift Aid', async () => {
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Manage your monthly gift' })).toBeInTheDocument();
    expect(await screen.findByText('£10')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('27 December 2026')).toBeInTheDocument();
    expect(screen.getByText('Not claimed')).toBeInTheDocument();
    expect(sentTo('/api/monthly-gift/manage/view')[0]?.body).toEqual({
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
    expect(sentTo('/api/monthly-gift/manage/amount')[0]?.body).toEqual({
      token: token(1),
      amount: 15,
    });
  });

  describe('payments that failed at PayPal', () => {
    const onHold = (overrides: Partial<ManagedMonthlyGift> = {}) =>
      gift({
        status: 'suspended',
        nextPaymentDate: null,
        paymentProblem: {
          reasonCode: 'PAYMENT_DENIED',
          failedAt: '2026-11-20T09:00:00.000Z',
          nextRetryDate: null,
          failedPaymentsCount: 3,
          outstandingAmount: 30,
          suspended: true,
        },
        ...overrides,
      });

    beforeEach(() => {
      ({ requests } = fakeStaffApi({
        'POST /api/monthly-gift/manage/view': () => [200, onHold()],
        'POST /api/monthly-gift/manage/pay-outstanding': () => [
          200,
          onHold({
            token: token(2),
            paymentProblem: {
              ...(onHold().paymentProblem as NonNullable<ManagedMonthlyGift['paymentProblem']>),
              outstandingAmount: null,
            },
          }),
        ],
      }));
    });

    it('says PayPal put the gift on hold (not the donor’s pause), why, and how to update the card in PayPal', async () => {
      open();
      expect(await screen.findByRole('heading', { name: 'PayPal has put your gift on hold' })).toBeInTheDocument();
      expect(screen.getByText('On hold: PayPal could not take your payments')).toBeInTheDocument();
      expect(screen.getByText(/the card or bank PayPal charges declined the payment/)).toBeInTheDocument();
      expect(screen.getByText(/This is not a pause you chose/)).toBeInTheDocument();
      expect(screen.getByText(/Manage automatic payments/)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Change my monthly amount' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Cancel my monthly gift' })).toBeInTheDocument();
    });

    it('offers paying the missed months and restarting, a new monthly gift at the same amount, not a plain restart', async () => {
      open();
      expect(await screen.findByRole('button', { name: 'Pay the missed £30 and restart' })).toBeInTheDocument();
      expect(
        screen.getByText(/PayPal restarts a gift it put on hold only once the missed £30 is paid/),
      ).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Restart my monthly gift' })).not.toBeInTheDocument();
      // Paying alone would leave the gift on hold: on hold, paying is part of restarting.
      expect(screen.queryByRole('button', { name: 'Pay the missed £30' })).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Start a new monthly gift instead' })).toHaveAttribute(
        'href',
        '/donate?frequency=monthly&amount=10',
      );
      expect(screen.getByRole('button', { name: 'Cancel my monthly gift' })).toBeInTheDocument();
    });

    it('pays the missed months and restarts only after the donor confirms the amount', async () => {
      ({ requests } = fakeStaffApi({
        'POST /api/monthly-gift/manage/view': () => [200, onHold()],
        'POST /api/monthly-gift/manage/pay-and-restart': () => [
          200,
          {
            ...gift({ token: token(2) }),
            restarted: true,
            message: 'Thank you: PayPal has taken the missed £30 and your gift has restarted.',
          },
        ],
      }));
      const user = open();
      await user.click(await screen.findByRole('button', { name: 'Pay the missed £30 and restart' }));
      expect(sentTo('/api/monthly-gift/manage/pay-and-restart')).toHaveLength(0);
      const question = screen.getByRole('group', { name: /Pay £30 now and restart your monthly gift of £10\?/ });
      await waitFor(() => expect(question).toHaveFocus());
      await user.click(screen.getByRole('button', { name: 'Not now' }));
      expect(sentTo('/api/monthly-gift/manage/pay-and-restart')).toHaveLength(0);
      await user.click(screen.getByRole('button', { name: 'Pay the missed £30 and restart' }));
      await user.click(screen.getByRole('button', { name: 'Yes, pay £30 and restart' }));
      expect(
        await screen.findByText('Thank you: PayPal has taken the missed £30 and your gift has restarted.'),
      ).toHaveAttribute('role', 'status');
      expect(sentTo('/api/monthly-gift/manage/pay-and-restart')).toEqual([
        expect.objectContaining({ body: { token: token(1), confirm: true } }),
      ]);
      expect(screen.getByText('Active')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Pause my monthly gift' })).toBeInTheDocument();
    });

    it('paid but not restarted: says so and offers Restart with the next link', async () => {
      const paid = onHold({
        token: token(2),
        paymentProblem: {
          ...(onHold().paymentProblem as NonNullable<ManagedMonthlyGift['paymentProblem']>),
          outstandingAmount: null,
        },
      });
      ({ requests } = fakeStaffApi({
        'POST /api/monthly-gift/manage/view': () => [200, onHold()],
        'POST /api/monthly-gift/manage/pay-and-restart': () => [
          200,
          {
            ...paid,
            restarted: false,
            message:
              'Thank you: PayPal has taken the missed £30, and we have recorded it. PayPal did not restart your gift just then: press “Restart my monthly gift” now to restart it.',
          },
        ],
        'POST /api/monthly-gift/manage/resume': () => [200, gift({ token: token(3) })],
      }));
      const user = open();
      await user.click(await screen.findByRole('button', { name: 'Pay the missed £30 and restart' }));
      await user.click(screen.getByRole('button', { name: 'Yes, pay £30 and restart' }));
      expect(await screen.findByText(/PayPal did not restart your gift just then/)).toHaveAttribute('role', 'status');
      await user.click(screen.getByRole('button', { name: 'Restart my monthly gift' }));
      expect(
        await screen.findByText('Your gift has restarted. We have emailed you a confirmation.'),
      ).toBeInTheDocument();
      expect(sentTo('/api/monthly-gift/manage/resume')[0]?.body).toEqual({ token: token(2) });
    });

    it('says in plain words when PayPal will not restart a gift on hold', async () => {
      const message =
        'PayPal put your gift on hold after payments failed, and it will not restart it. Nothing has been changed. You can start a new monthly gift instead on our donate page, or cancel this one.';
      ({ requests } = fakeStaffApi({
        'POST /api/monthly-gift/manage/view': () => [
          200,
          onHold({
            paymentProblem: {
              ...(onHold().paymentProblem as NonNullable<ManagedMonthlyGift['paymentProblem']>),
              outstandingAmount: null,
            },
          }),
        ],
        'POST /api/monthly-gift/manage/resume': () => [
          409,
          { statusCode: 409, error: 'RESTART_NEEDS_PAYMENT', message },
        ],
      }));
      const user = open();
      await user.click(await screen.findByRole('button', { name: 'Restart my monthly gift' }));
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(screen.getByText('On hold: PayPal could not take your payments')).toBeInTheDocument();
    });

    it('pays a missed month of a gift still running only after the donor confirms', async () => {
      const running = gift({
        paymentProblem: {
          reasonCode: null,
          failedAt: null,
          nextRetryDate: null,
          failedPaymentsCount: 0,
          outstandingAmount: 30,
          suspended: false,
        },
      });
      ({ requests } = fakeStaffApi({
        'POST /api/monthly-gift/manage/view': () => [200, running],
        'POST /api/monthly-gift/manage/pay-outstanding': () => [200, gift({ token: token(2) })],
      }));
      const user = open();
      await user.click(await screen.findByRole('button', { name: 'Pay the missed £30' }));
      expect(sentTo('/api/monthly-gift/manage/pay-outstanding')).toHaveLength(0);
      await user.click(screen.getByRole('button', { name: 'Yes, pay £30 now' }));
      expect(await screen.findByText('Thank you: PayPal has taken the missed payment in full.')).toBeInTheDocument();
      expect(sentTo('/api/monthly-gift/manage/pay-outstanding')[0]?.body).toEqual({
        token: token(1),
        confirm: true,
      });
      expect(screen.queryByRole('button', { name: /Pay the missed/ })).not.toBeInTheDocument();
    });
  });

  describe('a new amount PayPal asks the donor to approve', () => {
    const approvalUrl = 'https://www.sandbox.paypal.com/webapps/billing/subscriptions/update?ba_token=BA-7';
    const waiting = (overrides: Partial<ManagedMonthlyGift> = {}) =>
      gift({ token: token(2), awaitingApproval: { amount: 15, approvalUrl }, ...overrides });

    function withAnswers(amount: ManagedMonthlyGift, setup: unknown = PAYPAL_SETUP) {
      ({ requests } = fakeStaffApi({
        'POST /api/monthly-gift/manage/view': () => [200, gift()],
        'POST /api/monthly-gift/manage/amount': () => [200, amount],
        'GET /paypal/setup': () => [200, setup],
      }));
    }

    beforeEach(() => {
      jest.mocked(redirectTo).mockClear();
      window.sessionStorage.clear();
    });

    it('says what happens, then sends the donor to PayPal’s approval page with the link kept in the tab', async () => {
      withAnswers(waiting());
      const user = open();
      await screen.findByText('£10');
      await user.type(screen.getByRole('spinbutton', { name: /New monthly amount/ }), '15');
      await user.click(screen.getByRole('button', { name: 'Change my monthly amount' }));
      expect(await screen.findByText(/One more step/)).toHaveAttribute('role', 'status');
      expect(screen.getByText('£15 a month, waiting for your approval at PayPal')).toBeInTheDocument();
      expect(screen.getByText(/until you do, it keeps taking £10 a month/)).toBeInTheDocument();
      expect(redirectTo).not.toHaveBeenCalled();
      const go = screen.getByRole('button', { name: 'Approve £15 a month at PayPal' });
      await waitFor(() => expect(go).toBeEnabled());
      await user.click(go);
      expect(redirectTo).toHaveBeenCalledWith(approvalUrl);
      expect(window.sessionStorage.getItem('solar:monthly-gift-link')).toBe(token(2));
    });

    it('never leaves for an address off the PayPal origin the API names', async () => {
      withAnswers(waiting({ awaitingApproval: { amount: 15, approvalUrl: 'https://evil.example/approve' } }));
      const user = open();
      await screen.findByText('£10');
      await user.type(screen.getByRole('spinbutton', { name: /New monthly amount/ }), '15');
      await user.click(screen.getByRole('button', { name: 'Change my monthly amount' }));
      const go = await screen.findByRole('button', { name: 'Approve £15 a month at PayPal' });
      await waitFor(() => expect(go).toBeEnabled());
      await user.click(go);
      expect(await screen.findByText(/could not send you to PayPal safely/)).toBeInTheDocument();
      expect(redirectTo).not.toHaveBeenCalled();
    });

    it('back from PayPal, opens the gift with the kept link and says the new amount is in place', async () => {
      window.sessionStorage.setItem('solar:monthly-gift-link', token(2));
      ({ requests } = fakeStaffApi({
        'POST /api/monthly-gift/manage/view': () => [200, gift({ token: token(2), amount: 15 })],
      }));
      open('?approval=approved&subscription_id=I-ABCDEFGHJKLM&ba_token=BA-7&token=BA-7');
      expect(
        await screen.findByText(
          'Thank you: you approved your new amount at PayPal. Your gift is now £15 a month, from your next payment.',
        ),
      ).toHaveAttribute('role', 'status');
      expect(sentTo('/api/monthly-gift/manage/view')[0]?.body).toEqual({
        token: token(2),
      });
    });

    it('back from PayPal before it confirmed, says the new amount still waits and the old one stays', async () => {
      window.sessionStorage.setItem('solar:monthly-gift-link', token(2));
      ({ requests } = fakeStaffApi({
        'POST /api/monthly-gift/manage/view': () => [200, waiting()],
        'GET /paypal/setup': () => [200, PAYPAL_SETUP],
      }));
      open('?approval=approved&token=BA-7');
      expect(
        await screen.findByText(/still waiting for your approval and your gift stays at £10 a month/),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Approve £15 a month at PayPal' })).toBeInTheDocument();
    });

    it('back from PayPal in a tab without the link, explains and offers a fresh one', async () => {
      open('?approval=cancelled&token=BA-7');
      expect(await screen.findByText(/This browser tab no longer holds the link/)).toHaveAttribute('role', 'alert');
      expect(sentTo('/api/monthly-gift/manage/view')).toHaveLength(0);
    });
  });

  describe('a new amount not approved at PayPal in time', () => {
    const lapsed = (overrides: Partial<ManagedMonthlyGift> = {}) =>
      gift({ lapsedRequest: { amount: 15 }, ...overrides });

    it('says plainly that it lapsed and the old amount goes on, offers no approval, and asks again for it', async () => {
      ({ requests } = fakeStaffApi({
        'POST /api/monthly-gift/manage/view': () => [200, lapsed()],
        'POST /api/monthly-gift/manage/amount': () => [
          200,
          gift({
            token: token(2),
            awaitingApproval: {
              amount: 15,
              approvalUrl: 'https://www.sandbox.paypal.com/webapps/billing/subscriptions/update?ba_token=BA-8',
            },
          }),
        ],
        'GET /paypal/setup': () => [200, PAYPAL_SETUP],
      }));
      const user = open();
      expect(
        await screen.findByRole('heading', { name: 'Your new amount was not approved in time' }),
      ).toBeInTheDocument();
      expect(
        screen.getByText(
          /You asked to give £15 a month, but the request was not approved at PayPal in time, so it has lapsed\. PayPal goes on taking £10 a month\./,
        ),
      ).toBeInTheDocument();
      expect(screen.getByText('£15 a month asked for, not approved at PayPal in time')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /at PayPal$/ })).not.toBeInTheDocument();
      expect(screen.queryByText(/waiting for your approval/)).not.toBeInTheDocument();
      expect(screen.getByRole('spinbutton', { name: /New monthly amount/ })).toHaveValue(15);

      await user.click(screen.getByRole('button', { name: 'Change my monthly amount' }));
      expect(await screen.findByRole('button', { name: 'Approve £15 a month at PayPal' })).toBeInTheDocument();
      expect(
        screen.queryByRole('heading', { name: 'Your new amount was not approved in time' }),
      ).not.toBeInTheDocument();
      expect(sentTo('/api/monthly-gift/manage/amount')[0]?.body).toEqual({
        token: token(1),
        amount: 15,
      });
    });

    it('back from PayPal after the time passed, says the old amount stays', async () => {
      window.sessionStorage.setItem('solar:monthly-gift-link', token(2));
      ({ requests } = fakeStaffApi({
        'POST /api/monthly-gift/manage/view': () => [200, lapsed({ token: token(2) })],
      }));
      open('?approval=approved&token=BA-7');
      expect(
        await screen.findByText(
          'PayPal has not confirmed your new amount of £15, and the time to approve it has passed, so your gift stays at £10 a month. You can ask again below.',
        ),
      ).toHaveAttribute('role', 'status');
    });
  });

  it('asks before cancelling', async () => {
    const user = open();
    await screen.findByText('£10');
    await user.click(screen.getByRole('button', { name: 'Cancel my monthly gift' }));
    expect(screen.getByText(/Cancel your monthly gift of £10\?/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yes, cancel my monthly gift' })).toBeInTheDocument();
    expect(sentTo('/api/monthly-gift/manage/cancel')).toHaveLength(0);
  });

  it('explains a used link and offers a fresh one', async () => {
    ({ requests } = fakeStaffApi({
      'POST /api/monthly-gift/manage/view': () => [
        410,
        {
          statusCode: 410,
          error: 'LINK_USED',
          message: 'This link has already been used to make a change.',
        },
      ],
      'POST /api/monthly-gift/manage/fresh-link': () => [202, { message: FRESH_LINK_MESSAGE }],
    }));
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
    expect(sentTo('/api/monthly-gift/manage/view')).toHaveLength(0);
  });
});
