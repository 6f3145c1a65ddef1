import { render, screen } from '@testing-library/react';
import { volunteerTerms } from '@solar/shared-contracts';
import TermsPage from './terms-page';

describe('TermsPage', () => {
  beforeEach(() => render(<TermsPage />));

  it('gives the site terms, from use of the site to governing law', () => {
    for (const name of ['Using the site', 'Our content', 'Donations', 'Links to other websites', 'Governing law']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(screen.getByText(/governed by the law of England and Wales/)).toBeInTheDocument();
  });

  it('gives the volunteer terms under the anchor the volunteer form links to', () => {
    const heading = screen.getByRole('heading', { level: 2, name: 'Volunteer terms' });
    expect(heading).toHaveAttribute('id', 'volunteer-terms');
    expect(screen.getByRole('link', { name: 'volunteer terms' })).toHaveAttribute('href', '#volunteer-terms');
    for (const term of volunteerTerms) expect(screen.getByText(term.text)).toBeInTheDocument();
  });
});
