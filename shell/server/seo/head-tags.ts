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
  const picture = page.ogImage ?? { ...SOCIAL_IMAGE, url: `${origin}${SOCIAL_IMAGE.path}` };
  const image = picture.url;
  return [
    `<link rel="canonical" href="${escapeHtml(page.canonicalUrl)}">`,
    ...(page.alternates ?? []).map(
      (link) =>
        `<link rel="alternate" type="${escapeHtml(link.type)}" href="${escapeHtml(link.href)}" title="${escapeHtml(link.title)}">`,
    ),
    meta('property', 'og:type', page.ogType),
    meta('property', 'og:site_name', CHARITY_NAME),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
    meta('property', 'og:url', page.canonicalUrl),
    meta('property', 'og:image', image),
    meta('property', 'og:image:width', String(picture.width)),
    meta('property', 'og:image:height', String(picture.height)),
    meta('property', 'og:image:alt', picture.alt),
    meta('property', 'og:locale', 'en_GB'),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', page.title),
    meta('name', 'twitter:description', page.description),
    meta('name', 'twitter:image', image),
    meta('name', 'twitter:image:alt', picture.alt),
    ...page.jsonLd.map(jsonLdScript),
  ].join('');
}
