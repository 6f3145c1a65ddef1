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

/** Spec §2 "Navigation bar": the five groups of the site header, in display order. */
export const navGroups: readonly NavGroup[] = [
  {
    id: 'about',
    label: 'About',
    links: [
      { label: 'Who We Are', to: '/about-us/who-we-are' },
      { label: 'Our Story', to: '/about-us/our-story' },
      { label: 'UN Climate Goals', to: '/about-us/un-climate-goals' },
      { label: 'Our Partners', to: '/about-us/our-partners' },
      { label: 'FAQs', to: '/about-us/faqs' },
    ],
  },
  {
    id: 'our-work',
    label: 'Our Work',
    links: [
      { label: 'Focus Areas', to: '/our-work/focus-areas' },
      { label: 'Educational Institutions', to: '/our-work/educational-institutions' },
      { label: 'Places of Worship', to: '/our-work/places-of-worship' },
      { label: 'Regions', to: '/our-work/regions' },
    ],
  },
  {
    id: 'get-involved',
    label: 'Get Involved',
    links: [
      { label: 'Donate', to: '/donate' },
      { label: 'Volunteer', to: '/get-involved/volunteer' },
      { label: 'Corporate Giving', to: '/get-involved/corporate-giving' },
      { label: 'Sponsor a Project', to: '/get-involved/sponsor-a-project' },
    ],
  },
  {
    id: 'blogs',
    label: 'Blogs',
    links: [
      { label: 'Blog', to: '/news/blog' },
      { label: 'Press Releases', to: '/press-releases' },
    ],
  },
  {
    id: 'climate-action',
    label: 'Climate Action',
    links: [
      { label: 'Climate Dashboard', to: '/climate-dashboard' },
      { label: 'Eco Learning Path', to: '/eco-learning-path' },
    ],
  },
];

/** Desktop "Donate Now" goes to the donate page itself. */
export const DESKTOP_DONATE_PATH = '/donate';
/** The mobile menu's Donate goes through the redirect page (spec §2: differs on purpose). */
export const MOBILE_DONATE_PATH = '/get-involved/donate';

/** The donation pages' compact header (spec §2, "a second header reading"). */
export const compactLinks: readonly NavLink[] = [
  { label: 'Home', to: '/' },
  { label: 'About', to: '/about-us/who-we-are' },
  { label: 'Our Work', to: '/our-work/focus-areas' },
  { label: 'Donate', to: '/donate' },
  { label: 'Contact', to: '/#contact' },
];

/** Spec §2 "Footer": its links, grouped into two columns, plus the news pages no menu lists. */
export const footerGroups: readonly NavGroup[] = [
  {
    id: 'explore',
    label: 'Explore',
    links: [
      { label: 'Who We Are', to: '/about-us/who-we-are' },
      { label: 'Focus Areas', to: '/our-work/focus-areas' },
      { label: 'Blog', to: '/blogs' },
      { label: 'Press Releases', to: '/press-releases' },
      { label: 'Media Coverage', to: '/news/media-coverage' },
      { label: 'Events', to: '/news/events' },
      { label: 'Contact', to: '/contact' },
    ],
  },
  {
    id: 'support',
    label: 'Get Involved',
    links: [
      { label: 'Donate', to: '/donate' },
      { label: 'Volunteer', to: '/get-involved/volunteer' },
      { label: 'Corporate Giving', to: '/get-involved/corporate-giving' },
      { label: 'Privacy Policy', to: '/legal/privacy-policy' },
      { label: 'Terms of Use', to: '/legal/terms' },
      { label: 'Accessibility', to: '/legal/accessibility' },
    ],
  },
];

/** True when `pathname` is one of the group's pages (the trigger then shows as current). */
export function groupContains(group: NavGroup, pathname: string): boolean {
  return group.links.some((link) => link.to === pathname);
}
