import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, type Location } from '@solar/shared-routing';
import type { StaffRole, StaffUser } from '@solar/shared-contracts';
import { ToastProvider } from '@solar/shared-ui';
import StaffConsole from './staff-console';

/** The fake API answers at once, but a busy machine can take over a second to type and re-render. */
const patient = { timeout: 5000 };

type Call = { method: string; url: string; body: unknown };

function user(id: number, username: string, role: StaffRole): StaffUser {
  const at = '2026-11-23T10:00:00.000Z';
  return {
    id,
    username,
    displayName: username.toUpperCase(),
    role,
    disabled: false,
    lastSignInAt: null,
    secondFactor: true,
    temporaryPassword: false,
    createdAt: at,
    updatedAt: at,
  };
}

function reply(status: number, body?: unknown) {
  const text = body === undefined ? '' : JSON.stringify(body);
  return Promise.resolve({
    ok: status < 400,
    status,
    statusText: String(status),
    text: () => Promise.resolve(text),
  } as Response);
}

/** A stand-in for the staff API at the network edge: one account, a session once signed in. */
function fakeStaffApi(role: StaffRole, signedIn: boolean, { requireCode = false, temporaryPassword = false } = {}) {
  const me = { ...user(1, 'amina', role), temporaryPassword };
  const state = { signedIn, calls: [] as Call[] };
  const session = () => ({
    user: me,
    expiresAt: '2026-11-23T22:00:00.000Z',
    idleExpiresAt: '2026-11-23T10:30:00.000Z',
  });
  global.fetch = jest.fn((url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    state.calls.push({ method, url, body });
    if (url === '/api/staff/session' && method === 'POST') {
      if (body.password !== 'solar panels on the roof')
        return reply(401, { statusCode: 401, message: 'The username or password is not right' });
      if (requireCode && body.code !== '123456')
        return reply(401, {
          statusCode: 401,
          error: 'Unauthorized',
          message: body.code ? 'That code is not right' : 'Enter the 6-digit code from your authenticator app',
          reason: body.code ? 'code-refused' : 'code-required',
        });
      state.signedIn = true;
      return reply(200, session());
    }
    if (!state.signedIn) return reply(401, { statusCode: 401, message: 'Sign in first' });
    if (url === '/api/staff/session') return reply(200, session());
    if (url === '/api/staff/account/password' && method === 'POST') {
      if (body.currentPassword !== 'solar panels on the roof') {
        const refusal = 'That is not your current password';
        return reply(400, {
          statusCode: 400,
          error: 'Bad Request',
          message: [refusal],
          fieldErrors: { currentPassword: [refusal] },
        });
      }
      me.temporaryPassword = false;
      return reply(204);
    }
    if (url.startsWith('/api/staff/users') && method === 'GET')
      return reply(200, { items: [me], page: 1, pageSize: 25, total: 1 });
    if (url === '/api/staff/users' && method === 'POST') return reply(201, user(2, body.username, body.role));
    if (/^\/api\/staff\/users\/\d+\/password$/.test(url) && method === 'POST') {
      if (String(body.password).includes('amina')) {
        const refusal = 'The password must not contain the username';
        return reply(400, {
          statusCode: 400,
          error: 'Bad Request',
          message: [refusal],
          fieldErrors: { password: [refusal] },
        });
      }
      return reply(204);
    }
    return reply(404, { message: 'Not Found' });
  }) as jest.Mock;
  return state;
}

/** Where the console has taken the person (the data router needs fetch's Request, which jsdom lacks). */
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
          <Route path="*" element={<p>Public page</p>} />
        </Routes>
      </MemoryRouter>
    </ToastProvider>,
  );
  return {
    get state() {
      return { location: where.location as Location };
    },
  };
}

describe('the staff console', () => {
  it('asks for the authenticator code when the API does, keeps the password, and signs in with it', async () => {
    const user = userEvent.setup();
    const api = fakeStaffApi('admin', false, { requireCode: true });
    const router = openConsole('/staff/sign-in?next=%2Fstaff%2Fmessages');

    await screen.findByRole('heading', { level: 1, name: 'Sign in to the staff console' }, patient);
    expect(screen.queryByLabelText(/^Authenticator code/)).toBeNull();
    await user.type(screen.getByLabelText(/^Username/), 'amina');
    await user.type(screen.getByLabelText(/^Password/), 'solar panels on the roof{Enter}');
    const code = await screen.findByLabelText(/^Authenticator code/, {}, patient);
    await waitFor(() => expect(code).toHaveFocus(), patient);
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('solar panels on the roof');

    await user.type(code, '999999{Enter}');
    expect((await screen.findByText('That code is not right', {}, patient)).closest('[role="alert"]')).not.toBeNull();
    await waitFor(() => expect(screen.getByLabelText(/^Authenticator code/)).toHaveValue(''), patient);

    await user.type(screen.getByLabelText(/^Authenticator code/), '123456{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff/messages'), patient);
    const posts = api.calls.filter((call) => call.method === 'POST' && call.url === '/api/staff/session');
    expect(posts.map((call) => call.body)).toEqual([
      { username: 'amina', password: 'solar panels on the roof' },
      { username: 'amina', password: 'solar panels on the roof', code: '999999' },
      { username: 'amina', password: 'solar panels on the roof', code: '123456' },
    ]);
  });

  it('sends a signed-out visitor to sign in, shows the server message for a wrong password, and returns them afterwards', async () => {
    const user = userEvent.setup();
    fakeStaffApi('admin', false);
    const router = openConsole('/staff/users?page=1');

    await screen.findByRole('heading', { level: 1, name: 'Sign in to the staff console' }, patient);
    expect(router.state.location.pathname).toBe('/staff/sign-in');
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/staff/users?page=1')}`);

    await user.type(screen.getByLabelText(/^Username/), 'amina');
    await user.type(screen.getByLabelText(/^Password/), 'wrong password{Enter}');
    expect(
      (await screen.findByText('The username or password is not right', {}, patient)).closest('[role="alert"]'),
    ).not.toBeNull();
    expect(screen.getByLabelText(/^Password/)).toHaveValue('');

    await user.type(screen.getByLabelText(/^Password/), 'solar panels on the roof{Enter}');
    await screen.findByRole('heading', { level: 1, name: 'Staff accounts' }, patient);
    expect(router.state.location.pathname).toBe('/staff/users');
    expect(await screen.findByRole('table', { name: 'Staff accounts' }, patient)).toHaveTextContent('amina');
  });

  it('asks for both fields before sending anything', async () => {
    const user = userEvent.setup();
    const api = fakeStaffApi('admin', false);
    openConsole('/staff/sign-in');
    await user.click(await screen.findByRole('button', { name: 'Sign in' }, patient));
    expect(screen.getByText('Enter your username')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Username/)).toHaveFocus();
    expect(screen.getByLabelText(/^Username/)).toHaveAccessibleDescription('Enter your username');
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('shows administrators every area, and staff neither accounts nor the audit log', async () => {
    fakeStaffApi('admin', true);
    openConsole('/staff');
    const adminNav = await screen.findByRole('navigation', { name: 'Staff console' }, patient);
    expect(
      within(adminNav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Messages',
      'Volunteers',
      'Subscribers',
      'Supporters’ data',
      'Donations',
      'Monthly gifts',
      'Projects',
      'Gift Aid',
      'Articles',
      'Emails',
      'Staff accounts',
      'Audit log',
    ]);
    expect(screen.getByText(/Signed in as/)).toHaveTextContent('Signed in as AMINA (administrator)');
  });

  it('keeps staff out of the admin pages', async () => {
    fakeStaffApi('staff', true);
    openConsole('/staff/users');
    await screen.findByRole('heading', { level: 1, name: 'Administrators only' }, patient);
    const nav = screen.getByRole('navigation', { name: 'Staff console' });
    expect(within(nav).queryByRole('link', { name: 'Staff accounts' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Audit log' })).not.toBeInTheDocument();
  });

  it('lets an administrator add a person, checking the password length first', async () => {
    const user = userEvent.setup();
    const api = fakeStaffApi('admin', true);
    openConsole('/staff/users');
    const form = within(
      (await screen.findByRole('heading', { name: 'Add a person' }, patient)).closest('section') as HTMLElement,
    );
    await user.type(form.getByLabelText(/^Username/), 'tom.reed');
    await user.type(form.getByLabelText(/^Name/), 'Tom Reed');
    await user.selectOptions(form.getByLabelText('Role'), 'staff');
    await user.type(form.getByLabelText(/Temporary password/), 'too short');
    await user.click(form.getByRole('button', { name: 'Add person' }));
    expect(form.getByLabelText(/Temporary password/)).toHaveAccessibleDescription(
      expect.stringContaining('Use at least 12 characters'),
    );
    expect(form.getByRole('link', { name: 'Use at least 12 characters' })).toHaveAttribute(
      'href',
      `#${form.getByLabelText(/Temporary password/).id}`,
    );
    await waitFor(() => expect(form.getByText('There is a problem').parentElement).toHaveFocus());

    await user.clear(form.getByLabelText(/Temporary password/));
    await user.type(form.getByLabelText(/Temporary password/), 'a long temporary phrase');
    await user.click(form.getByRole('button', { name: 'Add person' }));
    await waitFor(
      () => expect(api.calls.some((call) => call.method === 'POST' && call.url === '/api/staff/users')).toBe(true),
      patient,
    );
    expect(api.calls.find((call) => call.url === '/api/staff/users' && call.method === 'POST')?.body).toEqual({
      username: 'tom.reed',
      displayName: 'Tom Reed',
      role: 'staff',
      password: 'a long temporary phrase',
    });
    await waitFor(() => expect(form.getByLabelText(/^Username/)).toHaveValue(''), patient);
  });

  it('resets a password on the form kit: the length checked first, a refusal beside the field, then done', async () => {
    const user = userEvent.setup();
    const api = fakeStaffApi('admin', true);
    openConsole('/staff/users');
    await user.click(await screen.findByRole('button', { name: 'Reset password for amina' }, patient));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reset the password of amina' }));
    const password = dialog.getByLabelText('New temporary password');
    // Amina resets her own: she gives her current password too (decision 063).
    await user.type(dialog.getByLabelText('Your current password'), 'solar panels on the roof');
    await user.type(password, 'too short');
    await user.click(dialog.getByRole('button', { name: 'Set password' }));
    expect(await dialog.findByText('Use at least 12 characters')).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveFocus();
    expect(api.calls.some((call) => call.url.endsWith('/password'))).toBe(false);

    await user.clear(password);
    await user.type(password, 'amina on the solar roof');
    await user.click(dialog.getByRole('button', { name: 'Set password' }));
    await waitFor(
      () =>
        expect(password).toHaveAccessibleDescription(
          expect.stringContaining('The password must not contain the username'),
        ),
      patient,
    );
    expect(password).toHaveFocus();

    await user.clear(password);
    await user.type(password, 'a long temporary phrase');
    await user.click(dialog.getByRole('button', { name: 'Set password' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), patient);
    expect(api.calls.filter((call) => call.url === '/api/staff/users/1/password').map((call) => call.body)).toEqual([
      { password: 'amina on the solar roof', currentPassword: 'solar panels on the roof' },
      { password: 'a long temporary phrase', currentPassword: 'solar panels on the roof' },
    ]);
  }, 15_000);

  it('asks someone on a temporary password to choose their own, and stops asking once they have', async () => {
    const user = userEvent.setup();
    const api = fakeStaffApi('staff', true, { temporaryPassword: true });
    const where = openConsole('/staff');
    await screen.findByText(/You are signed in with a temporary password an administrator set\./, {}, patient);
    await user.click(screen.getByRole('link', { name: 'Choose your own password' }));
    const form = within(await screen.findByRole('form', { name: 'Change your password' }, patient));
    // The page itself says why; the notice with its link is not repeated on it.
    expect(screen.queryByRole('link', { name: 'Choose your own password' })).toBeNull();

    await user.type(form.getByLabelText('Current password'), 'not what I signed in with');
    await user.type(form.getByLabelText('New password'), 'my own phrase about the clinic roof');
    await user.click(form.getByRole('button', { name: 'Change password' }));
    await waitFor(
      () =>
        expect(form.getByLabelText('Current password')).toHaveAccessibleDescription(
          expect.stringContaining('That is not your current password'),
        ),
      patient,
    );
    await user.clear(form.getByLabelText('Current password'));
    await user.type(form.getByLabelText('Current password'), 'solar panels on the roof');
    await user.click(form.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(where.state.location.pathname).toBe('/staff'), patient);
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Choose your own password' })).toBeNull(), patient);
    expect(api.calls.filter((call) => call.url === '/api/staff/account/password').map((call) => call.body)).toEqual([
      { currentPassword: 'not what I signed in with', newPassword: 'my own phrase about the clinic roof' },
      { currentPassword: 'solar panels on the roof', newPassword: 'my own phrase about the clinic roof' },
    ]);
  }, 15_000);
});
