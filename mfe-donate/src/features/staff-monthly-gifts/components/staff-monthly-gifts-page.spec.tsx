import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeStaffApi, pageOf } from '@solar/shared-testing';
import { renderDonate } from '../../../testing/render-donate';
import { staffMonthlyGift } from '../../../testing/staff-fixtures';
import StaffMonthlyGiftsPage from './staff-monthly-gifts-page';

const LIST = 'GET /api/staff/monthly-gifts';

function serve(
  list = pageOf([
    staffMonthlyGift(),
    staffMonthlyGift({
      id: 4,
      status: 'cancelled',
      projectId: null,
      projectTitle: null,
      nextBillingDate: null,
      lastPaymentDate: null,
    }),
  ]),
) {
  return fakeStaffApi({ [LIST]: () => [200, list] });
}

describe('StaffMonthlyGiftsPage', () => {
  it('lists monthly gifts with the next billing date and the last payment', async () => {
    serve();
    renderDonate(<StaffMonthlyGiftsPage />, { path: '/staff/monthly-gifts' });
    expect(screen.getByRole('heading', { level: 1, name: 'Monthly gifts' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Monthly gifts, newest first' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Donor',
      'Email',
      'Each month',
      'Project',
      'Status',
      'Payment problem',
      'Next payment',
      'Last payment',
      'Started',
      'PayPal subscription',
    ]);
    const [, active, cancelled] = within(table).getAllByRole('row') as HTMLElement[];
    expect(
      within(active as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Bilal Ahmed',
      'bilal@example.org',
      '£10',
      'Orphanage Solar Initiative',
      'Active',
      '—',
      '1 Apr 2026',
      '1 Mar 2026',
      '1 Jan 2026',
      'I-ACTIVE0001',
    ]);
    expect(
      within(cancelled as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(expect.arrayContaining(['Cancelled', 'General (no project)', '—']));
  });

  it('shows a new amount still waiting for the donor’s approval at PayPal beside the amount billed', async () => {
    serve(pageOf([staffMonthlyGift({ awaitingApprovalAmount: 15 })]));
    renderDonate(<StaffMonthlyGiftsPage />, { path: '/staff/monthly-gifts' });
    const table = await screen.findByRole('table', { name: 'Monthly gifts, newest first' });
    const [, gift] = within(table).getAllByRole('row') as HTMLElement[];
    expect(within(gift as HTMLElement).getAllByRole('cell')[2]).toHaveTextContent(
      '£10£15 asked for, waiting for the donor at PayPal',
    );
  });

  it('shows a request not approved at PayPal in time as lapsed, not as waiting', async () => {
    serve(pageOf([staffMonthlyGift({ lapsedRequestAmount: 15 })]));
    renderDonate(<StaffMonthlyGiftsPage />, { path: '/staff/monthly-gifts' });
    const table = await screen.findByRole('table', { name: 'Monthly gifts, newest first' });
    const [, gift] = within(table).getAllByRole('row') as HTMLElement[];
    expect(within(gift as HTMLElement).getAllByRole('cell')[2]).toHaveTextContent(
      '£10£15 asked for, not approved at PayPal in time',
    );
  });

  it('shows a payment problem with PayPal’s reason code, the retry date and the emails sent, and filters by it', async () => {
    const { requests } = serve(
      pageOf([
        staffMonthlyGift({
          paymentProblem: {
            reasonCode: 'PAYMENT_DENIED',
            failedAt: '2026-03-01T09:00:00.000Z',
            nextRetryDate: '2026-03-06T09:00:00.000Z',
            failedPaymentsCount: 0,
            outstandingAmount: null,
            suspended: false,
            emailsSent: 1,
          },
        }),
      ]),
    );
    const user = userEvent.setup();
    renderDonate(<StaffMonthlyGiftsPage />, { path: '/staff/monthly-gifts' });
    const table = await screen.findByRole('table', { name: 'Monthly gifts, newest first' });
    const [, gift] = within(table).getAllByRole('row') as HTMLElement[];
    expect(within(gift as HTMLElement).getAllByRole('cell')[5]).toHaveTextContent(
      'Failed: PAYMENT_DENIEDPayPal retries 6 Mar 20261 email sent to the donor',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Payments' }), 'Payment problems');
    await user.type(screen.getByRole('searchbox', { name: 'Donor name or email' }), '{Enter}');
    await waitFor(() =>
      expect(requests).toContainEqual({
        method: 'GET',
        url: '/api/staff/monthly-gifts?problem=payment&page=1',
        body: undefined,
      }),
    );
  });

  it('filters by status and donor through the address', async () => {
    const { requests } = serve();
    const user = userEvent.setup();
    renderDonate(<StaffMonthlyGiftsPage />, { path: '/staff/monthly-gifts' });
    await screen.findByRole('table');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Active');
    await user.type(screen.getByRole('searchbox', { name: 'Donor name or email' }), 'bilal{Enter}');
    await waitFor(() =>
      expect(requests).toContainEqual({
        method: 'GET',
        url: '/api/staff/monthly-gifts?q=bilal&status=active&page=1',
        body: undefined,
      }),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/staff/monthly-gifts?q=bilal&status=active');
  });

  it('says when nothing matches, and why a list could not be read', async () => {
    serve(pageOf([]));
    const { unmount } = renderDonate(<StaffMonthlyGiftsPage />, { path: '/staff/monthly-gifts?status=expired' });
    expect(await screen.findByText('No monthly gifts match these filters.')).toBeInTheDocument();
    unmount();

    fakeStaffApi({
      [LIST]: () => [503, { statusCode: 503, error: 'Service Unavailable', message: 'The database is not answering.' }],
    });
    renderDonate(<StaffMonthlyGiftsPage />, { path: '/staff/monthly-gifts' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The database is not answering.');
  });
});
