/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import {
  PAGE_FRAGMENT_PATH,
  prerenderedPagePath,
  SITE_FACTS_PATH,
  SITE_ORIGIN_PLACEHOLDER,
  withPageHead,
  type PageFragment,
  type SiteFacts,
} from '@solar/shared-contracts';
import { frameKey, PRERENDER_SLOT } from '../../src/app/prerender-frames';
import { routeTable } from '../../src/app/route-table';
import { createShellApp } from '../app';
import { readShellServerConfig } from '../config';

const ORIGIN = 'https://fromsuntosanctuary.example';
/** What the content remote publishes for the sitemap and robots.txt (its prerender.tsx). */
const facts: SiteFacts = {
  sitemap: [{ path: '/blogs/3', lastmod: '2025-04-23T10:00:00.000Z' }],
  feeds: [{ type: 'application/atom+xml', href: '/blogs/feed.xml', title: 'Blog feed' }],
};
/** The events page as the content remote prerenders it: its own JSON-LD in front (decision 071). */
const EVENTS_FILE = withPageHead('<h1>Events</h1>', {
  jsonLd: [{ '@type': 'Event', name: 'Summer Dinner', organizer: { url: `${SITE_ORIGIN_PLACEHOLDER}/` } }],
});

/** The article page as mfe-content's server draws it (its draw-page.tsx). */
const ARTICLE_PAGE: PageFragment = {
  build: 'e2e@2026-11-27T07:00:00.000Z',
  status: 200,
  html: '<article><h1>Keeping Girls in School</h1></article>',
  head: {
    title: 'Keeping Girls in School',
    description: 'Cool classrooms keep girls learning.',
    ogType: 'article',
    jsonLd: [{ '@type': 'Article', headline: 'Keeping Girls in School', url: `${SITE_ORIGIN_PLACEHOLDER}/blogs/3` }],
  },
  data: { path: '/blogs/3', reads: {} },
  maxAgeMs: 1_000,
};

function builtShell(): string {
  const root = mkdtempSync(join(tmpdir(), 'shell-'));
  const head = '<title>From Sun to Sanctuary</title><meta name="description" content="The site." /><!--remote-hints-->';
  writeFileSync(
    join(root, 'index.html'),
    `<!doctype html><html><head>${head}</head><body><div id="root"></div><!--remote-locations--></body></html>`,
  );
  mkdirSync(join(root, 'prerender'));
  for (const page of ['blog-article', 'events']) {
    const index = routeTable.findIndex((route) => route.page === page);
    writeFileSync(join(root, 'prerender', `${frameKey(index)}.html`), `<main>${PRERENDER_SLOT}</main>`);
  }
  return root;
}

/** The content remote as the shell's server reads it: its facts and the article page it draws. */
function contentRemote(): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.url === `${PAGE_FRAGMENT_PATH}?path=%2Fblogs%2F3`)
      return res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(ARTICLE_PAGE));
    if (req.url === '/mf-manifest.json')
      return res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"shared":[],"exposes":[]}');
    if (req.url === prerenderedPagePath('events'))
      return res.writeHead(200, { 'Content-Type': 'text/html' }).end(EVENTS_FILE);
    if (req.url !== SITE_FACTS_PATH) return res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(facts));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** A remote that publishes nothing beyond the registry (engage, donate): 404 for its facts. */
function quietRemote(): Promise<Server> {
  const server = createServer((_req, res) => res.writeHead(404).end());
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const urlOf = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

describe('the shell server, for search engines and link previews', () => {
  let remote: Server;
  let quiet: Server;
  let app: ReturnType<typeof createShellApp>;

  beforeAll(async () => {
    [remote, quiet] = await Promise.all([contentRemote(), quietRemote()]);
    app = createShellApp(
      readShellServerConfig(
        {
          API_URL: 'http://127.0.0.1:9',
          SHELL_ORIGIN: `${ORIGIN}/`,
          MFE_CONTENT_INTERNAL_URL: urlOf(remote),
          MFE_ENGAGE_INTERNAL_URL: urlOf(quiet),
          MFE_DONATE_INTERNAL_URL: urlOf(quiet),
        },
        builtShell(),
      ),
    );
  });

  afterAll(async () => {
    await new Promise((resolve) => remote.close(resolve));
    await new Promise((resolve) => quiet.close(resolve));
  });

  it('serves robots.txt keeping crawlers out of the back office, for an hour', async () => {
    const response = await request(app).get('/robots.txt').expect(200);
    expect(response.type).toBe('text/plain');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.text).toContain('Disallow: /staff\n');
    expect(response.text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(response.text).toContain(`Sitemap: ${ORIGIN}/blogs/feed.xml`);
  });

  it("serves the sitemap with the content remote's articles and when each last changed, for a minute", async () => {
    const response = await request(app).get('/sitemap.xml').expect(200);
    expect(response.type).toBe('application/xml');
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    expect(response.text).toContain(`<loc>${ORIGIN}/blogs/3</loc><lastmod>2025-04-23T10:00:00.000Z</lastmod>`);
    expect(response.text).toContain(`<loc>${ORIGIN}/about-us/our-story</loc>`);
  });

  it("writes an article's own title and summary, as its remote drew them, into its page once each", async () => {
    const { text } = await request(app).get('/blogs/3').expect(200);
    expect(text.match(/<title>/g)).toHaveLength(1);
    expect(text).toContain('<title>Keeping Girls in School | From Sun to Sanctuary</title>');
    expect(text.match(/<meta name="description"/g)).toHaveLength(1);
    expect(text).toContain('<meta name="description" content="Cool classrooms keep girls learning.">');
    expect(text).toContain(`<link rel="canonical" href="${ORIGIN}/blogs/3">`);
    expect(text).toContain(`"@type":"Article","headline":"Keeping Girls in School","url":"${ORIGIN}/blogs/3"`);
    expect(text).not.toContain(SITE_ORIGIN_PLACEHOLDER);
  });

  it("points an alias at its canonical page and writes a prerendered page's own JSON-LD into its head", async () => {
    expect((await request(app).get('/about/faqs')).text).toContain(
      `<link rel="canonical" href="${ORIGIN}/about-us/faqs">`,
    );
    const events = (await request(app).get('/news/events')).text;
    expect(events).toContain(`"@type":"Event","name":"Summer Dinner","organizer":{"url":"${ORIGIN}/"}`);
    expect(events.indexOf('"@type":"Event"')).toBeLessThan(events.indexOf('</head>'));
    expect(events).not.toContain('id="page-head"');
  });

  it('still answers the sitemap while the content remote is down, marked not to be kept', async () => {
    const alone = createShellApp(
      readShellServerConfig(
        {
          API_URL: 'http://127.0.0.1:9',
          MFE_CONTENT_INTERNAL_URL: 'http://127.0.0.1:9',
          MFE_ENGAGE_INTERNAL_URL: urlOf(quiet),
          MFE_DONATE_INTERNAL_URL: urlOf(quiet),
        },
        builtShell(),
      ),
    );
    const response = await request(alone).get('/sitemap.xml').expect(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.text).toContain('<loc>http://localhost:4200/about-us/our-story</loc>');
    expect(response.text).not.toContain('/blogs/3');
  });

  it('gives the not-found page no canonical address', async () => {
    const response = await request(app).get('/no/such/page').expect(404);
    expect(response.text).not.toContain('rel="canonical"');
  });
});
