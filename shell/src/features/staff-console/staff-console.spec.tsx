import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, type Location } from '@solar/shared-routing';
import type { StaffRole, StaffUser } from '@solar/shared-contracts';
import { fakeStaffApi, pageOf, type Answer, type SentRequest, type StaffApiHandler } from '@solar/shared-testing';
import { ToastProvider } from '@solar/shared-ui';
import StaffConsole from './staff-console';

/** The fake API answers at once, but a busy machine can take over a second to type and re-render. */
const patient = { timeout: 5000 };

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

/** A form's JSON body as the fake reads it. */
const fieldsOf = (body: unknown) => body as Record<string, string | undefined>;

const refusedField = (field: string, refusal: string): Answer => [
  400,
  { statusCode: 400, error: 'Bad Request', message: [refusal], fieldErrors: { [field]: [refusal] } },
];

/** The staff API behind the console: one account, a session once signed in, every other call refused before. */
function fakeConsoleApi(role: StaffRole, signedIn: boolean, { requireCode = false, temporaryPassword = false } = {}) {
  const me = { ...user(1, 'amina', role), temporaryPassword };
  const state = { signedIn };
  const session = () => ({
    user: me,
    expiresAt: '2026-11-23T22:00:00.000Z',
    idleExpiresAt: '2026-11-23T10:30:00.000Z',
  });
  const signedInOnly =
    (handler: StaffApiHandler): StaffApiHandler =>
    (request) =>
      state.signedIn ? handler(request) : [401, { statusCode: 401, message: 'Sign in first' }];
  const signIn = ({ body }: SentRequest): Answer => {
    const { password, code } = fieldsOf(body);
    if (password !== 'solar panels on the roof')
      return [401, { statusCode: 401, message: 'The username or password is not right' }];
    if (requireCode && code !== '123456')
      return [
        401,
        {
          statusCode: 401,
          error: 'Unauthorized',
          message: code ? 'That code is not right' : 'Enter the 6-digit code from your authenticator app',
          reason: code ? 'code-refused' : 'code-required',
        },
      ];
    state.signedIn = true;
    return [200, session()];
  };
  return fakeStaffApi({
    'POST /api/staff/session': signIn,
    'GET /api/staff/session': signedInOnly(() => [200, session()]),
    'POST /api/staff/account/password': signedInOnly(({ body }) => {
      if (fieldsOf(body).currentPassword !== 'solar panels on the roof')
        return refusedField('currentPassword', 'That is not your current password');
      me.temporaryPassword = false;
      return [204];
    }),
    'GET /api/staff/users': signedInOnly(() => [200, pageOf([me])]),
    'POST /api/staff/users': signedInOnly(({ body }) => {
      const { username = '', role: given } = fieldsOf(body);
      return [201, user(2, username, given as StaffRole)];
    }),
    'POST /api/staff/users/1/password': signedInOnly(({ body }) =>
      String(fieldsOf(body).password).includes('amina')
        ? refusedField('password', 'The password must not contain the username')
        : [204],
    ),
  });
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
    const api = fakeConsoleApi('admin', false, { requireCode: true });
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
    const posts = api.requests.filter((request) => request.method === 'POST' && request.url === '/api/staff/session');
    expect(posts.map((request) => request.body)).toEqual([
      { username: 'amina', password: 'solar panels on the roof' },
      { username: 'amina', password: 'solar panels on the roof', code: '999999' },
      { username: 'amina', password: 'solar panels on the roof', code: '123456' },
    ]);
  });

  it('sends a signed-out visitor to sign in, shows the server message for a wrong password, and returns them afterwards', async () => {
    const user = userEvent.setup();
    fakeConsoleApi('admin', false);
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
    const api = fakeConsoleApi('admin', false);
    openConsole('/staff/sign-in');
    await user.click(await screen.findByRole('button', { name: 'Sign in' }, patient));
    expect(screen.getByText('Enter your username')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Username/)).toHaveFocus();
    expect(screen.getByLabelText(/^Username/)).toHaveAccessibleDescription('Enter your username');
    expect(api.requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('shows administrators every area, and staff neither accounts nor the audit log', async () => {
    fakeConsoleApi('admin', true);
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
    fakeConsoleApi('staff', true);
    openConsole('/staff/users');
    await screen.findByRole('heading', { level: 1, name: 'Administrators only' }, patient);
    const nav = screen.getByRole('navigation', { name: 'Staff console' });
    expect(within(nav).queryByRole('link', { name: 'Staff accounts' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Audit log' })).not.toBeInTheDocument();
  });

  it('lets an administrator add a person, checking the password length first', async () => {
    const user = userEvent.setup();
    const api = fakeConsoleApi('admin', true);
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
      () =>
        expect(api.requests.some((request) => request.method === 'POST' && request.url === '/api/staff/users')).toBe(
          true,
        ),
      patient,
    );
    expect(
      api.requests.find((request) => request.url === '/api/staff/users' && request.method === 'POST')?.body,
    ).toEqual({
      username: 'tom.reed',
      displayName: 'Tom Reed',
      role: 'staff',
      password: 'a long temporary phrase',
    });
    await waitFor(() => expect(form.getByLabelText(/^Username/)).toHaveValue(''), patient);
  });

  it('resets a password on the form kit: the length checked first, a refusal beside the field, then done', async () => {
    const user = userEvent.setup();
    const api = fakeConsoleApi('admin', true);
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
    expect(api.requests.some((request) => request.url.endsWith('/password'))).toBe(false);

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
    expect(
      api.requests.filter((request) => request.url === '/api/staff/users/1/password').map((request) => request.body),
    ).toEqual([
      { password: 'amina on the solar roof', currentPassword: 'solar panels on the roof' },
      { password: 'a long temporary phrase', currentPassword: 'solar panels on the roof' },
    ]);
  }, 15_000);

  it('asks someone on a temporary password to choose their own, and stops asking once they have', async () => {
    const user = userEvent.setup();
    const api = fakeConsoleApi('staff', true, { temporaryPassword: true });
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
    expect(
      api.requests.filter((request) => request.url === '/api/staff/account/password').map((request) => request.body),
    ).toEqual([
      { currentPassword: 'not what I signed in with', newPassword: 'my own phrase about the clinic roof' },
      { currentPassword: 'solar panels on the roof', newPassword: 'my own phrase about the clinic roof' },
    ]);
  }, 15_000);
});
