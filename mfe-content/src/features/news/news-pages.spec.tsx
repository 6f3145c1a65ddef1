import { screen, within } from '@testing-library/react';
import { renderAt } from '@solar/shared-testing';
import EventsPage from './events-page';
import MediaCoveragePage from './media-coverage-page';
import PressReleasesPage from './press-releases-page';

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
