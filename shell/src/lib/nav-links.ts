import { publicPagePath, type FixedPageKey } from '@solar/shared-contracts';

/** One link of the site navigation. */
export interface NavLink {
  readonly label: string;
  readonly to: string;
}

/** A titled group of links: one desktop menu, one section of the mobile list. */
export interface NavGroup {
  readonly id: string;
  readonly label: string;
  readonly links: readonly NavLink[];
}

/**
 * A link to a page by its key in the page registry (contracts' public-pages.ts), which alone holds its address: a page
 * that moves moves its links with it, and one that is removed fails the typecheck here.
 */
const linkTo = (label: string, page: FixedPageKey, hash?: string): NavLink => ({
  label,
  to: hash ? `${publicPagePath(page)}#${hash}` : publicPagePath(page),
});

/** Spec §2 "Navigation bar": the five groups of the site header, in display order. */
export const navGroups: readonly NavGroup[] = [
  {
    id: 'about',
    label: 'About',
    links: [
      linkTo('Who We Are', 'who-we-are'),
      linkTo('Our Story', 'our-story'),
      linkTo('UN Climate Goals', 'un-climate-goals'),
      linkTo('Our Partners', 'our-partners'),
      linkTo('FAQs', 'faqs'),
    ],
  },
  {
    id: 'our-work',
    label: 'Our Work',
    links: [
      linkTo('Focus Areas', 'focus-areas'),
      linkTo('Educational Institutions', 'educational-institutions'),
      linkTo('Places of Worship', 'places-of-worship'),
      linkTo('Regions', 'regions'),
    ],
  },
  {
    id: 'get-involved',
    label: 'Get Involved',
    links: [
      linkTo('Donate', 'donate'),
      linkTo('Volunteer', 'volunteer'),
      linkTo('Corporate Giving', 'corporate-giving'),
      linkTo('Sponsor a Project', 'sponsor-a-project'),
    ],
  },
  {
    id: 'blogs',
    label: 'Blogs',
    links: [linkTo('Blog', 'blogs'), linkTo('Press Releases', 'press-releases')],
  },
  {
    id: 'climate-action',
    label: 'Climate Action',
    links: [linkTo('Climate Dashboard', 'climate-dashboard'), linkTo('Eco Learning Path', 'eco-learning-path')],
  },
];

/** Desktop "Donate Now" goes to the donate page itself. */
export const DESKTOP_DONATE_PATH = publicPagePath('donate');
/** The mobile menu's Donate goes through the redirect page (spec §2: differs on purpose). */
export const MOBILE_DONATE_PATH = publicPagePath('get-involved-donate');

/** The donation pages' compact header (spec §2, "a second header reading"). */
export const compactLinks: readonly NavLink[] = [
  linkTo('Home', 'home'),
  linkTo('About', 'who-we-are'),
  linkTo('Our Work', 'focus-areas'),
  linkTo('Donate', 'donate'),
  linkTo('Contact', 'home', 'contact'),
];

/** Spec §2 "Footer": its links, grouped into two columns, plus the news pages no menu lists. */
export const footerGroups: readonly NavGroup[] = [
  {
    id: 'explore',
    label: 'Explore',
    links: [
      linkTo('Who We Are', 'who-we-are'),
      linkTo('Focus Areas', 'focus-areas'),
      linkTo('Blog', 'blogs'),
      linkTo('Press Releases', 'press-releases'),
      linkTo('Media Coverage', 'media-coverage'),
      linkTo('Events', 'events'),
      linkTo('Contact', 'contact'),
    ],
  },
  {
    id: 'support',
    label: 'Get Involved',
    links: [
      linkTo('Donate', 'donate'),
      linkTo('Volunteer', 'volunteer'),
      linkTo('Corporate Giving', 'corporate-giving'),
      linkTo('Privacy Policy', 'privacy-policy'),
      linkTo('Terms of Use', 'terms'),
      linkTo('Accessibility', 'accessibility'),
    ],
  },
];

/** True when `pathname` is one of the group's pages (the trigger then shows as current). */
export function groupContains(group: NavGroup, pathname: string): boolean {
  return group.links.some((link) => link.to === pathname);
}
