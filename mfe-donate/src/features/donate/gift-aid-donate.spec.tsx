import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CHARITY_EMAIL_NOTICE_VERSION,
  GIFT_AID_STATEMENTS,
  GIFT_AID_WORDING_VERSION,
  NOT_UK_MESSAGE,
} from '@solar/shared-contracts';
import { respondJson } from '@solar/shared-testing';
import { redirectTo } from '../../lib/navigation';
import { bodyOf, callsTo, PAYPAL_SETUP, renderDonate, routeFetch } from '../../testing/render-donate';
import DonatePage from './donate-page';

jest.mock('../../lib/navigation', () => ({ redirectTo: jest.fn() }));
// Each test types a whole form key by key: a few seconds alone, more while the machine runs other suites.
jest.setTimeout(20_000);

const APPROVE = 'https://www.sandbox.paypal.com/checkoutnow?token=ORDER-1';
let fetchMock: jest.Mock;

function mockApi(
  order = () => respondJson(201, { id: 'ORDER-1', status: 'CREATED', links: [{ href: APPROVE, rel: 'approve' }] }),
) {
  fetchMock = routeFetch([
    { path: '/paypal/setup', reply: () => respondJson(200, PAYPAL_SETUP) },
    { method: 'POST', path: '/paypal/order', reply: order },
    {
      method: 'POST',
      path: '/api/subscription',
      reply: () =>
        respondJson(201, { id: 'I-SUB1', status: 'APPROVAL_PENDING', links: [{ href: APPROVE, rel: 'approve' }] }),
    },
  ]);
  global.fetch = fetchMock;
}

type User = ReturnType<typeof userEvent.setup>;

function renderPage() {
  const user = userEvent.setup();
  renderDonate(<DonatePage />, { path: '/donate', pattern: '/donate' });
  return user;
}

const giftAidBox = () => screen.getByRole('checkbox', { name: /Gift Aid/ });
const group = () => screen.getByRole('group', { name: /^Gift Aid/ });
const textbox = (name: RegExp) => screen.getByRole('textbox', { name });
const preset = (amount: string) => screen.getByRole('button', { name: new RegExp(`^${amount}( Popular)?$`) });

async function tickAndFill(user: User, postcode = 'b3 2rt') {
  await user.click(giftAidBox());
  await user.type(await screen.findByRole('textbox', { name: /^Title/ }), 'Dr');
  await user.type(textbox(/^First name/), ' Amina ');
  await user.type(textbox(/^Last name/), 'Khan-Ali');
  await user.type(textbox(/^House name or number/), '12');
  await user.type(textbox(/^UK postcode/), postcode);
  await user.tab();
}

beforeEach(() => {
  (redirectTo as jest.Mock).mockReset();
  mockApi();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

describe('/donate: Gift Aid', () => {
  it('says what the gift becomes with Gift Aid, following the amount and the frequency', async () => {
    const user = renderPage();
    expect(within(group()).getByText('£25 becomes £31.25 with Gift Aid, at no extra cost to you.')).toBeInTheDocument();
    await user.click(preset('£50'));
    expect(within(group()).getByText('£50 becomes £62.50 with Gift Aid, at no extra cost to you.')).toBeInTheDocument();
    await user.type(screen.getByRole('spinbutton', { name: /Or enter your own amount/ }), '10.5');
    expect(
      within(group()).getByText('£10.50 becomes £13.13 with Gift Aid, at no extra cost to you.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Monthly' }));
    expect(
      within(group()).getByText('£10.50 a month becomes £13.13 a month with Gift Aid, at no extra cost to you.'),
    ).toBeInTheDocument();
    expect(giftAidBox()).toHaveAccessibleDescription(
      '£10.50 a month becomes £13.13 a month with Gift Aid, at no extra cost to you.',
    );
  });

  it('shows every statement of the declaration before the box is ticked, unticked, with no fields yet', () => {
    renderPage();
    const declaration = within(group()).getByRole('list', { name: 'Gift Aid declaration' });
    for (const statement of [
      GIFT_AID_STATEMENTS.taxpayer,
      GIFT_AID_STATEMENTS.shortfall,
      GIFT_AID_STATEMENTS.otherTaxes,
      GIFT_AID_STATEMENTS.rate,
      GIFT_AID_STATEMENTS.scope['this-gift'],
      GIFT_AID_STATEMENTS.changes,
    ]) {
      expect(within(declaration).getByText(statement)).toBeInTheDocument();
    }
    expect(giftAidBox()).not.toBeChecked();
    expect(screen.queryByRole('textbox', { name: /^First name/ })).not.toBeInTheDocument();
  });

  it('asks, once ticked, which gifts it covers (this gift by default) and for the name and home address', async () => {
    const user = renderPage();
    await user.click(giftAidBox());
    const scope = await screen.findByRole('group', { name: 'Which gifts does this declaration cover?' });
    expect(within(scope).getByRole('radio', { name: 'This gift only' })).toBeChecked();
    await user.click(within(scope).getByRole('radio', { name: /last four years/ }));
    expect(screen.getByText(GIFT_AID_STATEMENTS.scope.enduring)).toBeInTheDocument();
    expect(screen.queryByText(GIFT_AID_STATEMENTS.scope['this-gift'])).not.toBeInTheDocument();

    const address = screen.getByRole('group', { name: 'Your name and home address' });
    expect(within(address).getByRole('textbox', { name: 'Title (optional)' })).not.toHaveAttribute(
      'aria-required',
      'true',
    );
    for (const name of ['First name', 'Last name', 'House name or number', 'UK postcode']) {
      expect(within(address).getByRole('textbox', { name })).toHaveAttribute('aria-required', 'true');
    }
  });

  it('holds back the PayPal button until the ticked declaration is complete, and shows what is missing on request', async () => {
    const user = renderPage();
    await user.type(screen.getByRole('textbox', { name: /Email address/ }), 'amina@example.org');
    expect(await screen.findByRole('button', { name: 'Donate £25 with PayPal' })).toBeInTheDocument();
    await user.click(giftAidBox());
    await screen.findByRole('textbox', { name: /^First name/ });
    expect(screen.queryByRole('button', { name: /with PayPal/ })).not.toBeInTheDocument();
    expect(screen.getByText(/Complete your Gift Aid details, or untick Gift Aid, to continue/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show what is missing' }));
    await waitFor(() => expect(textbox(/^First name/)).toHaveFocus());
    expect(textbox(/^First name/)).toHaveAccessibleDescription('First name is required');
    expect(textbox(/^UK postcode/)).toHaveAttribute('aria-invalid', 'true');
    expect(textbox(/^UK postcode/)).toHaveAccessibleDescription('Postcode is required');
  });

  it('says when a postcode is not a UK one, and shows a good one in capitals with one space', async () => {
    const user = renderPage();
    await user.click(giftAidBox());
    const postcode = await screen.findByRole('textbox', { name: /^UK postcode/ });
    await user.type(postcode, '12345');
    await user.tab();
    expect(postcode).toHaveAttribute('aria-invalid', 'true');
    expect(postcode).toHaveAccessibleDescription('Please enter a UK postcode, for example B3 2RT');
    await user.clear(postcode);
    await user.type(postcode, ' sw1a1aa ');
    await user.tab();
    expect(postcode).toHaveValue('SW1A 1AA');
    expect(postcode).not.toHaveAttribute('aria-invalid');
  });

  it('sends the declaration with the order, the amount unchanged', async () => {
    const user = renderPage();
    await user.click(preset('£50'));
    await user.type(screen.getByRole('textbox', { name: /Email address/ }), 'amina@example.org');
    await tickAndFill(user);
    expect(textbox(/^UK postcode/)).toHaveValue('B3 2RT');
    await user.click(await screen.findByRole('button', { name: 'Donate £50 with PayPal' }));
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith(APPROVE));
    expect(bodyOf(callsTo(fetchMock, 'POST', '/paypal/order')[0])).toEqual({
      amount: 50,
      currency: 'GBP',
      intent: 'CAPTURE',
      projectId: null,
      donorEmail: 'amina@example.org',
      emailNoticeVersion: CHARITY_EMAIL_NOTICE_VERSION,
      emailOptOut: false,
      giftAid: {
        confirmed: true,
        scope: 'this-gift',
        wordingVersion: GIFT_AID_WORDING_VERSION,
        title: 'Dr',
        firstName: 'Amina',
        lastName: 'Khan-Ali',
        houseNameOrNumber: '12',
        postcode: 'B3 2RT',
      },
    });
  });

  it('sends an enduring declaration with a monthly gift, and no title when none is given', async () => {
    const user = renderPage();
    await user.click(screen.getByRole('radio', { name: 'Monthly' }));
    await user.type(screen.getByRole('textbox', { name: /Email address/ }), 'amina@example.org');
    await user.click(giftAidBox());
    await user.click(await screen.findByRole('radio', { name: /last four years/ }));
    await user.type(textbox(/^First name/), 'Amina');
    await user.type(textbox(/^Last name/), 'Khan');
    await user.type(textbox(/^House name or number/), 'Rose Cottage');
    await user.type(textbox(/^UK postcode/), 'GIR0AA');
    await user.click(await screen.findByRole('button', { name: 'Give £25 monthly with PayPal' }));
    await waitFor(() => expect(redirectTo).toHaveBeenCalled());
    expect(bodyOf(callsTo(fetchMock, 'POST', '/api/subscription')[0])).toMatchObject({
      amount: 25,
      frequency: 'monthly',
      giftAid: {
        confirmed: true,
        scope: 'enduring',
        wordingVersion: GIFT_AID_WORDING_VERSION,
        firstName: 'Amina',
        lastName: 'Khan',
        houseNameOrNumber: 'Rose Cottage',
        postcode: 'GIR 0AA',
      },
    });
    expect(bodyOf(callsTo(fetchMock, 'POST', '/api/subscription')[0])).not.toHaveProperty('giftAid.title');
  });

  it('tells a donor without a UK home address that Gift Aid does not apply, and sends no declaration', async () => {
    const user = renderPage();
    await user.type(screen.getByRole('textbox', { name: /Email address/ }), 'amina@example.org');
    await tickAndFill(user);
    await user.click(screen.getByRole('checkbox', { name: 'I don’t have a UK home address' }));
    expect(screen.getByRole('status')).toHaveTextContent(NOT_UK_MESSAGE);
    expect(screen.queryByRole('textbox', { name: /^First name/ })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Donate £25 with PayPal' }));
    await waitFor(() => expect(redirectTo).toHaveBeenCalled());
    expect(bodyOf(callsTo(fetchMock, 'POST', '/paypal/order')[0])).not.toHaveProperty('giftAid');
  });

  it('sends no declaration once the box is unticked, and keeps the details for a second tick', async () => {
    const user = renderPage();
    await user.type(screen.getByRole('textbox', { name: /Email address/ }), 'amina@example.org');
    await tickAndFill(user);
    await user.click(giftAidBox());
    expect(screen.queryByRole('textbox', { name: /^First name/ })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Donate £25 with PayPal' }));
    await waitFor(() => expect(redirectTo).toHaveBeenCalled());
    expect(bodyOf(callsTo(fetchMock, 'POST', '/paypal/order')[0])).not.toHaveProperty('giftAid');

    await user.click(giftAidBox());
    expect(await screen.findByRole('textbox', { name: /^First name/ })).toHaveValue(' Amina ');
  });

  it('shows a 400 about a Gift Aid field beside it, focused', async () => {
    mockApi(() =>
      respondJson(400, {
        statusCode: 400,
        error: 'Bad Request',
        message: ['Please enter a UK postcode, for example B3 2RT'],
        fieldErrors: { 'giftAid.postcode': ['Please enter a UK postcode, for example B3 2RT'] },
      }),
    );
    const user = renderPage();
    await user.type(screen.getByRole('textbox', { name: /Email address/ }), 'amina@example.org');
    await tickAndFill(user);
    await user.click(await screen.findByRole('button', { name: 'Donate £25 with PayPal' }));
    await waitFor(() => expect(textbox(/^UK postcode/)).toHaveFocus());
    expect(textbox(/^UK postcode/)).toHaveAccessibleDescription('Please enter a UK postcode, for example B3 2RT');
    expect(redirectTo).not.toHaveBeenCalled();
  });
});
