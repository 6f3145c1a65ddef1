import { screen } from '@testing-library/react';
import { publicPageKeys, type PublicPageKey } from '@solar/shared-contracts';
import { mockReducedMotion } from '@solar/shared-testing';
import { articleResponse, NINE_ARTICLES, renderDrawn } from '../testing/articles';
import RemoteRoutes from './remote-routes';

const headings: Record<PublicPageKey<'content'>, string | RegExp> = {
  home: 'From sun to sanctuary',
  'who-we-are': 'Who We Are',
  'our-story': 'Our Story',
  'un-climate-goals': 'UN Climate Goals',
  'our-partners': 'Our Partners',
  faqs: 'Frequently Asked Questions',
  'focus-areas': 'Focus Areas',
  'educational-institutions': 'Educational Institutions',
  'places-of-worship': 'Places of Worship',
  regions: 'Regions',
  blogs: 'Climate Action Blog',
  'blog-article': 'Story 1 from a school in Punjab',
  'press-releases': 'Press Releases',
  'media-coverage': 'Media Coverage',
  events: 'Events',
  'climate-dashboard': 'Climate Dashboard',
  'eco-learning-path': 'Eco Learning Path',
  'privacy-policy': 'Privacy Policy',
  accessibility: 'Accessibility Statement',
  terms: 'Terms of Use',
};

describe('remote routes', () => {
  beforeEach(() => mockReducedMotion(true));

  it.each(publicPageKeys('content'))('renders the %s page with exactly one h1', async (page) => {
    // Drawn as the server draws them: the pages that read the API find its answers in their data block.
    const reads = { '/api/articles': { items: NINE_ARTICLES }, '/api/articles/1': articleResponse(1) };
    renderDrawn(
      <RemoteRoutes page={page} />,
      page === 'blog-article' ? { path: '/blogs/1', pattern: '/blogs/:id', reads } : { reads },
    );
    expect(await screen.findByRole('heading', { level: 1, name: headings[page] })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
