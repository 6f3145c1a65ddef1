import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt, respond } from '@solar/shared-testing';
import { ToastProvider } from '@solar/shared-ui';
import NewsletterWidget from './newsletter-widget';

describe('the exposed newsletter widget', () => {
  it('brings its own query client, so the embedding page needs only the shell toast provider', async () => {
    const fetchMock = jest.fn().mockReturnValue(respond(201, '{"status":"confirmation-sent"}'));
    global.fetch = fetchMock;
    const user = userEvent.setup();
    renderAt(
      <ToastProvider>
        <NewsletterWidget />
      </ToastProvider>,
    );
    await user.type(screen.getByRole('textbox', { name: /Email address/ }), 'new@example.org');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('heading', { name: 'Check your inbox to confirm' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
