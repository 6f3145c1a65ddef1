import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastProvider } from '@solar/shared-ui';
import { fakeStaffApi, getOwnByRole, type SentRequest } from '@solar/shared-testing';
import { renderDonate } from '../../../testing/render-donate';
import { staffDeclaration } from '../../../testing/gift-aid-fixtures';
import GiftAidDeclarationPage from './gift-aid-declaration-page';

const URL = '/api/staff/gift-aid/declarations/7';
const READ = `GET ${URL}`;
const CHANGE = `PATCH ${URL}`;
const changes = (requests: SentRequest[]) =>
  requests.filter((request) => request.method === 'PATCH' && request.url === URL);

const renderDeclarationPage = (id = '7') =>
  renderDonate(
    <ToastProvider>
      <GiftAidDeclarationPage />
    </ToastProvider>,
    {
      path: `/staff/gift-aid/declarations/${id}`,
      pattern: '/staff/gift-aid/declarations/:id',
    },
  );

describe('GiftAidDeclarationPage', () => {
  it('shows the audit trail: name, address, email, scope, wording version, when declared, gifts', async () => {
    fakeStaffApi({ [READ]: () => [200, staffDeclaration()] });
    renderDeclarationPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Gift Aid declaration: Mrs Amina Khan-Smith' }),
    ).toBeInTheDocument();
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    const values = screen.getAllByRole('definition').map((value) => value.textContent);
    expect(Object.fromEntries(terms.map((term, index) => [term, values[index]]))).toEqual({
      Name: 'Mrs Amina Khan-Smith',
      'House name or number': '12',
      Postcode: 'B3 2RT',
      Email: 'amina@example.org',
      Covers: 'Past four years and future gifts',
      'Wording version': '2026-11-23',
      Declared: '4 May 2026, 10:30 UK time',
      Cancelled: 'No, it is in force',
      'Gifts it covers': '3',
      'Staff note': 'None',
    });
    expect(screen.getByLabelText(/^Last name/)).toHaveValue('Khan-Smith');
    expect(screen.getByLabelText(/^Postcode/)).toHaveValue('B3 2RT');
  });

  it('records a change of address with the staff note, sending only what changed and the postcode normalised', async () => {
    const { requests } = fakeStaffApi({
      [READ]: () => [200, staffDeclaration()],
      [CHANGE]: () => [
        200,
        staffDeclaration({
          houseNameOrNumber: 'Rose Cottage',
          postcode: 'SW1A 1AA',
          staffNote: 'Moved, phoned 20 Nov',
        }),
      ],
    });
    const user = userEvent.setup();
    renderDeclarationPage();
    const house = await screen.findByLabelText(/^House name or number/);
    await user.clear(house);
    await user.type(house, 'Rose Cottage');
    await user.clear(screen.getByLabelText(/^Postcode/));
    await user.type(screen.getByLabelText(/^Postcode/), 'sw1a1aa');
    await user.type(screen.getByLabelText(/^Staff note/), 'Moved, phoned 20 Nov');
    await user.click(screen.getByRole('button', { name: 'Record change' }));

    expect(await screen.findByText('Change recorded')).toBeInTheDocument();
    expect(changes(requests)[0]?.body).toEqual({
      houseNameOrNumber: 'Rose Cottage',
      postcode: 'SW1A 1AA',
      staffNote: 'Moved, phoned 20 Nov',
    });
    await waitFor(() => expect(screen.getByLabelText(/^Staff note/)).toHaveValue(''));
    expect(screen.getByText('Moved, phoned 20 Nov')).toBeInTheDocument();
  });

  it('checks the postcode and the staff note before sending, beside their fields', async () => {
    const { requests } = fakeStaffApi({ [READ]: () => [200, staffDeclaration()] });
    const user = userEvent.setup();
    renderDeclarationPage();
    const postcode = await screen.findByLabelText(/^Postcode/);
    await user.clear(postcode);
    await user.type(postcode, '75001');
    await user.click(screen.getByRole('button', { name: 'Record change' }));
    await waitFor(() => expect(postcode).toHaveAttribute('aria-invalid', 'true'));
    expect(postcode).toHaveAccessibleDescription(
      expect.stringContaining('Please enter a UK postcode, for example B3 2RT'),
    );
    expect(postcode).toHaveFocus();
    expect(screen.getByLabelText(/^Staff note/)).toHaveAccessibleDescription(
      expect.stringContaining('Staff note is required'),
    );
    expect(changes(requests)).toHaveLength(0);
  });

  it('puts the API’s 400 beside the field it names', async () => {
    const refusal = {
      statusCode: 400,
      error: 'Bad Request',
      message: ['Last name must be at most 35 characters'],
      fieldErrors: { lastName: ['Last name must be at most 35 characters'] },
    };
    fakeStaffApi({ [READ]: () => [200, staffDeclaration()], [CHANGE]: () => [400, refusal] });
    const user = userEvent.setup();
    renderDeclarationPage();
    const lastName = await screen.findByLabelText(/^Last name/);
    await user.clear(lastName);
    await user.type(lastName, 'Khan');
    await user.type(screen.getByLabelText(/^Staff note/), 'Married name');
    await user.click(screen.getByRole('button', { name: 'Record change' }));
    await waitFor(() => expect(lastName).toHaveAttribute('aria-invalid', 'true'));
    expect(lastName).toHaveAccessibleDescription('Last name must be at most 35 characters');
    expect(lastName).toHaveFocus();
    expect(screen.queryByText('Change recorded')).toBeNull();
  });

  it('says when nothing has changed instead of sending an empty change', async () => {
    const { requests } = fakeStaffApi({ [READ]: () => [200, staffDeclaration()] });
    const user = userEvent.setup();
    renderDeclarationPage();
    await user.type(await screen.findByLabelText(/^Staff note/), 'Checked with donor');
    await user.click(screen.getByRole('button', { name: 'Record change' }));
    expect(getOwnByRole('alert')).toHaveTextContent('Nothing has changed yet');
    expect(changes(requests)).toHaveLength(0);
  });

  it('cancels after a confirm step that asks for the staff note, then shows it cancelled with no form', async () => {
    const { requests } = fakeStaffApi({
      [READ]: () => [200, staffDeclaration()],
      [CHANGE]: () => [
        200,
        staffDeclaration({ cancelledAt: '2026-11-23T12:00:00.000Z', staffNote: 'Donor emailed to cancel' }),
      ],
    });
    const user = userEvent.setup();
    renderDeclarationPage();
    await user.click(await screen.findByRole('button', { name: 'Cancel declaration…' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel Mrs Amina Khan-Smith’s declaration?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel declaration' }));
    expect(within(dialog).getByLabelText(/^Staff note/)).toHaveAccessibleDescription(
      expect.stringContaining('Staff note is required'),
    );
    expect(changes(requests)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/^Staff note/), 'Donor emailed to cancel');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel declaration' }));
    expect(await screen.findByText('Declaration cancelled')).toBeInTheDocument();
    expect(changes(requests)[0]?.body).toEqual({
      cancel: true,
      staffNote: 'Donor emailed to cancel',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Cancelled', { selector: 'span' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Change of name or address' })).toBeNull();
    expect(screen.getByText(/This declaration is cancelled/)).toBeInTheDocument();
  });

  it('answers an unknown id with a not-found page', async () => {
    fakeStaffApi({
      'GET /api/staff/gift-aid/declarations/99': () => [
        404,
        { statusCode: 404, error: 'Not Found', message: 'Declaration 99 was not found' },
      ],
    });
    renderDeclarationPage('99');
    expect(await screen.findByRole('heading', { level: 1, name: 'Declaration not found' })).toBeInTheDocument();
  });
});
