import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProjectResponse } from '@solar/shared-contracts';
import { respond, respondJson } from '@solar/shared-testing';
import { fakePaypal } from '../../testing/fake-paypal';
import { bodyOf, callsTo, PAYPAL_SETUP, renderDonate, routeFetch } from '../../testing/render-donate';
import ProjectDonatePage from './project-donate-page';
import { CHARITY_EMAIL_NOTICE, CHARITY_EMAIL_NOTICE_VERSION, PAGE_DATA_ID } from '@solar/shared-contracts';

jest.mock('@paypal/react-paypal-js', () => require('../../testing/fake-paypal'));

const project: ProjectResponse = {
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
};

type Replies = {
  project?: () => Promise<Response>;
  supporters?: () => Promise<Response>;
  setup?: () => Promise<Response>;
  order?: () => Promise<Response>;
  capture?: () => Promise<Response>;
};

let fetchMock: jest.Mock;

function mockApi(replies: Replies = {}) {
  fetchMock = routeFetch([
    { path: /^\/api\/projects\/\w+$/, reply: replies.project ?? (() => respondJson(200, project)) },
    {
      path: /^\/api\/projects\/\w+\/supporters$/,
      reply: replies.supporters ?? (() => respondJson(200, { count: 0, items: [] })),
    },
    { path: '/paypal/setup', reply: replies.setup ?? (() => respondJson(200, PAYPAL_SETUP)) },
    {
      method: 'POST',
      path: '/paypal/order',
      reply:
        replies.order ??
        (() =>
          respondJson(201, {
            id: 'ORDER-7',
            status: 'CREATED',
            links: [{ href: 'https://paypal/approve', rel: 'approve' }],
          })),
    },
    {
      method: 'POST',
      path: /^\/paypal\/order\/[^/]+\/capture$/,
      reply:
        replies.capture ??
        (() =>
          respondJson(200, {
            id: 'ORDER-7',
            status: 'COMPLETED',
            captureId: 'CAP-1',
            amount: 100,
            currency: 'GBP',
            projectId: 2,
          })),
    },
  ]);
  global.fetch = fetchMock;
}

function renderProject(id: string) {
  return renderDonate(<ProjectDonatePage />, { path: `/projects/${id}/donate`, pattern: '/projects/:id/donate' });
}

beforeEach(() => {
  fakePaypal.reset();
  mockApi();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

describe('ProjectDonatePage: supporters', () => {
  it('lists the latest supporters under headings, with approved messages and never an amount', async () => {
    mockApi({
      supporters: () =>
        respondJson(200, {
          count: 1234,
          items: [
            { name: 'Anonymous', date: '2026-11-20T10:00:00.000Z', message: 'Lights for every lesson.' },
            { name: 'Bilal A.', date: '2026-11-02T09:00:00.000Z', message: null },
          ],
        }),
    });
    renderProject('2');
    const wall = await screen.findByRole('region', { name: 'Supporters' });
    expect(within(wall).getByText('1,234 people have given to this project.')).toBeInTheDocument();
    const list = within(wall).getByRole('list', { name: `Latest supporters of ${project.title}` });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0] as HTMLElement).getByRole('heading', { level: 3, name: 'Anonymous' })).toBeInTheDocument();
    expect(within(items[0] as HTMLElement).getByText('Lights for every lesson.')).toBeInTheDocument();
    expect(within(items[0] as HTMLElement).getByText('20 November 2026')).toHaveAttribute(
      'datetime',
      '2026-11-20T10:00:00.000Z',
    );
    expect(within(items[1] as HTMLElement).getByRole('heading', { level: 3, name: 'Bilal A.' })).toBeInTheDocument();
    expect(wall).not.toHaveTextContent('£');
  });

  it('invites the first gift when no one has given yet', async () => {
    renderProject('2');
    expect(await screen.findByText(/your gift could be the first/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: /Latest supporters/ })).not.toBeInTheDocument();
  });

  it('sends no name unless the donor ticks "Show my name on the project page"', async () => {
    const user = userEvent.setup();
    renderProject('2');
    await screen.findByRole('heading', { name: 'Support this project' });
    expect(screen.getByRole('checkbox', { name: 'Show my name on the project page' })).not.toBeChecked();
    expect(screen.queryByRole('textbox', { name: /Name to show/ })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Your message/ }), 'Keep the fans turning');
    await user.click(screen.getByRole('button', { name: 'Donate £50' }));
    await user.click(await screen.findByRole('button', { name: 'PayPal: create order' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/paypal/order')).toHaveLength(1));
    const body = bodyOf(callsTo(fetchMock, 'POST', '/paypal/order')[0]);
    expect(body).toMatchObject({ projectId: 2, message: 'Keep the fans turning' });
    expect(body).not.toHaveProperty('showName');
    expect(body).not.toHaveProperty('displayName');
  });

  it('sends the message, the choice to show a name and the name to show with the project order', async () => {
    const user = userEvent.setup();
    renderProject('2');
    await screen.findByRole('heading', { name: 'Support this project' });
    await user.type(screen.getByRole('textbox', { name: /Your message/ }), 'Keep the fans turning');
    await user.click(screen.getByRole('checkbox', { name: 'Show my name on the project page' }));
    await user.type(screen.getByRole('textbox', { name: /Name to show/ }), 'The Khan family');
    await user.click(screen.getByRole('button', { name: 'Donate £50' }));
    await user.click(await screen.findByRole('button', { name: 'PayPal: create order' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/paypal/order')).toHaveLength(1));
    expect(bodyOf(callsTo(fetchMock, 'POST', '/paypal/order')[0])).toMatchObject({
      projectId: 2,
      message: 'Keep the fans turning',
      showName: true,
      displayName: 'The Khan family',
    });
  });
});

describe('ProjectDonatePage', () => {
  it('shows a spinner while the project loads', () => {
    mockApi({ project: () => new Promise(() => undefined) });
    renderProject('2');
    expect(screen.getByRole('status')).toHaveTextContent('Loading project');
    expect(fetchMock).toHaveBeenCalledWith('/api/projects/2', expect.objectContaining({ credentials: 'include' }));
  });

  it('shows the project summary and the donate panel when found', async () => {
    renderProject('2');
    expect(await screen.findByRole('heading', { level: 1, name: project.title })).toBeInTheDocument();
    expect(screen.getByText('Rural Punjab, Pakistan')).toBeInTheDocument();
    expect(screen.getAllByText('Educational Institution').length).toBeGreaterThan(0);
    expect(screen.getByText('£5,500')).toBeInTheDocument();
    expect(screen.getByText(/raised of £25,000/)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: `${project.title} funding` })).toHaveAttribute(
      'aria-valuenow',
      '22',
    );
    expect(screen.getByText('450')).toBeInTheDocument();
    expect(screen.getByText('12.5 kW')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Support this project' })).toBeInTheDocument();
  });

  it('reads decimal amounts sent as strings', async () => {
    mockApi({
      project: () =>
        respondJson(200, { ...project, raisedAmount: '5500.00', targetAmount: '25000.00', capacity: '12.50' }),
    });
    renderProject('2');
    expect(await screen.findByText('£5,500')).toBeInTheDocument();
    expect(screen.getByText('12.5 kW')).toBeInTheDocument();
  });

  it('shows "Project Not Found" on a 404', async () => {
    mockApi({ project: () => respond(404, '{"statusCode":404,"message":"Project not found"}') });
    renderProject('99');
    expect(await screen.findByRole('heading', { level: 1, name: 'Project Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Projects' })).toHaveAttribute(
      'href',
      '/get-involved/sponsor-a-project',
    );
  });

  it('shows "Project Not Found" when the request fails', async () => {
    mockApi({ project: () => respond(500, '') });
    renderProject('1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Project Not Found' })).toBeInTheDocument();
  });

  it('shows "Project Not Found" for an invalid id without calling the API', () => {
    renderProject('abc');
    expect(screen.getByRole('heading', { level: 1, name: 'Project Not Found' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/api/projects/abc')).toHaveLength(0);
  });
});

describe('ProjectDonatePage served with its figures', () => {
  /** The data block of a page the donate remote's server drew (decision 053), for the address `path`. */
  function seed(reads: Record<string, unknown>, path = '/projects/2/donate') {
    const block = document.createElement('script');
    block.id = PAGE_DATA_ID;
    block.type = 'application/json';
    block.textContent = JSON.stringify({ path, reads });
    document.head.append(block);
    // The block belongs to the document's own address, as the browser loaded it.
    window.history.replaceState(null, '', path);
  }
  afterEach(() => document.getElementById(PAGE_DATA_ID)?.remove());

  it('shows the figures the server sent at once, without asking the API, and only on the first page', () => {
    seed({ '/api/projects/2': { ...project, raisedAmount: 6000 } });
    renderProject('2');
    expect(screen.getByRole('heading', { level: 1, name: project.title })).toBeInTheDocument();
    expect(screen.getByText('£6,000')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/api/projects/2')).toHaveLength(0);
    expect(document.getElementById(PAGE_DATA_ID)).toBeNull();
  });

  it('shows "Project Not Found" at once for an id the server found no project for', () => {
    seed({ '/api/projects/99': null }, '/projects/99/donate');
    renderProject('99');
    expect(screen.getByRole('heading', { level: 1, name: 'Project Not Found' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/api/projects/99')).toHaveLength(0);
  });

  it("ignores figures sent for another project's page and asks the API", async () => {
    seed({ '/api/projects/3': { ...project, id: 3, title: 'Another' } }, '/projects/3/donate');
    renderProject('2');
    expect(screen.getByRole('status')).toHaveTextContent('Loading project');
    expect(await screen.findByRole('heading', { level: 1, name: project.title })).toBeInTheDocument();
  });

  it('reads the project again after a gift', async () => {
    seed({ '/api/projects/2': project });
    const user = userEvent.setup();
    renderProject('2');
    mockApi({ project: () => respondJson(200, { ...project, raisedAmount: 5600 }) });
    await user.click(screen.getByRole('button', { name: 'Donate £50' }));
    await user.click(await screen.findByRole('button', { name: 'PayPal: create order' }));
    await waitFor(() => expect(fakePaypal.lastOrderId).toBe('ORDER-7'));
    await user.click(screen.getByRole('button', { name: 'PayPal: approve' }));
    expect(await screen.findByText('£5,600')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/api/projects/2')).toHaveLength(1);
  });
});

async function renderFound() {
  const user = userEvent.setup();
  renderProject('2');
  await screen.findByRole('heading', { name: 'Support this project' });
  return user;
}

const custom = () => screen.getByLabelText('Or enter your own amount');
const preset = (name: string) => screen.getByRole('button', { name });

describe('donate panel amounts', () => {
  it('defaults to £50 and offers the five presets', async () => {
    await renderFound();
    for (const name of ['£25', '£50', '£100', '£200', '£500']) expect(preset(name)).toBeInTheDocument();
    expect(preset('£50')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Donate £50' })).toBeEnabled();
    expect(custom()).toHaveAttribute('min', '1');
    expect(custom()).toHaveAttribute('step', '0.01');
  });

  it('uses a typed positive custom amount, and a preset click clears it', async () => {
    const user = await renderFound();
    await user.type(custom(), '75.5');
    expect(screen.getByRole('button', { name: 'Donate £75.50' })).toBeEnabled();
    expect(preset('£50')).toHaveAttribute('aria-pressed', 'false');

    await user.click(preset('£200'));
    expect(custom()).toHaveValue(null);
    expect(preset('£200')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Donate £200' })).toBeEnabled();
  });

  it('disables Donate when the amount is zero or less', async () => {
    const user = await renderFound();
    await user.type(custom(), '0');
    expect(screen.getByRole('button', { name: 'Donate' })).toBeDisabled();
    await user.clear(custom());
    expect(screen.getByRole('button', { name: 'Donate £50' })).toBeEnabled();
  });

  it('checks a typed amount against the shared donation rule as the donor types (form kit)', async () => {
    const user = await renderFound();
    await user.type(custom(), '60000');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'amount must be at most £50,000; for a larger gift please give by bank transfer',
    );
    expect(custom()).toHaveAttribute('aria-invalid', 'true');
    expect(custom()).toHaveAccessibleDescription(expect.stringContaining('amount must be at most £50,000'));
    expect(screen.getByRole('button', { name: 'Donate' })).toBeDisabled();
    await user.clear(custom());
    await user.type(custom(), '0.5');
    expect(await screen.findByRole('alert')).toHaveTextContent('amount must be at least £1');
    await user.click(preset('£25'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(custom()).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('button', { name: 'Donate £25' })).toBeEnabled();
  });
});

describe('donate panel without PayPal', () => {
  it('reveals the bank-transfer notice when PayPal is not configured', async () => {
    mockApi({
      setup: () =>
        respondJson(503, { statusCode: 503, error: 'Service Unavailable', message: 'PayPal is not configured' }),
    });
    const user = await renderFound();
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/paypal/setup')).toHaveLength(1));
    await user.click(preset('£100'));
    await user.click(screen.getByRole('button', { name: 'Donate £100' }));
    const notice = (await screen.findByRole('heading', { name: 'Online payment opens shortly' }))
      .parentElement as HTMLElement;
    expect(within(notice).getByRole('link', { name: 'donations@fromsuntosanctuary.org' })).toHaveAttribute(
      'href',
      expect.stringContaining('mailto:donations@fromsuntosanctuary.org'),
    );
    expect(within(notice).getByRole('link', { name: 'Arrange a bank transfer' })).toHaveAttribute(
      'href',
      expect.stringContaining('/contact?subject='),
    );
    expect(screen.queryByTestId('paypal-script-provider')).not.toBeInTheDocument();
  });
});

describe('donate panel with PayPal', () => {
  async function revealPaypal(amount = '£100') {
    const user = await renderFound();
    await user.click(preset(amount));
    expect(screen.queryByTestId('paypal-script-provider')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `Donate ${amount}` }));
    await screen.findByRole('button', { name: 'PayPal: create order' });
    return user;
  }

  it('loads PayPal with the client id from /paypal/setup, in pounds, for capture', async () => {
    await revealPaypal();
    expect(fakePaypal.providerOptions).toEqual({
      clientId: 'test-client-id',
      currency: 'GBP',
      intent: 'capture',
      environment: 'sandbox',
    });
    expect(fakePaypal.buttonsProps?.style).toEqual({ layout: 'vertical', label: 'donate' });
    expect(fakePaypal.buttonsProps?.forceReRender).toEqual([100]);
  });

  it('passes sdkBaseUrl when the setup answer has one, and re-renders the buttons for a new amount', async () => {
    mockApi({ setup: () => respondJson(200, { ...PAYPAL_SETUP, sdkBaseUrl: 'http://localhost:4010/sdk/js' }) });
    const user = await revealPaypal();
    expect(fakePaypal.providerOptions).toEqual(expect.objectContaining({ sdkBaseUrl: 'http://localhost:4010/sdk/js' }));
    await user.click(preset('£25'));
    expect(fakePaypal.buttonsProps?.forceReRender).toEqual([25]);
  });

  it('creates the order for this project and amount', async () => {
    const user = await revealPaypal();
    await user.click(screen.getByRole('button', { name: 'PayPal: create order' }));
    await waitFor(() => expect(fakePaypal.lastOrderId).toBe('ORDER-7'));
    expect(bodyOf(callsTo(fetchMock, 'POST', '/paypal/order')[0])).toEqual({
      amount: 100,
      currency: 'GBP',
      intent: 'CAPTURE',
      projectId: 2,
      emailNoticeVersion: CHARITY_EMAIL_NOTICE_VERSION,
      emailOptOut: false,
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers the soft opt-in before the buttons, unticked, and sends a ticked box with the order', async () => {
    const user = await renderFound();
    const box = screen.getByRole('checkbox', { name: CHARITY_EMAIL_NOTICE.optOut });
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription(CHARITY_EMAIL_NOTICE.notice);
    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Donate £50' }));
    await user.click(await screen.findByRole('button', { name: 'PayPal: create order' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/paypal/order')).toHaveLength(1));
    expect(bodyOf(callsTo(fetchMock, 'POST', '/paypal/order')[0])).toMatchObject({
      emailNoticeVersion: CHARITY_EMAIL_NOTICE_VERSION,
      emailOptOut: true,
    });
  });

  it.each([
    [
      'the joined validation messages',
      respondJson(400, {
        statusCode: 400,
        error: 'Bad Request',
        message: ['amount must not be greater than 50000', 'amount must be a number'],
      }),
      'amount must not be greater than 50000; amount must be a number',
    ],
    [
      'the message',
      respondJson(503, { statusCode: 503, error: 'Service Unavailable', message: 'PayPal is not configured' }),
      'PayPal is not configured',
    ],
    ['the error field', respondJson(502, { statusCode: 502, error: 'Bad Gateway', message: '' }), 'Bad Gateway'],
    ['the status line', respond(504, '', 'Gateway Timeout'), '504: Gateway Timeout'],
  ])('reports an order failure with %s', async (_what, reply, detail) => {
    mockApi({ order: () => reply });
    const user = await revealPaypal();
    await user.click(screen.getByRole('button', { name: 'PayPal: create order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`Failed to create PayPal order: ${detail}`);
    expect(screen.queryByText('Payment error occurred. Please try again.')).not.toBeInTheDocument();
  });

  it("shows a 400 naming the amount beside the amount field, and keeps spec §8's alert", async () => {
    mockApi({
      order: () =>
        respondJson(400, {
          statusCode: 400,
          error: 'Bad Request',
          message: ['amount must be at least £1'],
          fieldErrors: { amount: ['amount must be at least £1'] },
        }),
    });
    const user = await revealPaypal();
    await user.click(screen.getByRole('button', { name: 'PayPal: create order' }));
    await waitFor(() => expect(custom()).toHaveAttribute('aria-invalid', 'true'));
    expect(custom()).toHaveAccessibleDescription(expect.stringContaining('amount must be at least £1'));
    expect(custom()).toHaveFocus();
    expect(screen.getByText('Failed to create PayPal order: amount must be at least £1')).toBeInTheDocument();
  });

  it('reports an order answer without an id', async () => {
    mockApi({ order: () => respondJson(201, { status: 'CREATED', links: [] }) });
    const user = await revealPaypal();
    await user.click(screen.getByRole('button', { name: 'PayPal: create order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('PayPal order ID not received');
    expect(fakePaypal.lastOrderId).toBeNull();
  });

  it('captures an approved order, thanks the donor and reads the project again', async () => {
    let raised = 5500;
    mockApi({ project: () => respondJson(200, { ...project, raisedAmount: raised }) });
    const user = await revealPaypal();
    await user.click(screen.getByRole('button', { name: 'PayPal: create order' }));
    await waitFor(() => expect(fakePaypal.lastOrderId).toBe('ORDER-7'));
    raised = 5600;
    await user.click(screen.getByRole('button', { name: 'PayPal: approve' }));

    expect(await screen.findByText('Payment successful! Thank you for your donation.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(callsTo(fetchMock, 'POST', '/paypal/order/ORDER-7/capture')).toHaveLength(1);
    expect(await screen.findByText('£5,600')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: `${project.title} funding` })).toHaveAttribute(
      'aria-valuenow',
      '22',
    );
    expect(callsTo(fetchMock, 'GET', '/api/projects/2')).toHaveLength(2);
  });

  it('moves the funding bar after a large gift', async () => {
    let raised = 5500;
    mockApi({ project: () => respondJson(200, { ...project, raisedAmount: raised }) });
    const user = await revealPaypal('£500');
    raised = 10500;
    await user.click(screen.getByRole('button', { name: 'PayPal: approve' }));
    await screen.findByText('£10,500');
    expect(screen.getByRole('progressbar', { name: `${project.title} funding` })).toHaveAttribute(
      'aria-valuenow',
      '42',
    );
  });

  it('reports a capture that is not COMPLETED', async () => {
    mockApi({
      capture: () =>
        respondJson(200, {
          id: 'ORDER-9',
          status: 'PENDING',
          captureId: null,
          amount: 100,
          currency: 'GBP',
          projectId: 2,
        }),
    });
    const user = await revealPaypal();
    await user.click(screen.getByRole('button', { name: 'PayPal: approve' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment processing failed. Please try again.');
    expect(callsTo(fetchMock, 'GET', '/api/projects/2')).toHaveLength(1);
  });

  it('reports a failed capture', async () => {
    mockApi({
      capture: () =>
        respondJson(422, { statusCode: 422, error: 'Unprocessable Entity', message: 'ORDER_NOT_APPROVED' }),
    });
    const user = await revealPaypal();
    await user.click(screen.getByRole('button', { name: 'PayPal: approve' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment processing failed. Please try again.');
  });

  it('says when the donor cancels at PayPal', async () => {
    const user = await revealPaypal();
    await user.click(screen.getByRole('button', { name: 'PayPal: cancel' }));
    expect(await screen.findByText('Payment cancelled.')).toHaveAttribute('role', 'status');
  });

  it('reports an error from PayPal', async () => {
    const user = await revealPaypal();
    await user.click(screen.getByRole('button', { name: 'PayPal: error' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment error occurred. Please try again.');
  });
});
