import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferredResponse, findToast, getOwnByRole, respond } from '@solar/shared-testing';
import { renderEngage, sentBody } from '../../../testing/render-engage';
import { NEWSLETTER_CONSENT_VERSION } from '@solar/shared-contracts';
import { CONSENT_TEXT, NewsletterSignup } from './newsletter-signup';

const SENT = '{"status":"confirmation-sent"}';

const fetchMock = jest.fn();

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

function setup() {
  const user = userEvent.setup();
  renderEngage(<NewsletterSignup />);
  return {
    user,
    email: () => screen.getByRole('textbox', { name: /Email address/ }),
    firstName: () => screen.getByRole('textbox', { name: /First name/ }),
    lastName: () => screen.getByRole('textbox', { name: /Last name/ }),
    consent: () => screen.getByRole('checkbox', { name: CONSENT_TEXT }),
    submit: () => screen.getByRole('button', { name: /Subscrib/ }),
  };
}

async function fillValid(form: ReturnType<typeof setup>, email = 'amina@example.org') {
  await form.user.type(form.email(), email);
  await form.user.type(form.firstName(), 'Amina');
  await form.user.click(form.consent());
}

describe('NewsletterSignup', () => {
  it('promises monthly updates and labels every field', () => {
    const form = setup();
    expect(screen.getByRole('heading', { name: 'Stay Connected' })).toBeInTheDocument();
    expect(screen.getByText(/monthly updates on our solar projects, climate stories/)).toBeInTheDocument();
    expect(form.email()).toHaveAttribute('type', 'email');
    expect(form.email()).toBeRequired();
    expect(form.firstName()).not.toBeRequired();
    expect(form.lastName()).not.toBeRequired();
    expect(form.consent()).not.toBeChecked();
    expect(CONSENT_TEXT).toMatch(/solar projects, climate stories and programme developments/);
    expect(CONSENT_TEXT).toMatch(/unsubscribe at any time/);
    expect(form.submit()).toHaveTextContent('Subscribe');
  });

  it('requires an email and consent, and sends nothing', async () => {
    const form = setup();
    await form.user.click(form.submit());
    expect(screen.getByText('Email is required')).toHaveAttribute('role', 'alert');
    expect(screen.getByText('You must consent to receive our newsletter')).toHaveAttribute('role', 'alert');
    expect(form.email()).toHaveAttribute('aria-invalid', 'true');
    expect(form.email()).toHaveAccessibleDescription('Email is required');
    expect(form.email()).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects an invalid email address', async () => {
    const form = setup();
    await form.user.type(form.email(), 'amina@example');
    await form.user.click(form.consent());
    await form.user.click(form.submit());
    expect(getOwnByRole('alert')).toHaveTextContent('Please enter a valid email address');
    expect(screen.queryByText('You must consent to receive our newsletter')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('disables the button and reads "Subscribing..." while sending', async () => {
    const answer = deferredResponse();
    fetchMock.mockReturnValue(answer.promise);
    const form = setup();
    await fillValid(form);
    await form.user.click(form.submit());
    expect(await screen.findByRole('button', { name: 'Subscribing...' })).toBeDisabled();
    await act(() => answer.resolve(201, SENT));
    expect(await screen.findByRole('heading', { name: 'Check your inbox to confirm' })).toBeInTheDocument();
  });

  it('asks for the confirmation email, then tells the visitor to check their inbox', async () => {
    fetchMock.mockReturnValue(respond(201, SENT));
    const form = setup();
    await fillValid(form, 'Amina@Example.org ');
    await form.user.click(form.submit());

    const toast = await findToast('Almost there');
    expect(toast).toHaveRole('status');
    expect(toast).toHaveTextContent(/starts only when you confirm/);
    const done = screen.getByRole('heading', { name: 'Check your inbox to confirm' });
    expect(done).toHaveFocus();
    expect(screen.getByText(/We have sent an email to/)).toHaveTextContent('Amina@Example.org');
    expect(screen.getByText(/Open it within 7 days/)).toBeInTheDocument();
    expect(screen.getByText(/spam or junk folder/)).toHaveTextContent(/nothing happens unless you confirm/);
    expect(screen.queryByText(/Welcome/)).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Newsletter sign-up' })).not.toBeInTheDocument();

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/newsletter/subscribe');
    expect(init).toEqual(expect.objectContaining({ method: 'POST', credentials: 'include' }));
    expect(init.headers).toEqual(expect.objectContaining({ 'Content-Type': 'application/json' }));
    expect(sentBody(fetchMock)).toEqual({
      email: 'Amina@Example.org',
      firstName: 'Amina',
      isActive: true,
      subscriptionSource: 'website',
      consentGiven: true,
      consentVersion: NEWSLETTER_CONSENT_VERSION,
      sourcePage: '/',
    });

    await form.user.click(screen.getByRole('button', { name: 'Sign up another email' }));
    expect(form.email()).toHaveValue('');
    expect(form.firstName()).toHaveValue('');
    expect(form.consent()).not.toBeChecked();
  });

  it('shows "Subscription failed" with the error message', async () => {
    fetchMock.mockReturnValue(respond(500, '', 'Internal Server Error'));
    const form = setup();
    await fillValid(form);
    await form.user.click(form.submit());
    const toast = await findToast('Subscription failed');
    expect(toast).toHaveRole('alert');
    expect(toast).toHaveTextContent('Internal Server Error');
    expect(form.email()).toHaveValue('amina@example.org');
  });

  it("shows the server's own words, not its JSON, and puts a refused field's message beside it", async () => {
    const body = {
      statusCode: 400,
      error: 'Bad Request',
      message: ['Email must be at most 255 characters'],
      fieldErrors: { email: ['Email must be at most 255 characters'] },
    };
    fetchMock.mockReturnValue(respond(400, JSON.stringify(body)));
    const form = setup();
    await fillValid(form);
    await form.user.click(form.submit());
    const toast = (await screen.findByText('Subscription failed')).closest('[role="alert"]');
    expect(toast).toHaveTextContent('Email must be at most 255 characters');
    expect(toast).not.toHaveTextContent('statusCode');
    expect(form.email()).toHaveAccessibleDescription('Email must be at most 255 characters');
    expect(form.email()).toHaveFocus();
  });

  it('falls back to "Please try again later" when the error has no message', async () => {
    fetchMock.mockRejectedValue(new Error(''));
    const form = setup();
    await fillValid(form);
    await form.user.click(form.submit());
    const toast = await findToast('Subscription failed');
    expect(toast).toHaveRole('alert');
    expect(toast).toHaveTextContent('Please try again later');
  });

  it('works from the keyboard alone', async () => {
    fetchMock.mockReturnValue(respond(201, SENT));
    const form = setup();
    await form.user.tab();
    expect(form.email()).toHaveFocus();
    await form.user.keyboard('keys@example.org');
    await form.user.tab();
    await form.user.tab();
    await form.user.tab();
    expect(form.consent()).toHaveFocus();
    await form.user.keyboard(' ');
    expect(form.consent()).toBeChecked();
    await form.user.tab();
    expect(form.submit()).toHaveFocus();
    await form.user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Check your inbox to confirm' })).toHaveFocus();
    expect(sentBody(fetchMock)).toEqual(expect.objectContaining({ email: 'keys@example.org', consentGiven: true }));
  });
});
