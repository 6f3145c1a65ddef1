import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffRole } from '@solar/shared-contracts';
import { fakeStaffApi, pageOf, type SentRequest } from '@solar/shared-testing';
import { renderDonate } from '../../../testing/render-donate';
import { eligibleResponse, giftAidClaim } from '../../../testing/gift-aid-fixtures';
import GiftAidClaimsPage from './gift-aid-claims-page';

const CLAIMS = '/api/staff/gift-aid/claims';
const claimsSent = (requests: SentRequest[]) =>
  requests.filter((request) => request.method === 'POST' && request.url === CLAIMS);
const session = (role: StaffRole) => ({
  user: {
    id: 1,
    username: 'amina',
    displayName: 'Amina',
    role,
    disabled: false,
    lastSignInAt: null,
    createdAt: '',
    updatedAt: '',
  },
  expiresAt: '',
  idleExpiresAt: '',
});

function serve({
  role = 'admin' as StaffRole,
  eligible = eligibleResponse(),
  created = giftAidClaim({ id: 6, reference: 'GA-2026-0006', fileCount: 2 }),
  claimed = false,
} = {}) {
  let claimedYet = claimed;
  return fakeStaffApi({
    'GET /api/staff/session': () => [200, session(role)],
    'GET /api/staff/gift-aid/eligible': () => [
      200,
      claimedYet ? eligibleResponse({ donations: [], total: 0, giftAidTotal: 0 }) : eligible,
    ],
    [`GET ${CLAIMS}`]: () => [200, pageOf(claimedYet ? [created, giftAidClaim()] : [giftAidClaim()])],
    [`POST ${CLAIMS}`]: () => {
      claimedYet = true;
      return [201, created];
    },
  });
}

const eligibleUrls = (requests: SentRequest[]) =>
  requests.map((request) => request.url).filter((url) => url.startsWith('/api/staff/gift-aid/eligible'));

describe('GiftAidClaimsPage', () => {
  beforeEach(() => {
    jest.useFakeTimers({
      now: new Date('2026-11-23T12:00:00Z'),
      doNotFake: [
        'setTimeout',
        'setInterval',
        'clearTimeout',
        'clearInterval',
        'queueMicrotask',
        'nextTick',
        'setImmediate',
      ],
    });
  });
  afterEach(() => jest.useRealTimers());

  it('starts from the tax year so far, says why, and lists nothing until asked', async () => {
    const { requests } = serve();
    renderDonate(<GiftAidClaimsPage />, { path: '/staff/gift-aid/claims' });
    expect(screen.getByRole('heading', { level: 1, name: 'Gift Aid claims' })).toBeInTheDocument();
    expect(
      screen.getByText(
        /HMRC's schedule takes 1,000 lines per file, so a claim with more lines is split into several files/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/starts as the tax year so far \(from 6 April\)/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^First day/)).toHaveValue('2026-04-06');
    expect(screen.getByLabelText(/^Last day/)).toHaveValue('2026-11-23');
    expect(await screen.findByRole('table', { name: 'Gift Aid claims, newest first' })).toBeInTheDocument();
    expect(eligibleUrls(requests)).toEqual([]);
  });

  it('finds the eligible gifts of the period with their totals, and keeps the period in the address', async () => {
    const { requests } = serve();
    const user = userEvent.setup();
    renderDonate(<GiftAidClaimsPage />, { path: '/staff/gift-aid/claims' });
    await user.click(screen.getByRole('button', { name: 'Last complete month' }));
    expect(screen.getByLabelText(/^First day/)).toHaveValue('2026-10-01');
    expect(screen.getByLabelText(/^Last day/)).toHaveValue('2026-10-31');
    await user.click(screen.getByRole('button', { name: 'Find eligible gifts' }));

    await waitFor(() =>
      expect(eligibleUrls(requests)).toEqual(['/api/staff/gift-aid/eligible?from=2026-10-01&to=2026-10-31']),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/staff/gift-aid/claims?from=2026-10-01&to=2026-10-31');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Gifts to claim, 1 October 2026 to 31 October 2026' }),
    ).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Eligible gifts' });
    const values = screen.getAllByRole('definition').map((value) => value.textContent);
    expect(values).toEqual(['2', '£60', '£15']);
    const gifts = screen.getByRole('table', { name: 'Eligible gifts' });
    expect(within(gifts).getAllByRole('row')[1]?.textContent).toBe('12 Oct 2026Amina Khan-SmithOne-off£50£12.50');
    expect(within(gifts).getAllByRole('row')[2]?.textContent).toContain('Monthly payment');
  });

  it('checks the period before asking: both days, the last not before the first', async () => {
    const { requests } = serve();
    const user = userEvent.setup();
    renderDonate(<GiftAidClaimsPage />, { path: '/staff/gift-aid/claims' });
    const last = screen.getByLabelText(/^Last day/);
    await user.clear(last);
    await user.type(last, '2026-01-01');
    await user.click(screen.getByRole('button', { name: 'Find eligible gifts' }));
    await waitFor(() => expect(last).toHaveAttribute('aria-invalid', 'true'));
    expect(last).toHaveAccessibleDescription('The last day must be the same as the first day or later.');
    expect(last).toHaveFocus();
    expect(eligibleUrls(requests)).toEqual([]);
  });

  it('shows refunds of claimed gifts as adjustments to report', async () => {
    serve({
      eligible: eligibleResponse({
        adjustments: [
          {
            donationId: 30,
            claimReference: 'GA-2026-0002',
            amount: 20,
            giftAid: 5,
            refundedAt: '2026-11-02T10:00:00.000Z',
          },
        ],
      }),
    });
    renderDonate(<GiftAidClaimsPage />, { path: '/staff/gift-aid/claims?from=2026-04-06&to=2026-11-23' });
    const adjustments = await screen.findByRole('table', { name: 'Refunded after being claimed' });
    expect(within(adjustments).getAllByRole('row')[1]?.textContent).toBe('#30GA-2026-00022 Nov 2026£20£5');
    expect(screen.getByText(/report £5 as an adjustment/)).toBeInTheDocument();
  });

  it('lets an administrator create the claim after a confirm step, then shows its reference and each file as CSV and .ods', async () => {
    const { requests } = serve();
    const user = userEvent.setup();
    renderDonate(<GiftAidClaimsPage />, { path: '/staff/gift-aid/claims?from=2026-04-06&to=2026-11-23' });
    await user.click(await screen.findByRole('checkbox', { name: 'Aggregate small gifts' }));
    const description = screen.getByLabelText('Description of the aggregated lines (optional)');
    expect(description).toHaveAccessibleDescription(expect.stringContaining('Leave it blank for the site’s own'));
    await user.type(description, 'Online gifts under £30');
    await user.click(screen.getByRole('button', { name: 'Create claim…' }));

    const dialog = screen.getByRole('dialog', { name: 'Create this Gift Aid claim?' });
    expect(dialog).toHaveTextContent(
      'It claims 2 gifts paid from 6 April 2026 to 23 November 2026: £60 given, £15 of Gift Aid to reclaim, small gifts aggregated as “Online gifts under £30”.',
    );
    expect(claimsSent(requests)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Create claim' }));

    const created = await screen.findByRole('heading', { level: 3, name: 'Claim GA-2026-0006 created' });
    expect(created).toHaveFocus();
    expect(claimsSent(requests)[0]?.body).toEqual({
      from: '2026-04-06',
      to: '2026-11-23',
      aggregateSmallGifts: true,
      aggregateDescription: 'Online gifts under £30',
    });
    const files = screen.getAllByRole('list', { name: 'Files of claim GA-2026-0006' })[0] as HTMLElement;
    expect(
      within(files)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['GA-2026-0006 schedule 1 (CSV)', '/api/staff/gift-aid/claims/6/schedule-1.csv'],
      ['GA-2026-0006 schedule 1 (.ods)', '/api/staff/gift-aid/claims/6/schedule-1.ods'],
      ['GA-2026-0006 schedule 2 (CSV)', '/api/staff/gift-aid/claims/6/schedule-2.csv'],
      ['GA-2026-0006 schedule 2 (.ods)', '/api/staff/gift-aid/claims/6/schedule-2.ods'],
    ]);
    expect(await screen.findByText(/No gifts to claim in this period/)).toBeInTheDocument();
    const past = screen.getByRole('table', { name: 'Gift Aid claims, newest first' });
    await waitFor(() => expect(within(past).getAllByRole('row')).toHaveLength(3));
    expect(within(past).getAllByRole('row')[1]?.textContent).toContain('GA-2026-0006');
  });

  it('leaves a blank description to the API, and sends none when gifts are not aggregated', async () => {
    const { requests } = serve();
    const user = userEvent.setup();
    renderDonate(<GiftAidClaimsPage />, { path: '/staff/gift-aid/claims?from=2026-04-06&to=2026-11-23' });
    await user.click(await screen.findByRole('checkbox', { name: 'Aggregate small gifts' }));
    await user.click(screen.getByRole('button', { name: 'Create claim…' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('£15 of Gift Aid to reclaim, small gifts aggregated.');
    await user.click(screen.getByRole('button', { name: 'Not yet' }));
    await user.click(screen.getByRole('checkbox', { name: 'Aggregate small gifts' }));
    await user.click(screen.getByRole('button', { name: 'Create claim…' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Create claim' }));
    await screen.findByRole('heading', { level: 3, name: 'Claim GA-2026-0006 created' });
    expect(claimsSent(requests)[0]?.body).toEqual({
      from: '2026-04-06',
      to: '2026-11-23',
      aggregateSmallGifts: false,
    });
  });

  it('puts the API’s refusal of the description beside it', async () => {
    const refusal = {
      statusCode: 400,
      error: 'Bad Request',
      message: ['Description must be at most 35 characters'],
      fieldErrors: {
        aggregateDescription: ['Description must be at most 35 characters'],
      },
    };
    fakeStaffApi({
      'GET /api/staff/session': () => [200, session('admin')],
      'GET /api/staff/gift-aid/eligible': () => [200, eligibleResponse()],
      [`GET ${CLAIMS}`]: () => [200, pageOf([])],
      [`POST ${CLAIMS}`]: () => [400, refusal],
    });
    const user = userEvent.setup();
    renderDonate(<GiftAidClaimsPage />, { path: '/staff/gift-aid/claims?from=2026-04-06&to=2026-11-23' });
    await user.click(await screen.findByRole('checkbox', { name: 'Aggregate small gifts' }));
    await user.type(screen.getByLabelText('Description of the aggregated lines (optional)'), 'Gifts');
    await user.click(screen.getByRole('button', { name: 'Create claim…' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Create claim' }));
    const description = screen.getByLabelText('Description of the aggregated lines (optional)');
    await waitFor(() =>
      expect(description).toHaveAccessibleDescription(
        expect.stringContaining('Description must be at most 35 characters'),
      ),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows staff the eligible gifts and past claims but leaves creating a claim and its files to administrators', async () => {
    serve({ role: 'staff' });
    renderDonate(<GiftAidClaimsPage />, { path: '/staff/gift-aid/claims?from=2026-04-06&to=2026-11-23' });
    expect(await screen.findByRole('table', { name: 'Eligible gifts' })).toBeInTheDocument();
    expect(await screen.findByText('Only administrators can create a claim.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create claim…' })).toBeNull();
    const past = await screen.findByRole('table', { name: 'Gift Aid claims, newest first' });
    expect(within(past).queryByRole('link')).toBeNull();
    expect(screen.getByText(/Administrators download the claims’ files/)).toBeInTheDocument();
  });

  it('lists past claims with their period, figures and files', async () => {
    serve();
    renderDonate(<GiftAidClaimsPage />, { path: '/staff/gift-aid/claims' });
    const past = await screen.findByRole('table', { name: 'Gift Aid claims, newest first' });
    const cells = within(within(past).getAllByRole('row')[1] as HTMLElement).getAllByRole('cell');
    expect(cells.slice(0, 7).map((cell) => cell.textContent)).toEqual([
      'GA-2026-0005',
      '6 April 2026 to 23 November 2026',
      '2',
      '£60',
      '£15',
      'None',
      '23 Nov 2026, 12:00 UK time by e2e-admin',
    ]);
    expect(
      within(cells[7] as HTMLElement).getByRole('link', { name: 'GA-2026-0005 schedule 1 (.ods)' }),
    ).toHaveAttribute('href', '/api/staff/gift-aid/claims/5/schedule-1.ods');
  });
});
