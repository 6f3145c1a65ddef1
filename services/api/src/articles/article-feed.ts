import { ARTICLE_FEED_PATH, type ArticleResponse, CHARITY_NAME } from '@solar/shared-contracts';
import { Feed } from 'feed';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Plain text as the HTML that reads as that text. The feed package writes every entry's title and summary as
 * `type="html"`, which a feed reader parses as markup: a title is text, so its `<` must reach the reader as `&lt;`.
 */
export function textAsHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/** Site paths in the stored HTML (links, the uploads' images) as absolute addresses: a feed reader is on another site. */
export function absoluteLinks(html: string, origin: string): string {
  return html.replace(/ (href|src)="\/(?!\/)/g, ` $1="${origin}/`);
}

/**
 * Every published article as an Atom feed, newest first, each with its text and absolute links (decision 051). Titles
 * and excerpts are plain text: readers show them as typed, never as markup.
 */
export function articleFeed(articles: readonly ArticleResponse[], shellOrigin: string): string {
  const origin = new URL(shellOrigin).origin;
  const newest = articles[0];
  const feed = new Feed({
    title: `${CHARITY_NAME}: Climate Action Blog`,
    description:
      'Stories from the schools, clinics and places of worship we power with the sun in Pakistan and Somaliland.',
    id: `${origin}/blogs`,
    link: `${origin}/blogs`,
    language: 'en-GB',
    favicon: `${origin}/favicon.ico`,
    copyright: `© ${CHARITY_NAME}`,
    updated: newest ? new Date(newest.updatedAt) : new Date(0),
    feedLinks: { atom: `${origin}${ARTICLE_FEED_PATH}` },
    author: { name: CHARITY_NAME, link: origin },
  });
  for (const article of articles) {
    const link = `${origin}/blogs/${article.id}`;
    feed.addItem({
      title: textAsHtml(article.title),
      id: link,
      link,
      description: textAsHtml(article.excerpt),
      content: absoluteLinks(article.html, origin),
      author: [{ name: article.author }],
      category: [{ name: article.category }],
      date: new Date(article.updatedAt),
      published: new Date(article.publishedAt),
    });
  }
  return feed.atom1();
}
