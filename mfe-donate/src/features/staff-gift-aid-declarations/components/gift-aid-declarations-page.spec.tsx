import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeStaffApi, pageOf, type SentRequest } from '@solar/shared-testing';
import { renderDonate } from '../../../testing/render-donate';
import { staffDeclaration } from '../../../testing/gift-aid-fixtures';
import GiftAidDeclarationsPage from './gift-aid-declarations-page';

const LIST = 'GET /api/staff/gift-aid/declarations';
const listUrls = (requests: SentRequest[]) => requests.map((request) => request.url);

function serve(
  list = pageOf([
    staffDeclaration(),
    staffDeclaration({
      id: 8,
      title: null,
      firstName: 'Bilal',
      lastName: 'Ahmed',
      postcode: 'LS1 4AP',
      scope: 'this-gift',
      cancelledAt: '2026-06-01T08:00:00.000Z',
      donationCount: 1,
    }),
  ]),
) {
  return fakeStaffApi({ [LIST]: () => [200, list] });
}

describe('GiftAidDeclarationsPage', () => {
  it('lists declarations with name, postcode, scope, date, status and gifts, each linking to its page', async () => {
    serve();
    const user = userEvent.setup();
    renderDonate(<GiftAidDeclarationsPage />, { path: '/staff/gift-aid' });
    expect(screen.getByRole('heading', { level: 1, name: 'Gift Aid declarations' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Gift Aid declarations, newest first' });
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[1] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Mrs Amina Khan-Smith', 'B3 2RT', 'Past four years and future gifts', '4 May 2026', 'Active', '3']);
    expect(
      within(rows[2] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Bilal Ahmed', 'LS1 4AP', 'This gift only', '4 May 2026', 'Cancelled', '1']);
    expect(screen.getByRole('navigation', { name: 'Gift Aid' })).toContainElement(
      screen.getByRole('link', { name: 'Claims' }),
    );
    await user.click(within(table).getByRole('link', { name: 'Bilal Ahmed' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/staff/gift-aid/declarations/8');
  });

  it('searches and filters by status, keeping both in the address', async () => {
    const { requests } = serve(pageOf([]));
    const user = userEvent.setup();
    renderDonate(<GiftAidDeclarationsPage />, { path: '/staff/gift-aid' });
    expect(await screen.findByText('No declarations yet.')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Name, postcode or email' }), 'B3 2RT');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Cancelled');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() =>
      expect(listUrls(requests)).toContain('/api/staff/gift-aid/declarations?q=B3+2RT&status=cancelled&page=1'),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/staff/gift-aid?q=B3+2RT&status=cancelled');
    expect(await screen.findByText('No declarations match these filters.')).toBeInTheDocument();
  });

  it('pages through the list', async () => {
    const { requests } = serve(pageOf([staffDeclaration()], { total: 60 }));
    const user = userEvent.setup();
    renderDonate(<GiftAidDeclarationsPage />, { path: '/staff/gift-aid' });
    expect(await screen.findByText('Page 1 of 3 (60 results)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(listUrls(requests)).toContain('/api/staff/gift-aid/declarations?page=2'));
  });

  it('shows why the list could not be read', async () => {
    fakeStaffApi({
      [LIST]: () => [
        500,
        { statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong on our side.' },
      ],
    });
    renderDonate(<GiftAidDeclarationsPage />, { path: '/staff/gift-aid' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
  });
});
