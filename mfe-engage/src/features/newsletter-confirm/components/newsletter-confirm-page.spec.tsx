import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferredResponse, findOwnByRole, getOwnByRole, respond } from '@solar/shared-testing';
import { renderEngage, sentBody } from '../../../testing/render-engage';
import NewsletterConfirmPage from './newsletter-confirm-page';

const TOKEN = `42.1765400000.${'a'.repeat(20)}_-${'B'.repeat(21)}`;

const fetchMock = jest.fn();

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

function openLink(query: string) {
  const user = userEvent.setup();
  renderEngage(<NewsletterConfirmPage />, { path: `/newsletter/confirm${query}` });
  return {
    user,
    button: () => screen.getByRole('button', { name: /Confirm/ }),
    noButton: () => screen.queryByRole('button', { name: /Confirm/ }),
  };
}

describe('the newsletter confirmation page', () => {
  it('says what was asked for and changes nothing until the button is pressed', () => {
    const page = openLink(`?t=${TOKEN}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm your sign-up' })).toBeInTheDocument();
    expect(screen.getByText(/You asked for our monthly updates/)).toBeInTheDocument();
    expect(screen.getByText(/nothing happens unless you confirm/)).toBeInTheDocument();
    expect(page.button()).toHaveTextContent('Confirm my sign-up');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the token, then says the visitor is subscribed, with focus on it', async () => {
    const answer = deferredResponse();
    fetchMock.mockReturnValue(answer.promise);
    const page = openLink(`?t=${encodeURIComponent(TOKEN)}`);
    await page.user.click(page.button());

    expect(await screen.findByRole('button', { name: 'Confirming...' })).toBeDisabled();
    expect(fetchMock).toHaveBeenCalledWith('/api/newsletter/confirm', expect.objectContaining({ method: 'POST' }));
    expect(sentBody(fetchMock)).toEqual({ token: TOKEN });

    await act(() => answer.resolve(200, '{"status":"confirmed"}'));
    expect(await screen.findByRole('heading', { name: 'You’re subscribed' })).toHaveFocus();
    expect(getOwnByRole('status')).toHaveTextContent(/A welcome email is on its way/);
    expect(page.noButton()).toBeNull();
  });

  it('says so when the link was used before', async () => {
    fetchMock.mockReturnValue(respond(200, '{"status":"already-confirmed"}'));
    const page = openLink(`?t=${TOKEN}`);
    await page.user.click(page.button());
    expect(await screen.findByRole('heading', { name: 'You have already confirmed' })).toHaveFocus();
    expect(getOwnByRole('status')).not.toHaveTextContent(/welcome email/);
  });

  it.each([
    [410, 'This link has expired', /work for 7 days/],
    [404, 'This link does not work', /not one of ours/],
  ])('answers a %s with a clear page and a way to sign up again', async (status, heading, text) => {
    fetchMock.mockReturnValue(respond(status, `{"statusCode":${status},"message":"No"}`));
    const page = openLink(`?t=${TOKEN}`);
    await page.user.click(page.button());
    expect(await screen.findByRole('heading', { name: heading })).toHaveFocus();
    expect(getOwnByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('link', { name: 'sign up again on our home page' })).toHaveAttribute(
      'href',
      '/#newsletter',
    );
    expect(page.noButton()).toBeNull();
  });

  it('lets the visitor try again when the server cannot be reached', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const page = openLink(`?t=${TOKEN}`);
    await page.user.click(page.button());
    expect(await findOwnByRole('alert')).toHaveTextContent('We could not reach our server just now');
    fetchMock.mockReturnValueOnce(respond(200, '{"status":"confirmed"}'));
    await page.user.click(page.button());
    expect(await screen.findByRole('heading', { name: 'You’re subscribed' })).toHaveFocus();
  });

  it.each(['', '?t=42.1765400000.short', `?t=${TOKEN.slice(0, -1)}`])(
    'recognises an incomplete link (%s) without asking the server',
    (query) => {
      openLink(query);
      expect(screen.getByRole('heading', { name: 'This confirmation link is incomplete' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'sign up again on our home page' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /Confirm/ })).toBeNull();
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );
});
