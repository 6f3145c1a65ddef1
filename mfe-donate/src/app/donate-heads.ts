import {
  CHARITY_NAME,
  donateAction,
  pageDescriptionOf,
  publicPages,
  SITE_ORIGIN_PLACEHOLDER,
  type PageHead,
  type PublicPageEntry,
} from '@solar/shared-contracts';

const entryOf = (page: string) => (publicPages as readonly PublicPageEntry[]).find((entry) => entry.key === page);

/** A donation page says what it is for (JSON-LD `DonateAction`): the charity, or one project of it. */
export function donateHead(page: string, canonicalPath: string): PageHead {
  const entry = entryOf(page);
  if (!entry) return {};
  const name = page === 'project-donate' ? `${entry.title} of ${CHARITY_NAME}` : `Donate to ${CHARITY_NAME}`;
  const url = `${SITE_ORIGIN_PLACEHOLDER}${canonicalPath}`;
  return { jsonLd: [donateAction(SITE_ORIGIN_PLACEHOLDER, url, name, pageDescriptionOf(page) ?? '')] };
}

/** The prerendered donation pages' heads, by page key. */
export function prerenderedDonateHeads(pages: readonly string[]): Record<string, PageHead> {
  return Object.fromEntries(
    pages.map((page) => {
      const entry = entryOf(page);
      return [page, donateHead(page, entry?.canonical ?? entry?.path ?? '/donate')];
    }),
  );
}
