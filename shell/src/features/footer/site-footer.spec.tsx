import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@solar/shared-routing';
import { SiteFooter } from './site-footer';

describe('SiteFooter', () => {
  beforeEach(() =>
    render(
      <MemoryRouter>
        <SiteFooter />
      </MemoryRouter>,
    ),
  );

  it('links to the spec footer pages', () => {
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    for (const path of [
      '/about-us/who-we-are',
      '/our-work/focus-areas',
      '/blogs',
      '/contact',
      '/donate',
      '/get-involved/volunteer',
      '/get-involved/corporate-giving',
      '/press-releases',
      '/legal/privacy-policy',
      '/legal/terms',
      '/legal/accessibility',
    ]) {
      expect(hrefs).toContain(path);
    }
    expect(hrefs).not.toContain('#');
  });

  it('shows the charity number, copyright and contact email', () => {
    expect(screen.getByText('Registered charity in England and Wales No. 1204516')).toBeInTheDocument();
    expect(screen.getByText('© 2024 From Sun to Sanctuary. All rights reserved.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'support@fromsuntosanctuary.org' })).toHaveAttribute(
      'href',
      'mailto:support@fromsuntosanctuary.org',
    );
  });
});
