import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

/**
 * The one Markdown renderer of an article's body (decision 051). The API runs it when an article is saved and stores
 * the HTML it returns; the staff editor's preview runs the very same function in the browser, so what staff see is
 * what visitors get. Public pages never ship it: they draw the stored HTML.
 *
 * Two lines of defence: markdown-it with raw HTML off (a `<script>` in the text stays text) and links checked as they
 * are parsed; then an allowlist sanitiser over the output, so a bug in the first line still cannot put a script,
 * an event handler, a style or a foreign image on the page.
 */

/** The address every uploaded image rendition is served at: `/api/images/<sha256 prefix>-<width>.webp`. */
export const ARTICLE_IMAGE_PATH = '/api/images/';
export const ARTICLE_IMAGE_SRC = /^\/api\/images\/[0-9a-f]{16,64}-\d{1,5}\.webp$/;

/** A rendition's pixel size, so the page reserves its box before the image arrives (no layout shift). */
export type ImageSize = { width: number; height: number };

export type RenderOptions = {
  /** Width and height of the site's own images the text names, by address; unknown ones render without them. */
  imageSizes?: ReadonlyMap<string, ImageSize> | Readonly<Record<string, ImageSize>>;
};

const SITE_RELATIVE = /^\/(?![/\\])/;
const FRAGMENT = /^#[\w-]*$/;

function hasControlOrSpace(value: string): boolean {
  for (let index = 0; index < value.length; index++) if (value.charCodeAt(index) <= 0x20) return true;
  return false;
}

/** What a link may point at: the web (http, https), an email address (mailto), or the site's own paths. */
export function isAllowedHref(href: string): boolean {
  const value = href.trim();
  // No control characters or whitespace anywhere: no tricks such as "java\tscript:".
  if (hasControlOrSpace(value)) return false;
  if (SITE_RELATIVE.test(value) || FRAGMENT.test(value)) return true;
  // Anything else must name one of three schemes.
  return /^(https?:\/\/[^/\\]|mailto:)/i.test(value);
}

/** Only the site's uploads may be shown: no data: URLs, no other hosts (no tracking pixels, no mixed content). */
export function isAllowedImageSrc(src: string): boolean {
  return ARTICLE_IMAGE_SRC.test(src);
}

/** A link that leaves the site (http or https, not a site path). */
export function isExternalHref(href: string): boolean {
  return /^https?:\/\//i.test(href.trim());
}

const EXTERNAL_REL = 'noopener noreferrer';

function createParser() {
  const md = new MarkdownIt('commonmark', { html: false, linkify: false, typographer: false });
  // Strikethrough and tables, as staff expect from other editors; raw HTML stays off.
  md.enable(['strikethrough', 'table']);
  md.validateLink = (url: string) => isAllowedHref(url) || isAllowedImageSrc(url);
  return md;
}

const parser = createParser();

// An image from anywhere but the site's uploads (a tracking pixel, another host) is shown as its alt text.
const drawImage = parser.renderer.rules.image;
parser.renderer.rules.image = (tokens, index, options, env, self) => {
  const token = tokens[index];
  const src = token?.attrGet('src');
  if (token && (typeof src !== 'string' || !isAllowedImageSrc(src)))
    return parser.utils.escapeHtml(self.renderInlineAsText(token.children ?? [], options, env));
  return drawImage ? drawImage(tokens, index, options, env, self) : self.renderToken(tokens, index, options);
};

function sizeOf(options: RenderOptions, src: string): ImageSize | undefined {
  const sizes = options.imageSizes;
  if (!sizes) return undefined;
  return sizes instanceof Map ? sizes.get(src) : (sizes as Readonly<Record<string, ImageSize>>)[src];
}

const ALLOWED_TAGS = [
  'p',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'blockquote',
  'em',
  'strong',
  's',
  'code',
  'pre',
  'a',
  'img',
  'hr',
  'br',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
];

/**
 * The second line of defence: only these elements and attributes, only these URL schemes; anything else is
 * dropped with its content where it could run (script, style, svg, iframe…) and unwrapped otherwise. Exported so
 * its specs can give it HTML the first line would never let through.
 */
export function sanitiseArticleHtml(html: string, options: RenderOptions = {}): string {
  return sanitizeHtml(html, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: {
      a: ['href', 'title', 'rel'],
      img: ['src', 'alt', 'title', 'width', 'height', 'loading', 'decoding'],
      ol: ['start'],
      th: ['align'],
      td: ['align'],
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: [] },
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'svg', 'math', 'iframe', 'object', 'template'],
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs['src'],
    transformTags: {
      // The page's title is its one h1: a "# " heading in the text is a section heading.
      h1: 'h2',
      a: (tagName, attribs) => {
        const href = attribs['href'] ?? '';
        if (!isAllowedHref(href)) return { tagName: 'span', attribs: {} };
        const kept: Record<string, string> = { href };
        if (attribs['title']) kept['title'] = attribs['title'];
        if (isExternalHref(href)) kept['rel'] = EXTERNAL_REL;
        return { tagName, attribs: kept };
      },
      img: (tagName, attribs) => {
        const src = attribs['src'] ?? '';
        // Dropped by exclusiveFilter below (markdown-it already wrote a foreign image as its alt text).
        if (!isAllowedImageSrc(src)) return { tagName, attribs: {} };
        const kept: Record<string, string> = { src, alt: attribs['alt'] ?? '', loading: 'lazy', decoding: 'async' };
        if (attribs['title']) kept['title'] = attribs['title'];
        const size = sizeOf(options, src);
        if (size) {
          kept['width'] = String(size.width);
          kept['height'] = String(size.height);
        }
        return { tagName, attribs: kept };
      },
    },
  });
}

/** An article's Markdown as the sanitised HTML the public page draws. Raw HTML in the text shows as text. */
export function renderArticleMarkdown(markdown: string, options: RenderOptions = {}): string {
  // HTML's void elements need no " />" (the Nu checker notes each one); text never holds a bare ">" after escaping.
  return sanitiseArticleHtml(parser.render(markdown), options).replace(/ \/>/g, '>').trim();
}

/** The site's image addresses an article's Markdown names (so the API can look up their sizes). */
export function imageSourcesIn(markdown: string): string[] {
  const found = new Set<string>();
  const walk = (tokens: ReturnType<typeof parser.parse>) => {
    for (const token of tokens) {
      if (token.type === 'image') {
        const src = token.attrGet('src');
        if (typeof src === 'string' && isAllowedImageSrc(src)) found.add(src);
      }
      if (token.children) walk(token.children);
    }
  };
  walk(parser.parse(markdown, {}));
  return [...found];
}

/** Words of prose in a Markdown text, for the reading time ("5 min read" at about 200 words a minute). */
export function readMinutesOf(markdown: string): number {
  const words = markdown
    .replace(/[#>*_`~[\]()!-]/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(1, Math.round(words / 200));
}
