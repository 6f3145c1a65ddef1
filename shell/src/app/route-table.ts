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
  layout: LayoutKind;
  /** Kept out of search results: the page is only reached from a link made for one person (an email's). */
  noindex?: boolean;
};

const content = (path: string, page: ContentPage, title: string): RouteEntry => ({ path, remote: 'content', page, title, layout: 'site' });
const engage = (path: string, page: EngagePage, title: string): RouteEntry => ({ path, remote: 'engage', page, title, layout: 'site' });
const donate = (path: string, page: DonatePage, title: string, layout: LayoutKind = 'site'): RouteEntry => ({ path, remote: 'donate', page, title, layout });

/** Each About page answers at /about-us/<slug> and at its /about/<slug> alias. */
function aboutPage(slug: ContentPage, title: string): RouteEntry[] {
  return [content(`/about-us/${slug}`, slug, title), content(`/about/${slug}`, slug, title)];
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
  content('/news/blog', 'blogs', 'Blog'),
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
  donate('/get-involved/donate', 'get-involved-donate', 'Donate'),
  donate('/get-involved/sponsor-a-project', 'sponsor-a-project', 'Sponsor a Project'),
  donate('/projects/:id/donate', 'project-donate', 'Support a Project', 'donation'),
];

export const NOT_FOUND_TITLE = '404 Page Not Found';
