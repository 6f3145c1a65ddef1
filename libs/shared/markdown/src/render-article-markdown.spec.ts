import { imageSourcesIn, isAllowedHref, renderArticleMarkdown, sanitiseArticleHtml } from './render-article-markdown';

const UPLOAD = '/api/images/0123456789abcdef-800.webp';

/** No element or attribute that can run script, load a foreign resource or style the page (text may mention them). */
function expectInert(html: string): void {
  const tags = html.match(/<[a-z][^>]*>/gi) ?? [];
  for (const tag of tags) {
    expect(tag).toMatch(
      /^<(p|h[2-6]|ul|ol|li|blockquote|em|strong|s|code|pre|a|img|hr|br|table|thead|tbody|tr|th|td|span)[\s>]/,
    );
    expect(tag).not.toMatch(/\son\w+\s*=/i);
    expect(tag).not.toMatch(/style\s*=/i);
    expect(tag).not.toMatch(/(href|src)\s*=\s*"\s*(?!https?:|mailto:|\/(?!\/))/i);
  }
}

describe('renderArticleMarkdown', () => {
  it('draws paragraphs, section headings (a "# " heading is an h2: the title is the h1), lists and emphasis', () => {
    expect(renderArticleMarkdown('# Why\n\nHeat **closes** schools.\n\n## How\n\n- fans\n- lights')).toBe(
      '<h2>Why</h2>\n<p>Heat <strong>closes</strong> schools.</p>\n<h2>How</h2>\n<ul>\n<li>fans</li>\n<li>lights</li>\n</ul>',
    );
  });

  it('shows a <script> as text, never as an element', () => {
    const html = renderArticleMarkdown('Hello <script>alert(1)</script>');
    expectInert(html);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('shows an onerror= image as text', () => {
    const html = renderArticleMarkdown('<img src=x onerror="alert(1)">\n\n![x](/nope.png" onerror="alert(1))');
    expectInert(html);
    expect(html).not.toContain('<img');
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    ' javascript:alert(1)',
    'vbscript:x',
  ])('never links to %j', (href) => {
    const html = renderArticleMarkdown(`[click](${href}) and <${href}>`);
    expectInert(html);
    expect(html).not.toContain('<a');
  });

  it.each(['&#0000106avascript:alert(1)', '&#0000106;avascript:alert(1)', '&#x000006A;avascript:alert(1)'])(
    'never links to the zero-padded character reference %j, in Markdown or in HTML given to the sanitiser',
    (href) => {
      const markdown = renderArticleMarkdown(`[click](${href}) and <${href}>`);
      expectInert(markdown);
      expect(markdown).not.toContain('<a');
      const html = sanitiseArticleHtml(`<p><a href="${href}">click</a></p>`);
      expectInert(html);
      expect(html).toBe('<p>click</p>');
    },
  );

  it('refuses data: URLs in links and images', () => {
    const html = renderArticleMarkdown(
      '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)\n\n![y](data:image/png;base64,iVBORw0KGgo=)',
    );
    expectInert(html);
    expect(html).not.toContain('<a');
    expect(html).not.toContain('<img');
  });

  it('keeps an SVG with a script inert, inline or as a data: image', () => {
    const html = renderArticleMarkdown(
      '<svg onload="alert(1)"><script>alert(1)</script></svg>\n\n![s](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9ImFsZXJ0KDEpIi8+)\n\n![s](/api/images/evil.svg)',
    );
    expectInert(html);
    expect(html).not.toContain('<img');
  });

  it('shows only the site’s uploads as images, with their size when known, lazily', () => {
    const html = renderArticleMarkdown(
      `![Pupils at their desks](${UPLOAD})\n\n![tracker](https://evil.example/p.png)`,
      {
        imageSizes: { [UPLOAD]: { width: 800, height: 533 } },
      },
    );
    expect(html).toContain(
      `<img src="${UPLOAD}" alt="Pupils at their desks" loading="lazy" decoding="async" width="800" height="533">`,
    );
    expect(html).not.toContain('evil.example');
    expect(html).toContain('tracker');
  });

  it('lets links go to the web, to an email address and to the site’s own paths; external ones get rel="noopener noreferrer"', () => {
    const html = renderArticleMarkdown(
      '[UN](https://www.un.org/sdgs) [donate](/donate) [write](mailto:info@example.org) [other](//evil.example/x)',
    );
    expect(html).toContain('<a href="https://www.un.org/sdgs" rel="noopener noreferrer">UN</a>');
    expect(html).toContain('<a href="/donate">donate</a>');
    expect(html).toContain('<a href="mailto:info@example.org">write</a>');
    expect(html).not.toContain('evil.example/x"');
  });

  it('names the uploads a text shows', () => {
    expect(imageSourcesIn(`![a](${UPLOAD}) ![b](https://x.example/y.png)`)).toEqual([UPLOAD]);
  });

  it('judges addresses the same way on their own', () => {
    expect(isAllowedHref('/blogs/2')).toBe(true);
    expect(isAllowedHref('//evil.example')).toBe(false);
    expect(isAllowedHref('ftp://x')).toBe(false);
  });
});

describe('renderArticleMarkdown keeps the page’s structure whole', () => {
  it('closes every element it opens when foreign images and links sit together', () => {
    const html = renderArticleMarkdown(
      '![pixel](https://tracker.example/p.png) and [UN](https://sdgs.un.org/goals) and ![ok](/api/images/0123456789abcdef0123-400.webp)',
    );
    expect(html).toBe(
      '<p>pixel and <a href="https://sdgs.un.org/goals" rel="noopener noreferrer">UN</a> and <img src="/api/images/0123456789abcdef0123-400.webp" alt="ok" loading="lazy" decoding="async"></p>',
    );
  });
});
