import { act, screen } from '@testing-library/react';
import { renderAt } from '@solar/shared-testing';
import RedirectToDonatePage, { REDIRECT_DELAY_MS } from './redirect-to-donate-page';

describe('RedirectToDonatePage', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('says where the visitor is going and offers an immediate link', () => {
    renderAt(<RedirectToDonatePage />, { path: '/get-involved/donate' });
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByText(/being redirected to our PayPal donation page/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the donation page now' })).toHaveAttribute('href', '/donate');
  });

  it('navigates to /donate after the delay', () => {
    renderAt(<RedirectToDonatePage />, { path: '/get-involved/donate', pattern: '/get-involved/donate' });
    act(() => jest.advanceTimersByTime(REDIRECT_DELAY_MS - 100));
    expect(screen.getByTestId('location')).toHaveTextContent('/get-involved/donate');
    act(() => jest.advanceTimersByTime(100));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/donate$/);
  });
});
