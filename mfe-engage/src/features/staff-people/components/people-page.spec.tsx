import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeStaffApi } from '@solar/shared-testing';
import { renderEngage } from '../../../testing/render-engage';
import PeoplePage from './people-page';

const at = { path: '/staff/people' };
const FILE = 'POST /api/staff/supporter-data/file';
const SUMMARY = 'POST /api/staff/supporter-data/summary';
const PLAN = 'POST /api/staff/supporter-data/erasure-plan';
const ERASE = 'POST /api/staff/supporter-data/erasure';

describe('PeoplePage', () => {
  const clicked: string[] = [];
  beforeEach(() => {
    clicked.splice(0);
    URL.createObjectURL = jest.fn(() => 'blob:supporter-data');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
  });

  it('downloads the person’s file and summary by POSTing their address, never putting it in a URL', async () => {
    const { requests } = fakeStaffApi({
      [FILE]: () => [200, { email: 'amina@example.org' }],
      [SUMMARY]: () => [200, { email: 'amina@example.org' }],
    });
    const user = userEvent.setup();
    renderEngage(<PeoplePage />, at);
    expect(screen.getByRole('heading', { level: 1, name: 'Supporters’ data' })).toBeInTheDocument();
    const fileButton = screen.getByRole('button', { name: 'Download their file (JSON)' });
    expect(fileButton).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: /Their email address/ }), ' amina@example.org{Enter}');
    await waitFor(() => expect(clicked).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Download a readable summary (HTML)' }));
    await waitFor(() => expect(clicked).toHaveLength(2));
    expect(clicked).toEqual([
      expect.stringMatching(/^supporter-data-\d{4}-\d{2}-\d{2}\.json$/),
      expect.stringMatching(/^supporter-data-\d{4}-\d{2}-\d{2}\.html$/),
    ]);
    expect(requests).toEqual([
      { method: 'POST', url: '/api/staff/supporter-data/file', body: { email: 'amina@example.org' } },
      { method: 'POST', url: '/api/staff/supporter-data/summary', body: { email: 'amina@example.org' } },
    ]);
  });

  it('says why nothing was downloaded when the API refuses', async () => {
    fakeStaffApi({ [FILE]: () => [400, { statusCode: 400, message: ['Please enter a valid email address'] }] });
    const user = userEvent.setup();
    renderEngage(<PeoplePage />, at);
    await user.type(screen.getByRole('textbox', { name: /Their email address/ }), 'amina{Enter}');
    expect(await screen.findByText(/Nothing was downloaded: Please enter a valid email address/)).toBeInTheDocument();
    expect(clicked).toEqual([]);
  });

  it('erases a person only after showing what will go and what must stay', async () => {
    const plan = {
      email: 'amina@example.org',
      erased: {
        emailLists: 1,
        newsletterSignUps: 1,
        contactMessages: 2,
        volunteerApplications: 0,
        donations: 1,
        monthlyGifts: 0,
        giftAidDeclarations: 0,
        emailsSent: 3,
        supportersWall: 1,
      },
      cancelled: { monthlyGifts: 0 },
      kept: { giftAidDeclarations: 1, donations: 1, until: '2033-04-01T00:00:00.000Z' },
    };
    const { requests } = fakeStaffApi({
      [PLAN]: () => [200, plan],
      [ERASE]: () => [200, { ...plan, erasedAt: '2026-11-28T12:00:00Z' }],
    });
    const user = userEvent.setup();
    renderEngage(<PeoplePage />, at);
    await user.type(screen.getByRole('textbox', { name: /Their email address/ }), 'amina@example.org');
    await user.click(screen.getByRole('button', { name: 'Erase this person…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Erase amina@example.org?' });
    expect(dialog).toHaveTextContent('Messages you sent us: 2');
    expect(dialog).toHaveTextContent('Emails we sent you: 3');
    expect(dialog).toHaveTextContent('Newsletter sign-ups waiting for you to confirm them: 1');
    expect(dialog).not.toHaveTextContent('Volunteer applications');
    expect(dialog).not.toHaveTextContent('cancelled at PayPal');
    expect(dialog).toHaveTextContent(/1 Gift Aid declaration\(s\) and the 1 gift\(s\) they cover.*until 1 Apr 2033/);
    expect(requests.map((request) => request.url)).toEqual(['/api/staff/supporter-data/erasure-plan']);
    await user.click(within(dialog).getByRole('button', { name: 'Erase them' }));
    expect(await screen.findByText('amina@example.org is erased')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests[1]).toEqual({
      method: 'POST',
      url: '/api/staff/supporter-data/erasure',
      body: { email: 'amina@example.org', confirm: true },
    });
  });

  it('names the monthly gift PayPal will stop, and says nothing was erased when PayPal cannot be reached', async () => {
    const plan = {
      email: 'bilal@example.org',
      erased: {
        emailLists: 0,
        contactMessages: 0,
        volunteerApplications: 0,
        donations: 3,
        monthlyGifts: 1,
        giftAidDeclarations: 0,
        emailsSent: 4,
        supportersWall: 0,
      },
      cancelled: { monthlyGifts: 1 },
      kept: { giftAidDeclarations: 0, donations: 0, until: null },
    };
    const refusal = {
      statusCode: 502,
      error: 'MONTHLY_GIFT_NOT_CANCELLED',
      message: 'Their monthly gift (PayPal subscription I-BW452GLLEP1G) could not be cancelled at PayPal',
    };
    fakeStaffApi({ [PLAN]: () => [200, plan], [ERASE]: () => [502, refusal] });
    const user = userEvent.setup();
    renderEngage(<PeoplePage />, at);
    await user.type(screen.getByRole('textbox', { name: /Their email address/ }), 'bilal@example.org');
    await user.click(screen.getByRole('button', { name: 'Erase this person…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Erase bilal@example.org?' });
    expect(within(dialog).getByRole('heading', { name: 'Monthly gifts that will be cancelled' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent(
      'Their monthly gift will be cancelled at PayPal first, so no more money is taken.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Erase them' }));
    expect(
      await within(dialog).findByText(/^Nothing was erased: Their monthly gift \(PayPal subscription I-BW452GLLEP1G\)/),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Erase them' })).toBeEnabled();
  });
});
