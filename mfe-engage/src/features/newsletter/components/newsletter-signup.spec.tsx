import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferredResponse, respond } from '@solar/shared-testing';
import { renderEngage, sentBody } from '../../../testing/render-engage';
import { CONSENT_TEXT, NewsletterSignup } from './newsletter-signup';

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
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address');
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
    await act(() => answer.resolve(201, '{"id":1}'));
    expect(await screen.findByText('Welcome to our community')).toBeInTheDocument();
  });

  it('subscribes an active website subscriber, then shows the welcome card and a success toast', async () => {
    fetchMock.mockReturnValue(respond(201, '{"id":1,"email":"amina@example.org"}'));
    const form = setup();
    await fillValid(form);
    await form.user.click(form.submit());

    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent('Successfully subscribed!');
    expect(toast).toHaveTextContent(/solar projects and climate impact/);
    expect(toast).toHaveTextContent(/spam folder/);
    expect(screen.getByRole('heading', { name: 'Welcome to our community' })).toHaveFocus();
    expect(screen.queryByRole('form', { name: 'Newsletter sign-up' })).not.toBeInTheDocument();

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/newsletter/subscribe');
    expect(init).toEqual(expect.objectContaining({ method: 'POST', credentials: 'include' }));
    expect(init.headers).toEqual(expect.objectContaining({ 'Content-Type': 'application/json' }));
    expect(sentBody(fetchMock)).toEqual({
      email: 'amina@example.org',
      firstName: 'Amina',
      isActive: true,
      subscriptionSource: 'website',
      consentGiven: true,
    });

    await form.user.click(screen.getByRole('button', { name: 'Sign up another email' }));
    expect(form.email()).toHaveValue('');
    expect(form.firstName()).toHaveValue('');
    expect(form.consent()).not.toBeChecked();
  });

  it('welcomes back an email that is already subscribed', async () => {
    fetchMock.mockReturnValue(respond(409, '{"statusCode":409,"message":"Email already subscribed"}'));
    const form = setup();
    await fillValid(form);
    await form.user.click(form.submit());
    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent("You're already part of our community!");
    expect(toast).toHaveTextContent('This email address is already receiving our updates.');
    expect(screen.queryByText('Welcome to our community')).not.toBeInTheDocument();
    expect(form.submit()).toBeEnabled();
  });

  it('shows "Subscription failed" with the error message', async () => {
    fetchMock.mockReturnValue(respond(500, '', 'Internal Server Error'));
    const form = setup();
    await fillValid(form);
    await form.user.click(form.submit());
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Subscription failed');
    expect(toast).toHaveTextContent('Internal Server Error');
    expect(toast).toHaveAttribute('data-variant', 'destructive');
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
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Subscription failed');
    expect(toast).toHaveTextContent('Please try again later');
  });

  it('works from the keyboard alone', async () => {
    fetchMock.mockReturnValue(respond(201, '{"id":1}'));
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
    expect(await screen.findByRole('heading', { name: 'Welcome to our community' })).toHaveFocus();
    expect(sentBody(fetchMock)).toEqual(expect.objectContaining({ email: 'keys@example.org', consentGiven: true }));
  });
});
