/**
 * @jest-environment node
 */
import { isKnownRoute, remotesForPath, renderPage } from './page-html';

const remotes = {
  content: 'http://localhost:4201',
  engage: 'http://localhost:4202',
  donate: 'http://localhost:4203',
};
const template = '<head><!--remote-hints--></head><body><div id="root"></div><!--remote-locations--></body>';

describe('renderPage', () => {
  it('writes the remote locations as a JSON data block the browser does not execute', () => {
    const html = renderPage(template, remotes, '/contact');
    const json = /<script id="remote-locations" type="application\/json">(.*)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(json ?? '')).toEqual(remotes);
  });

  it('cannot be broken out of by a hostile location value', () => {
    const html = renderPage(template, { ...remotes, donate: 'http://x/</script><script>alert(1)</script>' }, '/');
    expect(html).not.toContain('</script><script>');
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  it('hints only the remotes the requested path needs', () => {
    const html = renderPage(template, remotes, '/donate');
    expect(html).toContain('<link rel="preload" href="http://localhost:4203/mf-manifest.json" as="fetch" crossorigin>');
    expect(html).toContain('<link rel="preload" href="http://localhost:4203/remoteEntry.js" as="script">');
    expect(html).not.toContain('href="http://localhost:4201');
  });
});

describe('route knowledge', () => {
  it.each([
    ['/', ['content', 'engage']],
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
