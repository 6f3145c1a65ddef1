import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, type Location } from '@solar/shared-routing';
import type { StaffEmailLogEntry, StaffRole, StaffUser } from '@solar/shared-contracts';
import { fakeStaffApi, pageOf, type SentRequest, type StaffApiHandler } from '@solar/shared-testing';
import { ToastProvider } from '@solar/shared-ui';
import StaffConsole from './staff-console';

/** The fake API answers at once, but a busy machine can take over a second to type and re-render. */
const patient = { timeout: 5000 };

function anEmail(overrides: Partial<StaffEmailLogEntry>): StaffEmailLogEntry {
  return {
    id: 1,
    template: 'donation-receipt',
    recipient: 'donor@example.org',
    status: 'sent',
    attempts: 1,
    lastError: null,
    nextAttemptAt: null,
    sentAt: '2026-11-23T10:01:00.000Z',
    createdAt: '2026-11-23T10:00:00.000Z',
    ...overrides,
  };
}

const outbox = (): StaffEmailLogEntry[] => [
  anEmail({
    id: 3,
    template: 'contact-acknowledgement',
    recipient: 'amina@example.org',
    status: 'failed',
    attempts: 8,
    lastError: '451 Try again later',
    sentAt: null,
  }),
  anEmail({
    id: 2,
    template: 'contact-staff-alert',
    recipient: 'staff@example.org',
    status: 'pending',
    attempts: 2,
    lastError: 'Connection timed out',
    nextAttemptAt: '2026-11-23T10:05:00.000Z',
    sentAt: null,
  }),
  anEmail({ id: 1 }),
];

/** What needs attention, as the API counts it from the outbox (the other counts fixed). */
function attention(emails: StaffEmailLogEntry[], asOf: string) {
  const failed = emails.filter((email) => email.status === 'failed').length;
  return {
    asOf,
    items: [
      {
        key: 'messages.unread',
        label: 'Unread messages',
        count: 2,
        href: '/staff/messages?filter=unread',
        tone: 'warning',
      },
      {
        key: 'donations.this-month',
        label: 'Gifts in November 2026',
        count: 3,
        total: { amount: 125.5, currency: 'GBP' },
        href: '/staff/donations?status=completed&from=2026-11-01&to=2026-11-30',
        tone: 'info',
      },
      {
        key: 'emails.failed',
        label: 'Emails that failed',
        count: failed,
        href: '/staff/emails?status=failed',
        tone: 'danger',
      },
    ],
  };
}

/** One page of the outbox, filtered the way the API does. */
function emailPage(emails: StaffEmailLogEntry[], search: URLSearchParams) {
  const [q, status, template] = ['q', 'status', 'template'].map((name) => search.get(name));
  const page = Number(search.get('page') ?? 1);
  const pageSize = Number(search.get('pageSize') ?? 25);
  const matching = emails.filter(
    (email) =>
      (!q || email.recipient.includes(q)) &&
      (!status || email.status === status) &&
      (!template || email.template === template),
  );
  return pageOf(matching.slice((page - 1) * pageSize, page * pageSize), { page, pageSize, total: matching.length });
}

/** Requeues a failed email the way the API does: administrators only, and a resend of anything else is a 409. */
const resend =
  (role: StaffRole, email: StaffEmailLogEntry): StaffApiHandler =>
  () => {
    if (role !== 'admin') return [403, { statusCode: 403, message: 'Only an administrator can do this' }];
    if (email.status !== 'failed') return [409, { statusCode: 409, message: 'Only a failed email can be sent again' }];
    Object.assign(email, { status: 'pending', attempts: 0, nextAttemptAt: '2026-11-23T11:00:00.000Z' });
    return [200, email];
  };

/** The staff API behind the email log: a signed-in person, and an outbox that filters, pages and requeues. */
function fakeEmailApi(role: StaffRole, emails: StaffEmailLogEntry[] = outbox()) {
  const at = '2026-11-23T10:00:00.000Z';
  const me: StaffUser = {
    id: 1,
    username: 'amina',
    displayName: 'Amina',
    role,
    disabled: false,
    lastSignInAt: null,
    secondFactor: true,
    temporaryPassword: false,
    createdAt: at,
    updatedAt: at,
  };
  const api = fakeStaffApi({
    'GET /api/staff/session': () => [
      200,
      { user: me, expiresAt: '2026-11-23T22:00:00.000Z', idleExpiresAt: '2026-11-23T10:30:00.000Z' },
    ],
    'GET /api/staff/emails': ({ search }) => [200, emailPage(emails, search)],
    'GET /api/staff/attention': () => [200, attention(emails, at)],
    ...Object.fromEntries(emails.map((email) => [`POST /api/staff/emails/${email.id}/resend`, resend(role, email)])),
  });
  return { ...api, emails };
}

function openConsole(path: string) {
  const where = { location: null as Location | null };
  function Probe() {
    where.location = useLocation();
    return null;
  }
  render(
    <ToastProvider>
      <MemoryRouter initialEntries={[path]}>
        <Probe />
        <Routes>
          <Route path="/staff/*" element={<StaffConsole />} />
        </Routes>
      </MemoryRouter>
    </ToastProvider>,
  );
  return { location: () => where.location as Location };
}

const listCalls = (requests: SentRequest[]) =>
  requests
    .filter((request) => request.url.startsWith('/api/staff/emails') && request.method === 'GET')
    .map((request) => request.url);

function cellsOf(table: HTMLElement, text: string): string[] {
  const row = within(table).getByText(text).closest('tr') as HTMLElement;
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');
}

jest.setTimeout(20_000);

describe('the email log', () => {
  // jsdom has no scrolling; the console scrolls to the top when it moves between its pages.
  beforeEach(() => jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('lists every email with its name, recipient, status, attempts, last error and when it went or goes next', async () => {
    fakeEmailApi('admin');
    openConsole('/staff/emails');
    await screen.findByRole('heading', { level: 1, name: 'Emails' }, patient);
    const table = await screen.findByRole('table', { name: 'Email log' }, patient);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['When', 'Email', 'Recipient', 'Status', 'Attempts', 'Last error', 'Sent, or next attempt', 'Action']);
    expect(cellsOf(table, 'amina@example.org')).toEqual([
      '23 Nov 2026, 10:00 UK time',
      'Contact acknowledgement',
      'amina@example.org',
      'Failed',
      '8',
      '451 Try again later',
      'Not sent',
      'Send again',
    ]);
    expect(cellsOf(table, 'staff@example.org')).toEqual([
      '23 Nov 2026, 10:00 UK time',
      'Contact alert to staff',
      'staff@example.org',
      'Waiting',
      '2',
      'Connection timed out',
      'Next attempt 23 Nov 2026, 10:05 UK time',
      '',
    ]);
    expect(cellsOf(table, 'donor@example.org')).toEqual([
      '23 Nov 2026, 10:00 UK time',
      'Donation receipt',
      'donor@example.org',
      'Sent',
      '1',
      '—',
      '23 Nov 2026, 10:01 UK time',
      '',
    ]);
    expect(within(table).getAllByRole('button')).toHaveLength(1);
    expect(screen.getByRole('navigation', { name: 'Email log pages' })).toHaveTextContent('Page 1 of 1 (3 results)');
    expect(document.title).toMatch(/^Emails/);
  });

  it('reads its filters from the address, and a new search or filter goes back to the first page', async () => {
    const user = userEvent.setup();
    const api = fakeEmailApi('staff');
    const site = openConsole('/staff/emails?page=2&status=bogus&template=contact-staff-alert');
    const form = within(await screen.findByRole('search', {}, patient));
    await waitFor(
      () =>
        expect(listCalls(api.requests)).toEqual(['/api/staff/emails?page=2&pageSize=25&template=contact-staff-alert']),
      patient,
    );
    expect(form.getByRole('combobox', { name: 'Status' })).toHaveValue('');
    expect(form.getByRole('combobox', { name: 'Email' })).toHaveValue('contact-staff-alert');

    await user.selectOptions(form.getByRole('combobox', { name: 'Status' }), 'Failed');
    await user.selectOptions(form.getByRole('combobox', { name: 'Email' }), 'Contact acknowledgement');
    await user.type(form.getByRole('searchbox', { name: 'Search by recipient' }), ' amina {Enter}');
    await waitFor(
      () => expect(site.location().search).toBe('?q=amina&status=failed&template=contact-acknowledgement'),
      patient,
    );
    const table = await screen.findByRole('table', { name: 'Email log' }, patient);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2), patient);
    expect(within(table).getByText('amina@example.org')).toBeInTheDocument();
    expect(listCalls(api.requests).at(-1)).toBe(
      '/api/staff/emails?page=1&pageSize=25&q=amina&status=failed&template=contact-acknowledgement',
    );

    await user.selectOptions(screen.getByRole('combobox', { name: 'Email' }), 'Newsletter welcome');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No emails match.', {}, patient)).toBeInTheDocument();
  });

  it('sends a failed email again only after the confirm step, then shows it waiting with focus on its status', async () => {
    const user = userEvent.setup();
    const api = fakeEmailApi('admin');
    openConsole('/staff/emails');
    const button = await screen.findByRole(
      'button',
      { name: 'Send again the contact acknowledgement to amina@example.org' },
      patient,
    );
    await user.click(button);
    const dialog = within(
      screen.getByRole('dialog', { name: 'Send the contact acknowledgement to amina@example.org again?' }),
    );
    expect(dialog.getByText(/failed after 8 attempts\. The mail server said: 451 Try again later/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(api.requests.some((request) => request.method === 'POST')).toBe(false);

    await user.keyboard('{Enter}');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Send again' }));
    expect(
      await screen.findByText('The contact acknowledgement to amina@example.org is queued to send again', {}, patient),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Email log' });
    expect(cellsOf(table, 'amina@example.org').slice(3, 5)).toEqual(['Waiting', '0']);
    expect(within(table).queryByRole('button')).not.toBeInTheDocument();
    expect(within(table).getByText('amina@example.org').closest('tr')?.querySelector('[tabindex="-1"]')).toHaveFocus();
    expect(api.requests.filter((request) => request.method === 'POST')).toEqual([
      { method: 'POST', url: '/api/staff/emails/3/resend' },
    ]);
  });

  it('moves focus to the list when the email sent again leaves the Failed filter', async () => {
    const user = userEvent.setup();
    fakeEmailApi('admin');
    openConsole('/staff/emails?status=failed');
    await user.click(await screen.findByRole('button', { name: /^Send again the / }, patient));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Send again' }));
    expect(await screen.findByText('No emails match.', {}, patient)).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Email log' }).closest('[tabindex="-1"]')).toHaveFocus();
  });

  it("keeps the dialog open with the server's reason when the email is no longer failed, and refreshes the list", async () => {
    const user = userEvent.setup();
    const api = fakeEmailApi('admin');
    openConsole('/staff/emails');
    await user.click(await screen.findByRole('button', { name: /^Send again the / }, patient));
    const amina = api.emails.find((email) => email.id === 3) as StaffEmailLogEntry;
    Object.assign(amina, { status: 'sent', sentAt: '2026-11-23T10:30:00.000Z' });
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Send again' }));
    const dialog = within(screen.getByRole('dialog'));
    expect(
      await dialog.findByText('It was not queued again: Only a failed email can be sent again', {}, patient),
    ).toBeInTheDocument();
    await waitFor(
      () => expect(cellsOf(screen.getByRole('table', { name: 'Email log' }), 'amina@example.org')[3]).toBe('Sent'),
      patient,
    );
  });

  it('shows staff who are not administrators the log without a Send again button', async () => {
    fakeEmailApi('staff');
    openConsole('/staff');
    await navigateTo('Emails');
    const table = await screen.findByRole('table', { name: 'Email log' }, patient);
    await within(table).findByText('amina@example.org', {}, patient);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).not.toContain('Action');
    expect(screen.queryByRole('button', { name: /Send again/ })).not.toBeInTheDocument();
  });

  it('draws what needs attention on the overview, each count linking to its filtered list', async () => {
    fakeEmailApi('admin', [...outbox(), anEmail({ id: 9, status: 'failed', attempts: 8, sentAt: null })]);
    const console = openConsole('/staff');
    const section = await screen.findByRole('region', { name: 'Needs attention' }, patient);
    const unread = await within(section).findByRole('link', { name: '2 Unread messages' }, patient);
    expect(unread).toHaveAttribute('href', '/staff/messages?filter=unread');
    expect(within(section).getByRole('link', { name: '3 Gifts in November 2026' })).toHaveAttribute(
      'href',
      '/staff/donations?status=completed&from=2026-11-01&to=2026-11-30',
    );
    expect(within(section).getByText('£125.50 in all')).toBeInTheDocument();
    expect(within(section).getByText(/^Counted at/)).toHaveTextContent('Counted at 23 Nov 2026, 10:00 UK time.');

    await userEvent.setup().click(within(section).getByRole('link', { name: '2 Emails that failed' }));
    await screen.findByRole('heading', { level: 1, name: 'Emails' }, patient);
    expect(console.location().search).toBe('?status=failed');
    const table = await screen.findByRole('table', { name: 'Email log' }, patient);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3), patient);
  });
});

async function navigateTo(label: string) {
  const nav = await screen.findByRole('navigation', { name: 'Staff console' }, patient);
  await userEvent.setup().click(within(nav).getByRole('link', { name: label }));
}
