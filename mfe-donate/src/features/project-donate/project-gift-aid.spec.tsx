import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CHARITY_EMAIL_NOTICE_VERSION,
  GIFT_AID_STATEMENTS,
  GIFT_AID_WORDING_VERSION,
  NOT_UK_MESSAGE,
  type ProjectResponse,
} from '@solar/shared-contracts';
import { respondJson } from '@solar/shared-testing';
import { fakePaypal } from '../../testing/fake-paypal';
import { bodyOf, callsTo, PAYPAL_SETUP, renderDonate, routeFetch } from '../../testing/render-donate';
import ProjectDonatePage from './project-donate-page';

/** The soft opt-in notice every project order carries, its box left unticked (decision 078). */
const NOTICE_SHOWN = { emailNoticeVersion: CHARITY_EMAIL_NOTICE_VERSION, emailOptOut: false };

jest.mock('@paypal/react-paypal-js', () => require('../../testing/fake-paypal'));
// Each test types a whole form key by key: a few seconds alone, more while the machine runs other suites.
jest.setTimeout(20_000);

const project = {
  id: 2,
  title: 'Punjab Rural Schools Program',
  location: 'Rural Punjab, Pakistan',
  projectType: 'Educational Institution',
  description: 'Solar-powered fans and lights keep rural schools open through the summer.',
  raisedAmount: 5500,
  targetAmount: 25000,
  currency: 'GBP',
  livesImpacted: 450,
  capacity: 12.5,
  progressPercentage: 22,
} satisfies ProjectResponse;

let fetchMock: jest.Mock;

beforeEach(() => {
  fakePaypal.reset();
  fetchMock = routeFetch([
    { path: /^\/api\/projects\/\w+$/, reply: () => respondJson(200, project) },
    { path: '/paypal/setup', reply: () => respondJson(200, PAYPAL_SETUP) },
    {
      method: 'POST',
      path: '/paypal/order',
      reply: () => respondJson(201, { id: 'ORDER-7', status: 'CREATED', links: [] }),
    },
  ]);
  global.fetch = fetchMock;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

async function renderPanel() {
  const user = userEvent.setup();
  renderDonate(<ProjectDonatePage />, { path: '/projects/2/donate', pattern: '/projects/:id/donate' });
  await screen.findByRole('heading', { name: 'Support this project' });
  return user;
}

const textbox = (name: RegExp) => screen.getByRole('textbox', { name });

describe('project donate panel: Gift Aid', () => {
  it('shows the figure and the declaration, then asks for the name and address once ticked', async () => {
    const user = await renderPanel();
    expect(await screen.findByText('£50 becomes £62.50 with Gift Aid, at no extra cost to you.')).toBeInTheDocument();
    expect(screen.getByText(GIFT_AID_STATEMENTS.shortfall)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '£100' }));
    expect(screen.getByText('£100 becomes £125 with Gift Aid, at no extra cost to you.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /Gift Aid/ }));
    expect(await screen.findByRole('textbox', { name: /^First name/ })).toBeInTheDocument();
  });

  it('keeps PayPal back and focuses the first missing detail when Donate is pressed with Gift Aid incomplete', async () => {
    const user = await renderPanel();
    await user.click(await screen.findByRole('checkbox', { name: /Gift Aid/ }));
    await screen.findByRole('textbox', { name: /^First name/ });
    await user.click(screen.getByRole('button', { name: 'Donate £50' }));
    await waitFor(() => expect(textbox(/^First name/)).toHaveFocus());
    expect(textbox(/^First name/)).toHaveAccessibleDescription('First name is required');
    expect(screen.queryByRole('button', { name: 'PayPal: create order' })).not.toBeInTheDocument();

    await user.type(textbox(/^First name/), 'Amina');
    await user.type(textbox(/^Last name/), 'Khan');
    await user.type(textbox(/^House name or number/), '12');
    await user.type(textbox(/^UK postcode/), 'b32rt');
    await user.click(await screen.findByRole('button', { name: 'PayPal: create order' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/paypal/order')).toHaveLength(1));
    expect(bodyOf(callsTo(fetchMock, 'POST', '/paypal/order')[0])).toEqual({
      amount: 50,
      currency: 'GBP',
      intent: 'CAPTURE',
      projectId: 2,
      ...NOTICE_SHOWN,
      giftAid: {
        confirmed: true,
        scope: 'this-gift',
        wordingVersion: GIFT_AID_WORDING_VERSION,
        firstName: 'Amina',
        lastName: 'Khan',
        houseNameOrNumber: '12',
        postcode: 'B3 2RT',
      },
    });
  });

  it('sends no declaration for a donor without a UK home address, or with the box unticked', async () => {
    const user = await renderPanel();
    await user.click(await screen.findByRole('checkbox', { name: /Gift Aid/ }));
    await user.click(await screen.findByRole('checkbox', { name: 'I don’t have a UK home address' }));
    expect(screen.getByText(NOT_UK_MESSAGE)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Donate £50' }));
    await user.click(await screen.findByRole('button', { name: 'PayPal: create order' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/paypal/order')).toHaveLength(1));
    expect(bodyOf(callsTo(fetchMock, 'POST', '/paypal/order')[0])).toEqual({
      amount: 50,
      currency: 'GBP',
      intent: 'CAPTURE',
      projectId: 2,
      ...NOTICE_SHOWN,
    });

    await user.click(screen.getByRole('checkbox', { name: /Gift Aid/ }));
    await user.click(screen.getByRole('button', { name: 'PayPal: create order' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/paypal/order')).toHaveLength(2));
    expect(bodyOf(callsTo(fetchMock, 'POST', '/paypal/order')[1])).not.toHaveProperty('giftAid');
  });
});
