import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PRIVACY_EMAIL, SUPPORT_EMAIL } from '@solar/shared-ui';
import { deferredResponse, findOwnByRole, getOwnByRole, respond } from '@solar/shared-testing';
import { renderEngage, sentBody } from '../../../testing/render-engage';
import UnsubscribePage from './unsubscribe-page';

const TOKEN = `42.${'a'.repeat(20)}_-${'B'.repeat(21)}`;

const fetchMock = jest.fn();

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

function openLink(query: string) {
  const user = userEvent.setup();
  renderEngage(<UnsubscribePage />, { path: `/unsubscribe${query}` });
  return { user, button: () => screen.queryByRole('button', { name: /Unsubscrib/ }) };
}

describe('the unsubscribe page', () => {
  it('explains what unsubscribing does and changes nothing until the button is pressed', () => {
    const page = openLink(`?t=${TOKEN}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Unsubscribe from our monthly updates' })).toBeInTheDocument();
    expect(screen.getByText(/We stop sending you our monthly updates/)).toBeInTheDocument();
    expect(
      screen.getByText(/Receipts for your gifts, and replies to messages you send us, still reach you/),
    ).toBeInTheDocument();
    expect(screen.getByText(/keep only your email address, on a suppression list/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/legal/privacy-policy');
    expect(page.button()).toHaveTextContent('Unsubscribe');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the token, then shows the confirmation with focus on it and a way back to the newsletter', async () => {
    const answer = deferredResponse();
    fetchMock.mockReturnValue(answer.promise);
    const page = openLink(`?t=${encodeURIComponent(TOKEN)}`);
    await page.user.click(page.button()!);

    expect(await screen.findByRole('button', { name: 'Unsubscribing...' })).toBeDisabled();
    expect(fetchMock).toHaveBeenCalledWith('/api/newsletter/unsubscribe', expect.objectContaining({ method: 'POST' }));
    expect(sentBody(fetchMock)).toEqual({ token: TOKEN });

    await act(() => answer.resolve(200, '{"unsubscribed":true}'));
    const confirmation = await screen.findByRole('heading', { name: "You're unsubscribed" });
    expect(confirmation).toHaveFocus();
    expect(getOwnByRole('status')).toHaveTextContent(/won't send you our monthly updates any more/);
    expect(screen.getByRole('link', { name: 'subscribe again on our home page' })).toHaveAttribute(
      'href',
      '/#newsletter',
    );
    expect(page.button()).toBeNull();
  });

  it('says why when the server refuses the link, offers other ways, and lets the visitor try again', async () => {
    fetchMock.mockReturnValueOnce(respond(400, '{"statusCode":400,"message":"This unsubscribe link is not valid"}'));
    const page = openLink(`?t=${TOKEN}`);
    await page.user.click(page.button()!);

    expect(await findOwnByRole('alert')).toHaveTextContent(
      'We could not unsubscribe you. This unsubscribe link is not valid',
    );
    expect(screen.getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:support@/),
    );

    fetchMock.mockReturnValueOnce(respond(200, '{"unsubscribed":true}'));
    await page.user.click(page.button()!);
    expect(await screen.findByRole('heading', { name: "You're unsubscribed" })).toHaveFocus();
    expect(getOwnByRole('alert')).toBeEmptyDOMElement();
  });

  it('asks to try again later when the server cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const page = openLink(`?t=${TOKEN}`);
    await page.user.click(page.button()!);
    expect(await findOwnByRole('alert')).toHaveTextContent(
      'We could not reach our server just now. Please try again in a few minutes.',
    );
  });

  it.each([
    ['no token', ''],
    ['an empty token', '?t='],
    ['a token cut short', `?t=${TOKEN.slice(0, 30)}`],
    ['something else', '?t=<script>'],
  ])('with %s explains how else to unsubscribe and shows no button', (_case, query) => {
    const page = openLink(query);
    expect(screen.getByRole('heading', { name: 'This unsubscribe link is incomplete' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent('Please unsubscribe me from the monthly updates')}`,
    );
    expect(screen.getByRole('link', { name: PRIVACY_EMAIL })).toHaveAttribute('href', `mailto:${PRIVACY_EMAIL}`);
    expect(page.button()).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
