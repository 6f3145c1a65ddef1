import { CHARITY_NAME } from '@solar/shared-contracts';
import { escapeHtml } from '../markup/escape';
import { jsonLdScript, SOCIAL_IMAGE } from './json-ld';
import type { PageMeta } from './page-meta';

const meta = (key: 'name' | 'property', name: string, content: string) =>
  `<meta ${key}="${name}" content="${escapeHtml(content)}">`;

/**
 * The canonical link, Open Graph and Twitter card tags and the structured data of a page, for its head. The
 * title and the description are the template's own elements, filled in by renderPage.
 */
export function seoHeadHtml(page: PageMeta, origin: string): string {
  const image = `${origin}${SOCIAL_IMAGE.path}`;
  return [
    `<link rel="canonical" href="${escapeHtml(page.canonicalUrl)}">`,
    meta('property', 'og:type', page.ogType),
    meta('property', 'og:site_name', CHARITY_NAME),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
    meta('property', 'og:url', page.canonicalUrl),
    meta('property', 'og:image', image),
    meta('property', 'og:image:width', String(SOCIAL_IMAGE.width)),
    meta('property', 'og:image:height', String(SOCIAL_IMAGE.height)),
    meta('property', 'og:image:alt', SOCIAL_IMAGE.alt),
    meta('property', 'og:locale', 'en_GB'),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', page.title),
    meta('name', 'twitter:description', page.description),
    meta('name', 'twitter:image', image),
    meta('name', 'twitter:image:alt', SOCIAL_IMAGE.alt),
    ...page.jsonLd.map(jsonLdScript),
  ].join('');
}
