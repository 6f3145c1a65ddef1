import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@solar/shared-routing';
import { NotFoundPage } from './not-found-page';

describe('NotFoundPage', () => {
  it('titles the tab and page "404 Page Not Found" and links home and to contact', () => {
    render(
      <MemoryRouter initialEntries={['/no-such-page']}>
        <NotFoundPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
    expect(document.title).toBe('404 Page Not Found | From Sun to Sanctuary');
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });
});
