/** Props of the component a remote exposes as `./Routes` or `./StaffRoutes`: the page the shell names. */
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

/** Each remote's federation container name; where it lives is known only to the shell (its server's env). */
export const remotes = {
  content: { name: 'mfe_content' },
  engage: { name: 'mfe_engage' },
  donate: { name: 'mfe_donate' },
} as const;

export type RemoteKey = keyof typeof remotes;

/** The remote locations the shell's server writes into the page (origin of each remote). */
export type RemoteLocations = Record<RemoteKey, string>;

/** Widgets one remote exposes for another remote's pages; pages embed them by name through the shell. */
export const embeddableWidgets = {
  'newsletter-signup': { remote: 'engage', module: 'mfe_engage/NewsletterSignup' },
} as const satisfies Record<string, { remote: RemoteKey; module: string }>;

export type WidgetName = keyof typeof embeddableWidgets;

/**
 * Each remote names the lazy chunk of a page `page-<key>` (a webpackChunkName), so the shell's server can
 * tell the browser to fetch a page's code alongside the shell's own, before any script has run.
 */
export function pageChunkName(page: string): string {
  return `page-${page}`;
}
