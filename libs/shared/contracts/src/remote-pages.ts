/**
 * The pages each remote promises to render. The shell's route table names pages by these keys and
 * each remote's exposed `./Routes` module maps every key to a component, so drift fails to compile.
 */
export const contentPages = [
  'home',
  'who-we-are',
  'our-story',
  'un-climate-goals',
  'our-partners',
  'faqs',
  'focus-areas',
  'educational-institutions',
  'places-of-worship',
  'regions',
  'blogs',
  'blog-article',
  'press-releases',
  'media-coverage',
  'events',
  'climate-dashboard',
  'eco-learning-path',
  'privacy-policy',
] as const;

export const engagePages = ['contact', 'volunteer', 'corporate-giving', 'unsubscribe'] as const;

export const donatePages = ['donate', 'get-involved-donate', 'sponsor-a-project', 'project-donate'] as const;

/** Back-office pages (under /staff), exposed as `./StaffRoutes` by the remote that owns the domain. */
export const engageStaffPages = [
  'staff-messages',
  'staff-message',
  'staff-volunteers',
  'staff-volunteer',
  'staff-subscribers',
] as const;
export const donateStaffPages = [
  'staff-donations',
  'staff-monthly-gifts',
  'staff-projects',
  'staff-project',
  'staff-gift-aid',
  'staff-gift-aid-declaration',
  'staff-gift-aid-claims',
] as const;

export type ContentPage = (typeof contentPages)[number];
export type EngagePage = (typeof engagePages)[number];
export type DonatePage = (typeof donatePages)[number];
export type EngageStaffPage = (typeof engageStaffPages)[number];
export type DonateStaffPage = (typeof donateStaffPages)[number];

/** Props of the component a remote exposes as `./Routes`. */
export type RemoteRoutesProps<Page extends string> = { page: Page };

/**
 * Dispatched on window when a page's own content has rendered or hydrated (not its loading state): the page is
 * then live, and clicks made before that are made again (decision 017).
 */
export const PAGE_SHOWN_EVENT = 'solar:page-shown';

/** The name of a page's prerendered HTML: the page key, then any route parameter values (`blog-article--3`). */
export const prerenderedPageKey = (page: string, params: readonly string[] = []): string =>
  [page, ...params].join('--');

/** Where a remote publishes a page's prerendered HTML, relative to its origin. */
export const prerenderedPagePath = (page: string, params: readonly string[] = []): string =>
  `/prerender/${prerenderedPageKey(page, params)}.html`;

/** Stands for the remote's public origin in prerendered HTML (asset URLs); the shell's server fills it in. */
export const PRERENDER_ORIGIN_PLACEHOLDER = '__SOLAR_REMOTE_ORIGIN__';

/** Container names and exposed modules, as the shell asks for them. */
export const remotes = {
  content: { name: 'mfe_content', routes: 'mfe_content/Routes' },
  engage: { name: 'mfe_engage', routes: 'mfe_engage/Routes' },
  donate: { name: 'mfe_donate', routes: 'mfe_donate/Routes' },
} as const;

export type RemoteKey = keyof typeof remotes;

/**
 * The staff console's modules (`./StaffRoutes`, props `{ page }`), loaded only under /staff so no public page
 * fetches staff code. Content has no staff pages.
 */
export const staffRemotes = {
  engage: 'mfe_engage/StaffRoutes',
  donate: 'mfe_donate/StaffRoutes',
} as const satisfies Partial<Record<RemoteKey, string>>;

/** The remote locations the shell's server writes into the page (origin of each remote). */
export type RemoteLocations = Record<RemoteKey, string>;

/** Widgets one remote exposes for another remote's pages; pages embed them by name through the shell. */
export const embeddableWidgets = {
  'newsletter-signup': { remote: 'engage', module: 'mfe_engage/NewsletterSignup' },
} as const satisfies Record<string, { remote: RemoteKey; module: string }>;

export type WidgetName = keyof typeof embeddableWidgets;

/**
 * The modules the shell asks a remote for, as that remote's `exposes` keys (`./Routes`, `./NewsletterSignup`,
 * `./StaffRoutes`): its routes, every widget it provides, and its staff pages if it has any. Each remote's tests
 * check its federation config exposes them.
 */
export function exposedModulesOf(remote: RemoteKey): string[] {
  const staffRoutes: string | undefined = (staffRemotes as Partial<Record<RemoteKey, string>>)[remote];
  const requests: string[] = [
    remotes[remote].routes,
    ...Object.values(embeddableWidgets)
      .filter((widget) => widget.remote === remote)
      .map((widget) => widget.module),
    ...(staffRoutes ? [staffRoutes] : []),
  ];
  return requests.map((request) => `./${request.slice(remotes[remote].name.length + 1)}`);
}

/**
 * Each remote names the lazy chunk of a page `page-<key>` (a webpackChunkName), so the shell's server can
 * tell the browser to fetch a page's code alongside the shell's own, before any script has run.
 */
export function pageChunkName(page: string): string {
  return `page-${page}`;
}
