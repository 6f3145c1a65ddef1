import { UNSUBSCRIBE_PATH, type ContentPage, type DonatePage, type EngagePage } from '@solar/shared-contracts';

/** Donation pages use the compact header so donors see fewer ways out mid-gift. */
export type LayoutKind = 'site' | 'donation';

type RemoteTarget =
  | { remote: 'content'; page: ContentPage }
  | { remote: 'engage'; page: EngagePage }
  | { remote: 'donate'; page: DonatePage };

export type RouteEntry = RemoteTarget & {
  path: string;
  title: string;
  /** An alias's canonical address (the /about-us/ form of an /about/ page, /donate for the page that leads there). */
  canonical?: string;
  layout: LayoutKind;
  /** Kept out of search results: the page is only reached from a link made for one person (an email's). */
  noindex?: boolean;
};

const content = (path: string, page: ContentPage, title: string): RouteEntry => ({
  path,
  remote: 'content',
  page,
  title,
  layout: 'site',
});
const engage = (path: string, page: EngagePage, title: string): RouteEntry => ({
  path,
  remote: 'engage',
  page,
  title,
  layout: 'site',
});
const donate = (path: string, page: DonatePage, title: string, layout: LayoutKind = 'site'): RouteEntry => ({
  path,
  remote: 'donate',
  page,
  title,
  layout,
});

/** Each About page answers at /about-us/<slug> and at its /about/<slug> alias, which names the first as canonical. */
function aboutPage(slug: ContentPage, title: string): RouteEntry[] {
  const canonical = `/about-us/${slug}`;
  return [content(canonical, slug, title), { ...content(`/about/${slug}`, slug, title), canonical }];
}

/** Spec §2: every route of the site, and the remote that renders it. */
export const routeTable: readonly RouteEntry[] = [
  content('/', 'home', 'Solar Power for Schools, Orphanages and Clinics'),
  ...aboutPage('who-we-are', 'Who We Are'),
  ...aboutPage('our-story', 'Our Story'),
  ...aboutPage('un-climate-goals', 'UN Climate Goals'),
  ...aboutPage('our-partners', 'Our Partners'),
  ...aboutPage('faqs', 'Frequently Asked Questions'),
  content('/our-work/focus-areas', 'focus-areas', 'Focus Areas'),
  content('/our-work/educational-institutions', 'educational-institutions', 'Educational Institutions'),
  content('/our-work/places-of-worship', 'places-of-worship', 'Places of Worship'),
  content('/our-work/regions', 'regions', 'Regions'),
  content('/blogs', 'blogs', 'Blog'),
  content('/blogs/:id', 'blog-article', 'Blog'),
  { ...content('/news/blog', 'blogs', 'Blog'), canonical: '/blogs' },
  content('/press-releases', 'press-releases', 'Press Releases'),
  content('/news/media-coverage', 'media-coverage', 'Media Coverage'),
  content('/news/events', 'events', 'Events'),
  content('/climate-dashboard', 'climate-dashboard', 'Climate Dashboard'),
  content('/eco-learning-path', 'eco-learning-path', 'Eco Learning Path'),
  content('/legal/privacy-policy', 'privacy-policy', 'Privacy Policy'),
  engage('/contact', 'contact', 'Contact Us'),
  engage('/get-involved/volunteer', 'volunteer', 'Volunteer With Us'),
  engage('/get-involved/corporate-giving', 'corporate-giving', 'Corporate Giving'),
  { ...engage(UNSUBSCRIBE_PATH, 'unsubscribe', 'Unsubscribe'), noindex: true },
  donate('/donate', 'donate', 'Donate', 'donation'),
  // It sends the visitor on to /donate.
  { ...donate('/get-involved/donate', 'get-involved-donate', 'Donate'), canonical: '/donate' },
  donate('/get-involved/sponsor-a-project', 'sponsor-a-project', 'Sponsor a Project'),
  donate('/projects/:id/donate', 'project-donate', 'Support a Project', 'donation'),
];

/** The address search engines should list for a route's page: an alias's canonical one, else the path itself. */
export function canonicalPathOf(entry: RouteEntry, pathname: string): string {
  return entry.canonical ?? pathname;
}

export const NOT_FOUND_TITLE = '404 Page Not Found';
