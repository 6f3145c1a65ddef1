import { UNSUBSCRIBE_PATH } from './email';
import { NEWSLETTER_CONFIRM_PATH } from './newsletter-confirmation';
import { MANAGE_GIFT_PATH } from './monthly-gift-manage';
import type { RemoteKey } from './remote-pages';

/** One public page of the site: where it answers, what its tab says and which remote draws it. */
export type PublicPageEntry = {
  /** The name the shell asks the remote for; the remote's page chunk is `page-<key>`. */
  key: string;
  owner: RemoteKey;
  /** Its address (a route pattern); search engines list it unless it has a canonical or needs a parameter. */
  path: string;
  /** Older addresses of the same page; each names `path` as its canonical address. */
  aliases?: readonly string[];
  /** A page that sends the visitor on names the address search engines should list instead. */
  canonical?: string;
  /** The tab title, before the site's name. */
  title: string;
  /** The donation steps show the compact header, so donors see fewer ways out mid-gift. */
  layout?: 'donation';
  /** Kept out of search results: only reached from a link made for one person (an email's). */
  noindex?: true;
  /**
   * Shows a person's own data: its document is sent `Cache-Control: no-store`, so no browser or shared cache keeps
   * it (the rule), as the API's answers it shows are.
   */
  noStore?: true;
  /** The page titles and describes itself from its own data (an article by its headline and summary). */
  describesItself?: true;
  /**
   * Drawn by its remote's server at each request from the API (`GET /_page?path=…`, page-fragments.ts), not
   * prerendered at build time: its words change without a deploy (decision 053).
   */
  drawn?: 'request';
};

const about = <Key extends string>(key: Key, title: string) =>
  ({ key, owner: 'content', path: `/about-us/${key}`, aliases: [`/about/${key}`], title }) as const;

/**
 * Every public page of the site (spec §2), in the order the shell's route table lists them. The shell's routes and
 * prerendered frames, the sitemap, every page's title and canonical address, and each remote's `./Routes` map are
 * derived from it; descriptions are in page-descriptions.ts, so a first visit does not download them (decision 041).
 */
export const publicPages = [
  {
    key: 'home',
    owner: 'content',
    path: '/',
    title: 'Solar Power for Schools, Orphanages and Clinics',
    drawn: 'request',
  },
  about('who-we-are', 'Who We Are'),
  about('our-story', 'Our Story'),
  about('un-climate-goals', 'UN Climate Goals'),
  about('our-partners', 'Our Partners'),
  about('faqs', 'Frequently Asked Questions'),
  { key: 'focus-areas', owner: 'content', path: '/our-work/focus-areas', title: 'Focus Areas' },
  {
    key: 'educational-institutions',
    owner: 'content',
    path: '/our-work/educational-institutions',
    title: 'Educational Institutions',
  },
  { key: 'places-of-worship', owner: 'content', path: '/our-work/places-of-worship', title: 'Places of Worship' },
  { key: 'regions', owner: 'content', path: '/our-work/regions', title: 'Regions' },
  { key: 'blogs', owner: 'content', path: '/blogs', aliases: ['/news/blog'], title: 'Blog', drawn: 'request' },
  {
    key: 'blog-article',
    owner: 'content',
    path: '/blogs/:id',
    title: 'Blog',
    describesItself: true,
    drawn: 'request',
  },
  { key: 'press-releases', owner: 'content', path: '/press-releases', title: 'Press Releases' },
  { key: 'media-coverage', owner: 'content', path: '/news/media-coverage', title: 'Media Coverage' },
  { key: 'events', owner: 'content', path: '/news/events', title: 'Events' },
  { key: 'climate-dashboard', owner: 'content', path: '/climate-dashboard', title: 'Climate Dashboard' },
  { key: 'eco-learning-path', owner: 'content', path: '/eco-learning-path', title: 'Eco Learning Path' },
  { key: 'privacy-policy', owner: 'content', path: '/legal/privacy-policy', title: 'Privacy Policy' },
  { key: 'accessibility', owner: 'content', path: '/legal/accessibility', title: 'Accessibility Statement' },
  { key: 'terms', owner: 'content', path: '/legal/terms', title: 'Terms of Use' },
  { key: 'contact', owner: 'engage', path: '/contact', title: 'Contact Us' },
  { key: 'volunteer', owner: 'engage', path: '/get-involved/volunteer', title: 'Volunteer With Us' },
  { key: 'corporate-giving', owner: 'engage', path: '/get-involved/corporate-giving', title: 'Corporate Giving' },
  { key: 'unsubscribe', owner: 'engage', path: UNSUBSCRIBE_PATH, title: 'Unsubscribe', noindex: true },
  // Reached only from the link in a newsletter sign-up's confirmation email (decision 077).
  {
    key: 'newsletter-confirm',
    owner: 'engage',
    path: NEWSLETTER_CONFIRM_PATH,
    title: 'Confirm Your Sign-up',
    noindex: true,
  },
  { key: 'donate', owner: 'donate', path: '/donate', title: 'Donate', layout: 'donation' },
  // Reached only from the signed link in a monthly donor's email (issue 28).
  {
    key: 'donate-manage',
    owner: 'donate',
    path: MANAGE_GIFT_PATH,
    title: 'Manage Your Monthly Gift',
    noindex: true,
    noStore: true,
  },
  // It sends the visitor on to /donate.
  { key: 'get-involved-donate', owner: 'donate', path: '/get-involved/donate', canonical: '/donate', title: 'Donate' },
  { key: 'sponsor-a-project', owner: 'donate', path: '/get-involved/sponsor-a-project', title: 'Sponsor a Project' },
  {
    key: 'project-donate',
    owner: 'donate',
    path: '/projects/:id/donate',
    title: 'Support a Project',
    layout: 'donation',
    drawn: 'request',
  },
] as const satisfies readonly PublicPageEntry[];

export type PublicPage = (typeof publicPages)[number];

/** The public pages a remote must render: its `./Routes` maps exactly these keys to components. */
export type PublicPageKey<Owner extends RemoteKey = RemoteKey> = Extract<PublicPage, { owner: Owner }>['key'];

/** Pages whose description the registry gives (all but those that describe themselves). */
export type DescribedPageKey = Exclude<PublicPage, { describesItself: true }>['key'];

export function publicPageKeys<Owner extends RemoteKey>(owner: Owner): PublicPageKey<Owner>[] {
  return publicPages.filter((page) => page.owner === owner).map((page) => page.key as PublicPageKey<Owner>);
}

/** The pages with one fixed address (no route parameter): the ones a menu, a footer or a button can link to. */
export type FixedPageKey = Exclude<PublicPage, { path: `${string}:${string}` }>['key'];

const fixedPaths = new Map<string, string>(publicPages.map((page) => [page.key, page.path]));

/** A page's address by its key: a link names the page, and its path is written once, in this registry. */
export function publicPagePath(key: FixedPageKey): string {
  const path = fixedPaths.get(key);
  if (path === undefined) throw new Error(`No public page is called "${key}"`);
  return path;
}
