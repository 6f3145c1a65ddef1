import type { ArticleResponse } from '@solar/shared-contracts';
import { articleFeed } from './article-feed';

const HOSTILE_TITLE = 'T </title><script>alert(1)</script>';
const HOSTILE_EXCERPT = 'Fans & lights <img src=x onerror="alert(1)"> ]]> for Hargeisa';

const article: ArticleResponse = {
  id: 7,
  title: HOSTILE_TITLE,
  excerpt: HOSTILE_EXCERPT,
  html: '<p>Heat <strong>closes</strong> schools. <a href="/donate">Give</a></p>',
  author: 'Amina Yusuf',
  category: 'Education',
  updatedAt: '2026-11-20T09:00:00.000Z',
  publishedAt: '2026-11-19T09:00:00.000Z',
  readMinutes: 1,
  cover: { alt: 'Pupils at their desks', width: 800, height: 533, renditions: [] },
};

const XML_ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
const decodeEntities = (text: string) =>
  text.replace(/&(#\d+|lt|gt|amp|quot|apos);/g, (_, name: string) =>
    name.startsWith('#') ? String.fromCodePoint(Number(name.slice(1))) : (XML_ENTITIES[name] ?? ''),
  );

/**
 * What a feed reader shows for an entry's element, read as RFC 4287 says: the element's XML text (CDATA or escaped),
 * then, when `type="html"`, that text parsed as HTML. Markup in it would be elements, so there must be none.
 */
function readerText(feed: string, element: 'title' | 'summary'): string {
  const entry = feed.slice(feed.indexOf('<entry>'));
  const match = new RegExp(
    `<${element}( type="(\\w+)")?>(?:<!\\[CDATA\\[([\\s\\S]*?)\\]\\]>|([^<]*))</${element}>`,
  ).exec(entry);
  if (!match) throw new Error(`The entry has no ${element} a reader can read`);
  const xmlText = match[3] ?? decodeEntities(match[4] ?? '');
  if (match[2] !== 'html') return xmlText;
  expect(xmlText).not.toMatch(/</);
  return decodeEntities(xmlText);
}

describe('articleFeed', () => {
  const feed = articleFeed([article], 'http://localhost:4200');

  it('carries a title as text: a reader shows what staff typed, markup and all, and runs none of it', () => {
    expect(readerText(feed, 'title')).toBe(HOSTILE_TITLE);
    expect(feed).not.toContain('<script>');
  });

  it('carries an excerpt as text, even one with markup or a CDATA end in it', () => {
    expect(readerText(feed, 'summary')).toBe(HOSTILE_EXCERPT);
    expect(feed).not.toContain('<img');
  });

  it('keeps the article body as HTML with absolute links', () => {
    expect(feed).toContain('<a href="http://localhost:4200/donate">Give</a>');
  });
});
