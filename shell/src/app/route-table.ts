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
  /**
   * The page's meta description, written into the served HTML and kept on client-side navigation. The content
   * remote's pages set the same sentence themselves; a page that describes each item itself (an article) has none.
   */
  description?: string;
  /** An alias's canonical address (the /about-us/ form of an /about/ page, /donate for the page that leads there). */
  canonical?: string;
  layout: LayoutKind;
  /** Kept out of search results: the page is only reached from a link made for one person (an email's). */
  noindex?: boolean;
};

type Described = { title: string; description: string };

const content = (path: string, page: ContentPage, { title, description }: Described): RouteEntry => ({
  path,
  remote: 'content',
  page,
  title,
  description,
  layout: 'site',
});
const engage = (path: string, page: EngagePage, { title, description }: Described): RouteEntry => ({
  path,
  remote: 'engage',
  page,
  title,
  description,
  layout: 'site',
});
const donate = (path: string, page: DonatePage, { title, description }: Described, layout: LayoutKind = 'site'): RouteEntry => ({
  path,
  remote: 'donate',
  page,
  title,
  description,
  layout,
});

/** Each About page answers at /about-us/<slug> and at its /about/<slug> alias. */
function aboutPage(slug: ContentPage, described: Described): RouteEntry[] {
  const canonical = `/about-us/${slug}`;
  return [content(canonical, slug, described), { ...content(`/about/${slug}`, slug, described), canonical }];
}

const BLOG: Described = {
  title: 'Blog',
  description:
    'Climate Action Blog: stories, explainers and news from the schools, clinics, orphanages and places of worship we power with solar energy.',
};

const DONATE: Described = {
  title: 'Donate',
  description:
    'Give once or monthly to bring solar power to schools, orphanages, clinics and places of worship in Pakistan and Somaliland, with Gift Aid if you are a UK taxpayer.',
};

/** Spec §2: every route of the site, and the remote that renders it. */
export const routeTable: readonly RouteEntry[] = [
  content('/', 'home', {
    title: 'Solar Power for Schools, Orphanages and Clinics',
    description:
      'A UK charity bringing free solar power to schools, orphanages, places of worship and health centres in Pakistan and Somaliland, so they stay open through 45-50°C heat.',
  }),
  ...aboutPage('who-we-are', {
    title: 'Who We Are',
    description:
      'Who we are: a UK charity bringing free solar power to vulnerable communities in Pakistan and Somaliland, guided by compassion, sustainability and inclusion.',
  }),
  ...aboutPage('our-story', {
    title: 'Our Story',
    description:
      'Our story from 2023 to today: from our foundation to solar power for schools and clinics in rural Punjab, places of worship and growing recognition.',
  }),
  ...aboutPage('un-climate-goals', {
    title: 'UN Climate Goals',
    description:
      'How our solar installations support UN Sustainable Development Goals 7, 13, 3 and 4 and the Paris Agreement aim of limiting warming to 1.5°C.',
  }),
  ...aboutPage('our-partners', {
    title: 'Our Partners',
    description:
      'Our humanitarian and technical solar partners, who bring community outreach, installation, training and 24/7 support. Become a partner.',
  }),
  ...aboutPage('faqs', {
    title: 'Frequently Asked Questions',
    description:
      'Answers to 14 frequently asked questions about our mission, solar projects, community impact, partnerships, donations and climate goals.',
  }),
  content('/our-work/focus-areas', 'focus-areas', {
    title: 'Focus Areas',
    description:
      'Our four focus areas: schools, health centres, places of worship and community hubs. 58 installations serving 63,500+ people.',
  }),
  content('/our-work/educational-institutions', 'educational-institutions', {
    title: 'Educational Institutions',
    description:
      'Solar power for 23 schools serving 12,000+ students in Pakistan, keeping classrooms cool, lit and open through extreme heat with 98% uptime.',
  }),
  content('/our-work/places-of-worship', 'places-of-worship', {
    title: 'Places of Worship',
    description:
      'Solar power for 15 mosques and churches serving 8,500+ people, opening their doors as cooling centres and shelters for every faith.',
  }),
  content('/our-work/regions', 'regions', {
    title: 'Regions',
    description:
      'Where we work: Pakistan and Somaliland. 1,900+ beneficiaries and 57kW of solar installed, with current projects, challenges and highlights.',
  }),
  content('/blogs', 'blogs', BLOG),
  { path: '/blogs/:id', remote: 'content', page: 'blog-article', title: 'Blog', layout: 'site' },
  { ...content('/news/blog', 'blogs', BLOG), canonical: '/blogs' },
  content('/press-releases', 'press-releases', {
    title: 'Press Releases',
    description: 'Press releases from From Sun to Sanctuary, the UK solar charity, and how journalists can reach our press office.',
  }),
  content('/news/media-coverage', 'media-coverage', {
    title: 'Media Coverage',
    description:
      'Media coverage of our solar work in Pakistan and Somaliland: features, interviews and podcasts, plus press contact details.',
  }),
  content('/news/events', 'events', {
    title: 'Events',
    description:
      'Upcoming events, from fundraising dinners to online panels, and recordings of past events from the solar charity From Sun to Sanctuary.',
  }),
  content('/climate-dashboard', 'climate-dashboard', {
    title: 'Climate Dashboard',
    description:
      'Our climate dashboard: six indicators and four resilience projects, with 3,900+ beneficiaries, 123.7 MWh generated and 87.9 tons CO₂ avoided.',
  }),
  content('/eco-learning-path', 'eco-learning-path', {
    title: 'Eco Learning Path',
    description:
      'A free eco learning path: eight short modules on solar energy, climate change and community resilience, from beginner to advanced.',
  }),
  content('/legal/privacy-policy', 'privacy-policy', {
    title: 'Privacy Policy',
    description:
      'How From Sun to Sanctuary collects, uses and protects your personal data under UK GDPR when you donate, volunteer, subscribe or contact us.',
  }),
  engage('/contact', 'contact', {
    title: 'Contact Us',
    description:
      'Write to From Sun to Sanctuary about donations, volunteering, partnerships or the press, or call our Birmingham office. We reply within 24 hours.',
  }),
  engage('/get-involved/volunteer', 'volunteer', {
    title: 'Volunteer With Us',
    description:
      'Volunteer with From Sun to Sanctuary: help install solar systems, share your professional skills or carry our story into your community.',
  }),
  engage('/get-involved/corporate-giving', 'corporate-giving', {
    title: 'Corporate Giving',
    description:
      'Put your company’s climate commitments to work: fund solar power for schools, orphanages, places of worship and clinics in Pakistan and Somaliland.',
  }),
  {
    ...engage(UNSUBSCRIBE_PATH, 'unsubscribe', {
      title: 'Unsubscribe',
      description: 'Stop receiving From Sun to Sanctuary’s newsletter with one click from the link in your email.',
    }),
    noindex: true,
  },
  donate('/donate', 'donate', DONATE, 'donation'),
  { ...donate('/get-involved/donate', 'get-involved-donate', DONATE), canonical: '/donate' },
  donate('/get-involved/sponsor-a-project', 'sponsor-a-project', {
    title: 'Sponsor a Project',
    description:
      'Choose a solar project to sponsor, from a village school in Punjab to a health centre in Somaliland, and follow how close it is to being funded.',
  }),
  donate(
    '/projects/:id/donate',
    'project-donate',
    {
      title: 'Support a Project',
      description: 'Give to one solar project and see how much it has raised so far, how many people have given and what is still needed.',
    },
    'donation',
  ),
];

/** The address search engines should list for a route's page: an alias's canonical one, else the path itself. */
export function canonicalPathOf(entry: RouteEntry, pathname: string): string {
  return entry.canonical ?? pathname;
}

export const NOT_FOUND_TITLE = '404 Page Not Found';
