import { StrictMode } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CHARITY_EMAIL_NOTICE, CHARITY_EMAIL_NOTICE_VERSION, type CaptureOrderResponse } from '@solar/shared-contracts';
import { respond, respondJson } from '@solar/shared-testing';
import { redirectTo } from '../../lib/navigation';
import { bodyOf, callsTo, PAYPAL_SETUP, renderDonate, routeFetch } from '../../testing/render-donate';
import DonatePage from './donate-page';
import { impactFor } from './donation-impact';

jest.mock('../../lib/navigation', () => ({ redirectTo: jest.fn() }));
// Each test types a whole form key by key: a few seconds alone, more while the machine runs other suites.
jest.setTimeout(20_000);

const redirectMock = redirectTo as jest.MockedFunction<typeof redirectTo>;
const PAYMENT_FAILED =
  'Payment failed. This may be due to PayPal account configuration. Please try again or contact support.';
const APPROVE_ORDER = 'https://www.sandbox.paypal.com/checkoutnow?token=ORDER-1';
const APPROVE_SUBSCRIPTION = 'https://www.sandbox.paypal.com/webapps/billing/subscriptions?ba_token=BA-1';

const captured = (overrides: Partial<CaptureOrderResponse> = {}): CaptureOrderResponse => ({
  id: 'ORDER-1',
  status: 'COMPLETED',
  captureId: 'CAPTURE-1',
  amount: 25,
  currency: 'GBP',
  projectId: null,
  ...overrides,
});

type Replies = {
  setup?: () => Promise<Response>;
  order?: () => Promise<Response>;
  subscription?: () => Promise<Response>;
  capture?: () => Promise<Response>;
  activate?: () => Promise<Response>;
};

let fetchMock: jest.Mock;

function mockApi(replies: Replies = {}) {
  fetchMock = routeFetch([
    { path: '/paypal/setup', reply: replies.setup ?? (() => respondJson(200, PAYPAL_SETUP)) },
    {
      method: 'POST',
      path: '/paypal/order',
      reply:
        replies.order ??
        (() =>
          respondJson(201, {
            id: 'ORDER-1',
            status: 'CREATED',
            links: [
              { href: 'https://api/self', rel: 'self' },
              { href: APPROVE_ORDER, rel: 'approve' },
            ],
          })),
    },
    {
      method: 'POST',
      path: '/api/subscription',
      reply:
        replies.subscription ??
        (() =>
          respondJson(201, {
            id: 'I-SUB1',
            status: 'APPROVAL_PENDING',
            links: [{ href: APPROVE_SUBSCRIPTION, rel: 'approve' }],
          })),
    },
    {
      method: 'POST',
      path: /^\/paypal\/order\/[^/]+\/capture$/,
      reply: replies.capture ?? (() => respondJson(200, captured())),
    },
    {
      method: 'POST',
      path: /^\/api\/subscription\/[^/]+\/activate$/,
      reply:
        replies.activate ??
        (() =>
          respondJson(200, {
            id: 'I-SUB1',
            status: 'active',
            amount: 40,
            currency: 'GBP',
            nextBillingDate: '2030-02-01T10:00:00Z',
          })),
    },
  ]);
  global.fetch = fetchMock;
}

function renderPage(path = '/donate') {
  const user = userEvent.setup();
  renderDonate(<DonatePage />, { path, pattern: '/donate' });
  return user;
}

const preset = (amount: string) => screen.getByRole('button', { name: new RegExp(`^${amount}( Popular)?$`) });
const customInput = () => screen.getByRole('spinbutton', { name: /Or enter your own amount/ });
const emailInput = () => screen.getByRole('textbox', { name: /Email address/ });
const location = () => screen.getByTestId('location');

async function fillEmail(user: ReturnType<typeof userEvent.setup>, email = 'amina@example.org') {
  await user.type(emailInput(), email);
}

beforeEach(() => {
  redirectMock.mockReset();
  mockApi();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

describe('DonatePage: the form', () => {
  it('has one h1, three numbered steps and no PayPal banner when PayPal is configured', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Donate' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Step 1 of 3: Your gift' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Step 2 of 3: Your details' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Step 3 of 3: Payment' })).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/paypal/setup')).toHaveLength(1));
    await screen.findByText('Enter a valid email address to continue.');
    expect(screen.queryByRole('complementary', { name: 'PayPal Configuration in Progress' })).not.toBeInTheDocument();
  });

  it('offers the six presets as toggle buttons, £25 marked Popular and selected by default', () => {
    renderPage();
    for (const amount of ['£25', '£50', '£100', '£200', '£500', '£3,000']) expect(preset(amount)).toBeInTheDocument();
    expect(preset('£25')).toHaveAttribute('aria-pressed', 'true');
    expect(within(preset('£25')).getByText('Popular')).toBeInTheDocument();
    expect(preset('£50')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText(/£25: Powers a classroom for one day/)).toBeInTheDocument();
  });

  it('shows the impact of the chosen preset', async () => {
    const user = renderPage();
    await user.click(preset('£3,000'));
    expect(preset('£3,000')).toHaveAttribute('aria-pressed', 'true');
    expect(preset('£25')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText(/£3,000: Installs a complete solar system/)).toBeInTheDocument();
  });

  it('lets a custom amount above 0 win, and a preset click clear it', async () => {
    const user = renderPage();
    expect(customInput()).toHaveAttribute('min', '1');
    expect(customInput()).toHaveAttribute('step', '0.01');
    expect(customInput()).toHaveAttribute('type', 'number');

    await user.type(customInput(), '120');
    expect(preset('£25')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText(/£120: Buys a solar panel for a school roof/)).toBeInTheDocument();

    await user.click(preset('£50'));
    expect(customInput()).toHaveValue(null);
    expect(preset('£50')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText(/£50: Keeps a vaccine fridge running for a month/)).toBeInTheDocument();
  });

  it('keeps the preset when the custom amount is 0', async () => {
    const user = renderPage();
    await user.type(customInput(), '0');
    expect(preset('£25')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText(/£25: Powers a classroom/)).toBeInTheDocument();
  });

  it('offers One-off (default) or Monthly', async () => {
    const user = renderPage();
    const group = screen.getByRole('group', { name: 'How often would you like to give?' });
    expect(within(group).getByRole('radio', { name: 'One-off' })).toBeChecked();
    await user.click(within(group).getByRole('radio', { name: 'Monthly' }));
    expect(within(group).getByRole('radio', { name: 'Monthly' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'One-off' })).not.toBeChecked();
    expect(screen.getByText(/£25 a month: Powers a classroom/)).toBeInTheDocument();
  });

  it('opens with monthly and an amount chosen from ?frequency=monthly&amount= (the manage page’s new gift link)', async () => {
    renderPage('/donate?frequency=monthly&amount=10');
    const group = screen.getByRole('group', { name: 'How often would you like to give?' });
    await waitFor(() => expect(within(group).getByRole('radio', { name: 'Monthly' })).toBeChecked());
    expect(customInput()).toHaveValue(10);
    expect(preset('£25')).toHaveAttribute('aria-pressed', 'false');
  });

  it('opens with the preset chosen when the amount is one of them', async () => {
    renderPage('/donate?frequency=monthly&amount=50');
    await waitFor(() => expect(preset('£50')).toHaveAttribute('aria-pressed', 'true'));
    expect(customInput()).toHaveValue(null);
  });

  it('asks for the email, then for an amount, and for both when both are missing', async () => {
    const user = renderPage();
    expect(await screen.findByText('Enter a valid email address to continue.')).toBeInTheDocument();
    expect(screen.queryByText('Choose or enter an amount to continue.')).not.toBeInTheDocument();

    await user.click(preset('£25')); // pressing the selected preset releases it
    expect(preset('£25')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('Choose or enter an amount to continue.')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address to continue.')).toBeInTheDocument();

    await fillEmail(user, 'amina@example');
    expect(screen.getByText('Enter a valid email address to continue.')).toBeInTheDocument();
    expect(emailInput()).toHaveAttribute('aria-invalid', 'true');
    await user.type(emailInput(), '.org');
    expect(screen.queryByText('Enter a valid email address to continue.')).not.toBeInTheDocument();
    expect(screen.getByText('Choose or enter an amount to continue.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /with PayPal/ })).not.toBeInTheDocument();

    await user.type(customInput(), '15');
    expect(screen.queryByText('Choose or enter an amount to continue.')).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Donate £15 with PayPal' })).toBeEnabled();
  });

  it('shows the payment button only once amount and email are valid', async () => {
    const user = renderPage();
    await screen.findByText('Enter a valid email address to continue.');
    expect(screen.queryByRole('button', { name: /with PayPal/ })).not.toBeInTheDocument();
    await fillEmail(user);
    expect(await screen.findByRole('button', { name: 'Donate £25 with PayPal' })).toBeInTheDocument();
  });

  it('sends gifts above £50,000 to bank transfer', async () => {
    const user = renderPage();
    await fillEmail(user);
    await user.type(customInput(), '60000');
    expect(await screen.findByText(/Gifts above £50,000 are taken by bank transfer/)).toBeInTheDocument();
    const payment = screen.getByRole('region', { name: 'Step 3 of 3: Payment' });
    expect(within(payment).getByRole('link', { name: 'donations@fromsuntosanctuary.org' })).toHaveAttribute(
      'href',
      expect.stringContaining('mailto:donations@fromsuntosanctuary.org'),
    );
    expect(screen.queryByRole('button', { name: /with PayPal/ })).not.toBeInTheDocument();
  });

  it('offers the soft opt-in as a plain notice with an unticked “No thanks” box, never a pre-ticked consent', () => {
    renderPage();
    expect(screen.queryByRole('checkbox', { name: /Keep me updated/ })).not.toBeInTheDocument();
    const box = screen.getByRole('checkbox', { name: CHARITY_EMAIL_NOTICE.optOut });
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription(CHARITY_EMAIL_NOTICE.notice);
    expect(screen.getByRole('textbox', { name: /Your name/ })).not.toBeRequired();
    expect(emailInput()).toBeRequired();
  });
});

describe('DonatePage: paying', () => {
  it('creates a one-off order and sends the donor to PayPal', async () => {
    const user = renderPage();
    await user.click(preset('£100'));
    await fillEmail(user, ' amina@example.org ');
    await user.type(screen.getByRole('textbox', { name: /Your name/ }), 'Amina Khan');
    await user.click(await screen.findByRole('button', { name: 'Donate £100 with PayPal' }));

    await waitFor(() => expect(redirectMock).toHaveBeenCalledWith(APPROVE_ORDER));
    const [call] = callsTo(fetchMock, 'POST', '/paypal/order');
    expect(bodyOf(call)).toEqual({
      amount: 100,
      currency: 'GBP',
      intent: 'CAPTURE',
      projectId: null,
      donorEmail: 'amina@example.org',
      donorName: 'Amina Khan',
      emailNoticeVersion: CHARITY_EMAIL_NOTICE_VERSION,
      emailOptOut: false,
    });
    expect(screen.getByRole('button', { name: 'Connecting to PayPal...' })).toBeDisabled();
  });

  it('sends a message and no name unless the donor ticks "Show my name", counting the characters left', async () => {
    const user = renderPage();
    await fillEmail(user);
    await user.type(screen.getByRole('textbox', { name: /Your name/ }), 'Amina Khan');
    const showName = screen.getByRole('checkbox', { name: 'Show my name on the project page' });
    expect(showName).not.toBeChecked();
    expect(screen.queryByRole('textbox', { name: /Name to show/ })).not.toBeInTheDocument();
    const message = screen.getByRole('textbox', { name: /Your message/ });
    await user.type(message, 'Lights for every lesson');
    expect(message).toHaveAccessibleDescription(expect.stringMatching(/257 characters left/));
    await user.click(await screen.findByRole('button', { name: 'Donate £25 with PayPal' }));
    await waitFor(() => expect(redirectMock).toHaveBeenCalled());
    const body = bodyOf(callsTo(fetchMock, 'POST', '/paypal/order')[0]);
    expect(body).toMatchObject({ message: 'Lights for every lesson', donorName: 'Amina Khan' });
    expect(body).not.toHaveProperty('showName');
    expect(body).not.toHaveProperty('displayName');
  });

  it('sends the name to show, "Amina K." unless changed, once the donor ticks "Show my name"', async () => {
    const user = renderPage();
    await user.click(screen.getByRole('radio', { name: 'Monthly' }));
    await fillEmail(user);
    await user.type(screen.getByRole('textbox', { name: /Your name/ }), 'Amina Khan');
    await user.click(screen.getByRole('checkbox', { name: 'Show my name on the project page' }));
    const name = screen.getByRole('textbox', { name: /Name to show/ });
    expect(name).toHaveValue('Amina K.');
    await user.click(await screen.findByRole('button', { name: 'Give £25 monthly with PayPal' }));
    await waitFor(() => expect(redirectMock).toHaveBeenCalled());
    expect(bodyOf(callsTo(fetchMock, 'POST', '/api/subscription')[0])).toMatchObject({
      showName: true,
      displayName: 'Amina K.',
    });
  });

  it('keeps the name to show the donor wrote themselves, with no name of their own given', async () => {
    const user = renderPage();
    await fillEmail(user);
    await user.type(screen.getByRole('textbox', { name: /Your message/ }), 'Light for every lesson');
    await user.click(screen.getByRole('checkbox', { name: 'Show my name on the project page' }));
    const name = screen.getByRole('textbox', { name: /Name to show/ });
    await user.type(name, 'Hodan and family');
    await user.click(await screen.findByRole('button', { name: 'Donate £25 with PayPal' }));
    await waitFor(() => expect(redirectMock).toHaveBeenCalled());
    expect(name).toHaveValue('Hodan and family');
    expect(bodyOf(callsTo(fetchMock, 'POST', '/paypal/order')[0])).toMatchObject({
      showName: true,
      displayName: 'Hodan and family',
    });
  });

  it("refuses a message with a link before any request, with the shared rule's words", async () => {
    const user = renderPage();
    await fillEmail(user);
    await user.type(screen.getByRole('textbox', { name: /Your message/ }), 'see www.example.org');
    await user.click(await screen.findByRole('button', { name: 'Donate £25 with PayPal' }));
    expect(await screen.findByText(/Messages cannot contain links or web addresses/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Your message/ })).toHaveFocus();
    expect(callsTo(fetchMock, 'POST', '/paypal/order')).toHaveLength(0);
  });

  it('leaves out a blank name and sends the donor’s “No thanks” with the notice version', async () => {
    const user = renderPage();
    await fillEmail(user);
    await user.type(customInput(), '12.5');
    await user.click(screen.getByRole('checkbox', { name: CHARITY_EMAIL_NOTICE.optOut }));
    await user.click(await screen.findByRole('button', { name: 'Donate £12.50 with PayPal' }));
    await waitFor(() => expect(redirectMock).toHaveBeenCalled());
    expect(bodyOf(callsTo(fetchMock, 'POST', '/paypal/order')[0])).toEqual({
      amount: 12.5,
      currency: 'GBP',
      intent: 'CAPTURE',
      projectId: null,
      donorEmail: 'amina@example.org',
      emailNoticeVersion: CHARITY_EMAIL_NOTICE_VERSION,
      emailOptOut: true,
    });
  });

  it('creates a monthly subscription and sends the donor to PayPal', async () => {
    const user = renderPage();
    await user.click(screen.getByRole('radio', { name: 'Monthly' }));
    await user.type(customInput(), '40');
    await fillEmail(user);
    await user.click(await screen.findByRole('button', { name: 'Give £40 monthly with PayPal' }));

    await waitFor(() => expect(redirectMock).toHaveBeenCalledWith(APPROVE_SUBSCRIPTION));
    expect(bodyOf(callsTo(fetchMock, 'POST', '/api/subscription')[0])).toEqual({
      amount: 40,
      currency: 'GBP',
      frequency: 'monthly',
      projectId: null,
      donorEmail: 'amina@example.org',
      emailNoticeVersion: CHARITY_EMAIL_NOTICE_VERSION,
      emailOptOut: false,
    });
    expect(callsTo(fetchMock, 'POST', '/paypal/order')).toHaveLength(0);
  });

  it('shows a busy, disabled button while PayPal is contacted', async () => {
    let answer: (response: Response) => void = () => undefined;
    mockApi({ order: () => new Promise<Response>((resolve) => (answer = resolve)) });
    const user = renderPage();
    await fillEmail(user);
    await user.click(await screen.findByRole('button', { name: 'Donate £25 with PayPal' }));
    expect(screen.getByRole('button', { name: 'Connecting to PayPal...' })).toBeDisabled();
    answer(
      await respondJson(201, { id: 'ORDER-1', status: 'CREATED', links: [{ href: APPROVE_ORDER, rel: 'approve' }] }),
    );
    await waitFor(() => expect(redirectMock).toHaveBeenCalledWith(APPROVE_ORDER));
  });

  it('alerts when the order cannot be created, and lets the donor try again', async () => {
    mockApi({
      order: () =>
        respondJson(500, { statusCode: 500, error: 'Internal Server Error', message: 'PayPal rejected the order' }),
    });
    const user = renderPage();
    await fillEmail(user);
    await user.click(await screen.findByRole('button', { name: 'Donate £25 with PayPal' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PAYMENT_FAILED);
    expect(redirectMock).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Donate £25 with PayPal' })).toBeEnabled();
  });

  it('shows a 400 that names its field beside that field (form kit), focused, instead of the alert', async () => {
    mockApi({
      order: () =>
        respondJson(400, {
          statusCode: 400,
          error: 'Bad Request',
          message: ['Please enter a valid email address'],
          fieldErrors: { donorEmail: ['Please enter a valid email address'] },
        }),
    });
    const user = renderPage();
    await fillEmail(user, 'amina@example.o');
    await user.click(await screen.findByRole('button', { name: 'Donate £25 with PayPal' }));
    await waitFor(() => expect(emailInput()).toHaveAttribute('aria-invalid', 'true'));
    expect(emailInput()).toHaveAccessibleDescription(expect.stringContaining('Please enter a valid email address'));
    expect(emailInput()).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address');
    expect(screen.queryByText(PAYMENT_FAILED)).not.toBeInTheDocument();
    expect(redirectMock).not.toHaveBeenCalled();
  });

  it('alerts when the answer has no approve link', async () => {
    mockApi({ order: () => respondJson(201, { id: 'ORDER-1', status: 'CREATED', links: [] }) });
    const user = renderPage();
    await fillEmail(user);
    await user.click(await screen.findByRole('button', { name: 'Donate £25 with PayPal' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PAYMENT_FAILED);
    expect(redirectMock).not.toHaveBeenCalled();
  });

  it('alerts and logs when the monthly gift cannot be created', async () => {
    mockApi({
      subscription: () =>
        respondJson(503, {
          statusCode: 503,
          error: 'Service Unavailable',
          message: 'Monthly giving is not configured',
        }),
    });
    const user = renderPage();
    await user.click(screen.getByRole('radio', { name: 'Monthly' }));
    await fillEmail(user);
    await user.click(await screen.findByRole('button', { name: 'Give £25 monthly with PayPal' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PAYMENT_FAILED);
    expect(console.error).toHaveBeenCalledWith('Monthly gift could not be created', expect.any(Error));
  });
});

describe('DonatePage: PayPal not configured', () => {
  it('shows the yellow banner and bank-transfer instructions instead of the PayPal button', async () => {
    mockApi({
      setup: () =>
        respondJson(503, { statusCode: 503, error: 'Service Unavailable', message: 'PayPal is not configured' }),
    });
    const user = renderPage();
    const banner = await screen.findByRole('complementary', { name: 'PayPal Configuration in Progress' });
    expect(within(banner).getByRole('link', { name: 'donations@fromsuntosanctuary.org' })).toHaveAttribute(
      'href',
      expect.stringContaining('mailto:donations@fromsuntosanctuary.org'),
    );
    expect(within(banner).getByRole('link', { name: '+44 121 496 0123' })).toHaveAttribute('href', 'tel:+441214960123');

    await fillEmail(user);
    const payment = screen.getByRole('region', { name: 'Step 3 of 3: Payment' });
    expect(within(payment).getByRole('heading', { name: 'Give by bank transfer' })).toBeInTheDocument();
    expect(within(payment).getByText(/you can still give £25 today/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /with PayPal/ })).not.toBeInTheDocument();
  });

  it('treats a network failure the same way', async () => {
    mockApi({ setup: () => Promise.reject(new TypeError('Failed to fetch')) });
    renderPage();
    expect(await screen.findByRole('complementary', { name: 'PayPal Configuration in Progress' })).toBeInTheDocument();
  });
});

describe('DonatePage: returning from PayPal', () => {
  it.each([
    ['token', '/donate?success=true&token=ORDER-1&PayerID=PAYER1'],
    ['paymentId', '/donate?success=true&paymentId=ORDER-1'],
    ['orderID', '/donate?success=true&orderID=ORDER-1'],
  ])('captures the order named by %s, thanks the donor and resets the address', async (_param, path) => {
    renderPage(path);
    const dialog = await screen.findByRole('dialog', { name: 'Thank you for your donation of £25!' });
    expect(within(dialog).getByText(/Your gift of £25 has been received/)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/paypal/order/ORDER-1/capture')).toHaveLength(1);
    expect(bodyOf(callsTo(fetchMock, 'POST', '/paypal/order/ORDER-1/capture')[0])).toBeUndefined();
    await waitFor(() => expect(location()).toHaveTextContent(/^\/donate$/));
    expect(screen.queryByText('Confirming your donation…')).not.toBeInTheDocument();
  });

  it('says the donation is being confirmed while the capture is under way', async () => {
    mockApi({ capture: () => new Promise<Response>(() => undefined) });
    renderPage('/donate?success=true&token=ORDER-1');
    expect(await screen.findByRole('status')).toHaveTextContent('Confirming your donation…');
  });

  it('shows the captured amount and closes the dialog', async () => {
    mockApi({ capture: () => respondJson(200, captured({ amount: 120.5 })) });
    const user = renderPage('/donate?success=true&token=ORDER-1');
    const dialog = await screen.findByRole('dialog', { name: 'Thank you for your donation of £120.50!' });
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('captures only once under StrictMode', async () => {
    renderDonate(
      <StrictMode>
        <DonatePage />
      </StrictMode>,
      { path: '/donate?success=true&token=ORDER-1', pattern: '/donate' },
    );
    await screen.findByRole('dialog', { name: /Thank you for your donation/ });
    expect(callsTo(fetchMock, 'POST', '/paypal/order/ORDER-1/capture')).toHaveLength(1);
  });

  it('alerts when the capture is not COMPLETED', async () => {
    mockApi({ capture: () => respondJson(200, captured({ status: 'PENDING' })) });
    renderPage('/donate?success=true&token=ORDER-1');
    expect(await screen.findByRole('alert')).toHaveTextContent(PAYMENT_FAILED);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(location()).toHaveTextContent(/^\/donate$/));
  });

  it('alerts when the capture fails', async () => {
    mockApi({
      capture: () => respond(422, '{"statusCode":422,"error":"Unprocessable Entity","message":"ORDER_NOT_APPROVED"}'),
    });
    renderPage('/donate?success=true&token=ORDER-1');
    expect(await screen.findByRole('alert')).toHaveTextContent(PAYMENT_FAILED);
    await waitFor(() => expect(location()).toHaveTextContent(/^\/donate$/));
  });

  it('tells the donor a cancelled payment can be tried again and resets the address', async () => {
    renderPage('/donate?cancelled=true&token=ORDER-1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment was cancelled. You can try again anytime.');
    await waitFor(() => expect(location()).toHaveTextContent(/^\/donate$/));
    expect(callsTo(fetchMock, 'POST', '/paypal/order/ORDER-1/capture')).toHaveLength(0);
  });

  it('activates a monthly gift and thanks the donor', async () => {
    renderPage('/donate?subscribed=true&subscription_id=I-SUB1&ba_token=BA-1&token=EC-1');
    const dialog = await screen.findByRole('dialog', { name: 'Thank you for your monthly gift of £40!' });
    expect(within(dialog).getByText(/next payment will be taken on 1 February 2030/)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/subscription/I-SUB1/activate')).toHaveLength(1);
    expect(callsTo(fetchMock, 'POST', '/paypal/order/EC-1/capture')).toHaveLength(0);
    await waitFor(() => expect(location()).toHaveTextContent(/^\/donate$/));
  });

  it('logs a failed activation and tells the donor whom to contact', async () => {
    mockApi({
      activate: () => respond(500, '{"statusCode":500,"error":"Internal Server Error","message":"PayPal unavailable"}'),
    });
    renderPage('/donate?subscribed=true&subscription_id=I-SUB1');
    const note = await screen.findByText(/We could not confirm your monthly gift just now/);
    expect(within(note).getByRole('link', { name: 'donations@fromsuntosanctuary.org' })).toHaveAttribute(
      'href',
      expect.stringContaining('mailto:donations@fromsuntosanctuary.org'),
    );
    expect(console.error).toHaveBeenCalledWith('Monthly gift could not be activated', expect.any(Error));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(location()).toHaveTextContent(/^\/donate$/));
  });
});

describe('DonatePage: explanations', () => {
  it('keeps what gifts do, once or monthly, and the bank-transfer panel', () => {
    renderPage();
    const popular = screen.getByRole('article', { name: /^£25:/ });
    expect(within(popular).getByText('Popular')).toBeInTheDocument();
    expect(screen.getByText('Installs a complete solar system')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'One-off gift' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Monthly gift' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Arrange a bank transfer' })).toHaveAttribute(
      'href',
      '/contact?subject=Donation%20by%20bank%20transfer',
    );
  });
});

describe('impactFor', () => {
  it('picks the largest threshold the amount reaches', () => {
    expect(impactFor(25).threshold).toBe(25);
    expect(impactFor(49.99).threshold).toBe(25);
    expect(impactFor(50).threshold).toBe(50);
    expect(impactFor(100).threshold).toBe(100);
    expect(impactFor(199).threshold).toBe(100);
    expect(impactFor(200).headline).toBe('Cools an orphanage for a year');
    expect(impactFor(500).threshold).toBe(500);
    expect(impactFor(2999).threshold).toBe(500);
    expect(impactFor(3000).threshold).toBe(3000);
    expect(impactFor(10000).threshold).toBe(3000);
    expect(impactFor(5).threshold).toBe(0);
  });
});
