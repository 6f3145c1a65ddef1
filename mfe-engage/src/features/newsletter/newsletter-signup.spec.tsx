import { screen } from '@testing-library/react';
import { renderAt } from '@solar/shared-testing';
import NewsletterSignup from './newsletter-signup';

describe('NewsletterSignup', () => {
  it('promises monthly updates and links to the contact page', () => {
    renderAt(<NewsletterSignup />);
    expect(screen.getByRole('heading', { name: 'Stay Connected' })).toBeInTheDocument();
    expect(screen.getByText(/monthly updates on our solar projects, climate stories/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask to join the mailing list' })).toHaveAttribute(
      'href',
      '/contact?subject=Newsletter%20sign-up',
    );
  });
});
