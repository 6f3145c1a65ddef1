import { act, screen, within } from '@testing-library/react';
import { useDocumentTitle } from '@solar/shared-ui';
import { renderAt } from '@solar/shared-testing';
import BlogArticlePage from './blog-article-page';
import BlogsPage from './blogs-page';
import EventsPage from './events-page';
import MediaCoveragePage from './media-coverage-page';
import PressReleasesPage from './press-releases-page';

describe('Blog', () => {
  it('lists nine articles, the first featured', () => {
    renderAt(<BlogsPage />);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    const cards = document.querySelectorAll('#articles article');
    expect(cards).toHaveLength(9);
    expect(cards[0]).toHaveTextContent('Featured');
  });

  it('shows one article with a Back to All Articles link and sets the tab title', async () => {
    renderAt(<BlogArticlePage />, { path: '/blogs/4', pattern: '/blogs/:id' });
    await screen.findByRole('heading', { level: 2, name: 'Faith communities as first responders' });
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Sanctuaries for Everyone: How Mosques and Churches Became Cooling Centres',
      }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Back to All Articles/ })[0]).toHaveAttribute('href', '/blogs');
    expect(document.title).toContain('Sanctuaries for Everyone');
    const words = (document.querySelector('main, article')?.textContent ?? '').split(/\s+/).length;
    expect(words).toBeGreaterThan(300);
  });

  it('keeps the article title when the shell sets the route title after the page mounts', async () => {
    function ShellRoute() {
      useDocumentTitle('Blog'); // the parent's effect runs after the page's own
      return <BlogArticlePage />;
    }
    renderAt(<ShellRoute />, { path: '/blogs/7', pattern: '/blogs/:id' });
    expect(document.title).toBe('Blog | From Sun to Sanctuary');
    await act(() => new Promise((resolve) => setTimeout(resolve, 5)));
    await screen.findByRole('heading', { level: 2, name: 'The cold chain' });
    expect(document.title).toBe(
      'Cold Chains and Night Shifts: Solar Power at Remote Health Centres | From Sun to Sanctuary',
    );
  });

  it.each(['99', 'abc', '1.5'])('shows the list for an unknown id (%s)', (id) => {
    renderAt(<BlogArticlePage />, { path: `/blogs/${id}`, pattern: '/blogs/:id' });
    expect(screen.getByText(/could not find that article/)).toBeInTheDocument();
    expect(document.querySelectorAll('#articles article')).toHaveLength(9);
  });
});

describe('Newsroom pages', () => {
  it('Press Releases marks the release Coming Soon, offers no download and routes media contact to /contact', () => {
    renderAt(<PressReleasesPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Press Releases' })).toBeInTheDocument();
    expect(screen.getByText('Coming Soon')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /download/i })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Our Press Team' })).toHaveAttribute(
      'href',
      '/contact?subject=Press%20enquiry',
    );
  });

  it('Media Coverage shows six items, three featured, and press addresses', () => {
    renderAt(<MediaCoveragePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Media Coverage' })).toBeInTheDocument();
    expect(document.querySelectorAll('#featured article')).toHaveLength(3);
    expect(document.querySelectorAll('#more article')).toHaveLength(3);
    expect(within(document.getElementById('featured') as HTMLElement).getAllByText('Featured')).toHaveLength(3);
    expect(screen.getAllByRole('link', { name: 'press@fromsuntosanctuary.org' })[0]).toHaveAttribute(
      'href',
      'mailto:press@fromsuntosanctuary.org',
    );
    expect(document.body).toHaveTextContent('6 min');
    expect(document.body).toHaveTextContent('5 min read');
  });

  it('Events shows upcoming and past events with contact actions', () => {
    renderAt(<EventsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Events' })).toBeInTheDocument();
    const register = screen.getAllByRole('link', { name: /^Register Interest/ });
    expect(register).toHaveLength(3);
    expect(register[0]).toHaveAttribute(
      'href',
      '/contact?subject=Register%20interest%3A%20Solar%20for%20Sanctuaries%3A%20Summer%20Fundraising%20Dinner',
    );
    const recordings = screen.getAllByRole('link', { name: /^View Recording/ });
    expect(recordings).toHaveLength(3);
    expect(recordings[0].getAttribute('href')).toMatch(/^\/contact\?subject=Recording%20request%3A%20/);
    for (const status of ['Confirmed', 'Registration Open', 'Registration Opening Soon']) {
      expect(screen.getByText(status)).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Request a Speaker' }).getAttribute('href')).toMatch(
      /^\/contact\?subject=/,
    );
    expect(screen.getByRole('link', { name: 'Discuss an Event Partnership' }).getAttribute('href')).toMatch(
      /^\/contact\?subject=/,
    );
  });
});
