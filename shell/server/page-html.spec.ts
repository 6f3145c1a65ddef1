/**
 * @jest-environment node
 */
import { hintLinks, isKnownRoute, pageTitleFor, preloadHintList, remotesForPath, renderPage } from './page-html';

const preloadHints = async (...args: Parameters<typeof preloadHintList>) => hintLinks(await preloadHintList(...args));
import type { RemoteManifests } from './remote-manifests';

const remotes = {
  content: 'http://localhost:4201',
  engage: 'http://localhost:4202',
  donate: 'http://localhost:4203',
};
const template = '<head><!--remote-hints--></head><body><div id="root"></div><!--remote-locations--></body>';

describe('renderPage', () => {
  it('writes the remote locations as a JSON data block the browser does not execute', () => {
    const html = renderPage({ template, remotes });
    const json = /<script id="remote-locations" type="application\/json">(.*)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(json ?? '')).toEqual(remotes);
  });

  it('cannot be broken out of by a hostile location value', () => {
    const html = renderPage({
      template,
      remotes: { ...remotes, donate: 'http://x/</script><script>alert(1)</script>' },
    });
    expect(html).not.toContain('</script><script>');
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  it('names the page in the tab title before any script runs', () => {
    const titled = renderPage({
      template: '<head><title>From Sun to Sanctuary</title></head><body><div id="root"></div></body>',
      remotes,
      title: pageTitleFor('/about-us/our-story'),
    });
    expect(titled).toContain('<title>Our Story | From Sun to Sanctuary</title>');
    expect(pageTitleFor('/no/such/page')).toBe('404 Page Not Found');
  });

  it("writes the page's own title and description as text, whatever they hold", () => {
    const html = renderPage({
      template: '<head><title>Site</title><meta name="description" content="Site-wide"></head><body></body>',
      remotes,
      title: 'Q&A </title><script>alert(1)</script>',
      description: '"Solar" <b>panels</b>',
    });
    expect(html).toContain('<title>Q&amp;A &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; | Site</title>');
    expect(html).toContain('<meta name="description" content="&quot;Solar&quot; &lt;b&gt;panels&lt;/b&gt;">');
    expect(html).not.toContain('Site-wide');
  });

  describe('with a prerendered page', () => {
    const built =
      '<head><!--remote-hints--><script defer src="/main.1a2b3c4d5e.js"></script></head><body><div id="root"></div><!--remote-locations--></body>';
    const hints = [
      { href: 'http://localhost:4201/remoteEntry.js', as: 'script' as const },
      { href: 'http://localhost:4201/expose-routes.1a2b3c4d5e.js', as: 'script' as const },
    ];
    const html = renderPage({ template: built, remotes, hints, prerenderedBody: '<main><h1>Who We Are</h1></main>' });

    it('puts the prerendered page in the root, for the live app to hydrate', () => {
      expect(html).toContain('<div id="root"><main><h1>Who We Are</h1></main></div>');
    });

    it('starts the scripts and preloads only after the first paint', () => {
      expect(html).not.toContain('<script defer src="/main.1a2b3c4d5e.js">');
      expect(html).not.toContain('rel="preload"');
      const assets = /<script id="after-paint-assets" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
      expect(JSON.parse(assets ?? '')).toEqual({ scripts: ['/main.1a2b3c4d5e.js'], preload: hints });
      expect(html).toContain('<script defer src="/load-after-paint.js"></script></body>');
    });

    it("moves the copy's styles into the head", () => {
      const styled = renderPage({
        template: built,
        remotes,
        hints,
        prerenderedBody: '<style data-emotion="css a1">.css-a1{color:red;}</style><h1 class="css-a1">x</h1>',
      });
      expect(styled).toContain('<head><style data-emotion="css a1">.css-a1{color:red;}</style>');
      expect(styled).toContain('<div id="root"><h1 class="css-a1">x</h1></div>');
    });

    it('keeps the plain page, with its preload links, when the template has no entry script to move', () => {
      const plain = renderPage({ template, remotes, hints });
      expect(renderPage({ template, remotes, hints, prerenderedBody: '<h1>x</h1>' })).toBe(plain);
      expect(plain).toContain('<link rel="preload" href="http://localhost:4201/remoteEntry.js" as="script">');
    });
  });
});

const manifest = (exposes: Record<string, { sync: string[]; async: string[] }>) => ({
  shared: [],
  exposes: Object.entries(exposes).map(([name, js]) => ({ name, assets: { js } })),
});

const fakeManifests = {
  get: async (remote: string) =>
    ({
      content: manifest({
        Routes: {
          sync: ['expose-routes.1a2b3c4d5e.js'],
          async: [
            'page-home.0a0a0a0a0a.js',
            'page-faqs.1b1b1b1b1b.js',
            'page-blog-article.2a2a2a2a2a.js',
            'page-blog-article--3.3a3a3a3a3a.js',
            'page-blog-article--4.4a4a4a4a4a.js',
          ],
        },
      }),
      engage: {
        ...manifest({
          Routes: {
            sync: ['expose-engage.2c2c2c2c2c.js'],
            async: ['356.5e5e5e5e5e.js', 'page-contact.6f6f6f6f6f.js', 'page-volunteer.7a7a7a7a7a.js'],
          },
          NewsletterSignup: { sync: ['expose-newsletter.3d3d3d3d3d.js'], async: [] },
        }),
        pages: {
          'page-contact': {
            js: ['356.5e5e5e5e5e.js', 'page-contact.6f6f6f6f6f.js'],
            shared: ['@emotion/styled', '@tanstack/react-query'],
          },
        },
      },
      donate: null,
    })[remote] ?? null,
} as unknown as RemoteManifests;

describe('preloadHints', () => {
  it("preloads the shell's startup files and what the page needs from its remote, but not a widget's code", async () => {
    const hints = await preloadHints('/', remotes, fakeManifests, ['/bootstrap.9f9f9f9f9f.js']);
    expect(hints).toContain('<link rel="preload" href="/bootstrap.9f9f9f9f9f.js" as="script">');
    expect(hints).not.toContain('mf-manifest.json');
    expect(hints).toContain('<link rel="preload" href="http://localhost:4201/remoteEntry.js" as="script">');
    expect(hints).toContain('href="http://localhost:4201/expose-routes.1a2b3c4d5e.js"');
    expect(hints).toContain('href="http://localhost:4201/page-home.0a0a0a0a0a.js"');
    expect(hints).not.toContain('page-faqs');
    expect(hints).not.toContain('4202');
  });

  it("preloads an article's own text chunk with the article page, and no other article's", async () => {
    const hints = await preloadHints('/blogs/3', remotes, fakeManifests, []);
    expect(hints).toContain('href="http://localhost:4201/page-blog-article.2a2a2a2a2a.js"');
    expect(hints).toContain('href="http://localhost:4201/page-blog-article--3.3a3a3a3a3a.js"');
    expect(hints).not.toContain('page-blog-article--4');
  });

  it("preloads every file of the page's chunk group and the shell's copy of the shared modules it consumes", async () => {
    const shellShared = { '@emotion/styled': ['/153.0b0b0b0b0b.js'], '@tanstack/react-query': ['/128.0c0c0c0c0c.js'] };
    const hints = await preloadHints('/contact', remotes, fakeManifests, ['/153.0b0b0b0b0b.js'], shellShared);
    expect(hints).toContain('href="http://localhost:4202/356.5e5e5e5e5e.js"');
    expect(hints).toContain('href="http://localhost:4202/page-contact.6f6f6f6f6f.js"');
    expect(hints).toContain('href="/128.0c0c0c0c0c.js"');
    expect(hints.match(/153\.0b0b0b0b0b/g)).toHaveLength(1);
    expect(hints).not.toContain('page-volunteer');
  });

  it('still hints the entry of a remote whose manifest could not be read', async () => {
    const hints = await preloadHints('/donate', remotes, fakeManifests, []);
    expect(hints).toContain('href="http://localhost:4203/remoteEntry.js"');
    expect(hints).not.toContain('4201');
  });

  it('hints nothing from remotes for an unknown path', async () => {
    expect(await preloadHints('/nowhere', remotes, fakeManifests, [])).toBe('');
  });
});

describe('route knowledge', () => {
  it.each([
    ['/', ['content']],
    ['/about/faqs', ['content']],
    ['/blogs/7', ['content']],
    ['/get-involved/volunteer', ['engage']],
    ['/projects/3/donate', ['donate']],
    ['/nowhere', []],
  ])('%s needs %j', (path, expected) => {
    expect(remotesForPath(path)).toEqual(expected);
  });

  it('knows which paths are pages of the site', () => {
    expect(isKnownRoute('/about-us/our-story')).toBe(true);
    expect(isKnownRoute('/news/blog')).toBe(true);
    expect(isKnownRoute('/about-us/nothing-here')).toBe(false);
  });
});
