/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { PAGE_FRAGMENT_PATH, REMOTE_PAGES_PATH, type PageFragment, type RemotePage } from '@solar/shared-contracts';
import { layoutFrameKey, PRERENDER_SLOT } from '../src/app/prerender-frames';
import { createShellApp } from './app';
import { UNKNOWN_PATH_FRESH_MS } from './remote-page-lists';
import { readShellServerConfig } from './config';
import { setRunTimeRoutes } from './site-routes';

function builtShell(): string {
  const root = mkdtempSync(join(tmpdir(), 'shell-'));
  const head = '<title>From Sun to Sanctuary</title><meta name="description" content="The site." /><!--remote-hints-->';
  writeFileSync(
    join(root, 'index.html'),
    `<!doctype html><html><head>${head}<script defer src="/main.js"></script></head><body><div id="root"></div><!--remote-locations--></body></html>`,
  );
  mkdirSync(join(root, 'prerender'));
  writeFileSync(
    join(root, 'prerender', `${layoutFrameKey('site')}.html`),
    `<header>Any page</header><main>${PRERENDER_SLOT}</main>`,
  );
  return root;
}

function listen(server: Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );
}

const LATER_PAGES: RemotePage[] = [
  {
    key: 'later-drawn',
    owner: 'donate',
    path: '/later/:id/drawn',
    title: 'Later Drawn Page',
    description: 'A page the remote shipped after the shell was built.',
    drawn: 'request',
  },
  { key: 'later-plain', owner: 'donate', path: '/later-plain', title: 'Later Plain Page', description: 'Plain.' },
  // Another remote's page in this remote's list is not taken.
  { key: 'stray', owner: 'content', path: '/stray', title: 'Stray', description: 'Not this remote’s.' },
];

const MANIFEST = JSON.stringify({
  shared: [],
  exposes: [{ name: 'Routes', assets: { js: { sync: ['routes.0a1b2c3d4e.js'], async: [] } } }],
  pages: { 'page-later-drawn': { js: ['page-later-drawn.5f6e7d8c9b.js'], shared: [] } },
});

function fragmentFor(path: string): PageFragment {
  return {
    build: '2.0.0@2026-11-28T20:00:00.000Z',
    status: 200,
    html: `<h1>Drawn at ${path}</h1>`,
    head: { title: 'Later Drawn Page', description: 'A page the remote shipped after the shell was built.' },
    data: { path, reads: {} },
    maxAgeMs: 1_000,
    keys: ['projects'],
  };
}

/** A remote whose build publishes `state.pages` (none until the test ships them), and draws the drawn one. */
function fakeRemote() {
  const state = { pages: null as RemotePage[] | null, listRequests: 0, notModified: 0 };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://remote');
    if (url.pathname === '/mf-manifest.json')
      return res.writeHead(200, { 'Content-Type': 'application/json' }).end(MANIFEST);
    if (url.pathname === REMOTE_PAGES_PATH) {
      state.listRequests += 1;
      if (!state.pages) return res.writeHead(404).end();
      const etag = `"${state.pages.length}"`;
      if (req.headers['if-none-match'] === etag) {
        state.notModified += 1;
        return res.writeHead(304).end();
      }
      return res
        .writeHead(200, { 'Content-Type': 'application/json', ETag: etag })
        .end(JSON.stringify({ pages: state.pages }));
    }
    if (url.pathname === PAGE_FRAGMENT_PATH && url.searchParams.get('path')?.startsWith('/later/'))
      return res
        .writeHead(200, { 'Content-Type': 'application/json' })
        .end(JSON.stringify(fragmentFor(url.searchParams.get('path') ?? '')));
    res.writeHead(404).end();
  });
  return { state, server };
}

describe('pages a remote ships after the shell was built (decision 081)', () => {
  let donate: ReturnType<typeof fakeRemote>;
  let donateUrl: string;
  let site: Server;
  let siteUrl: string;

  beforeEach(async () => {
    setRunTimeRoutes([]);
    donate = fakeRemote();
    donateUrl = await listen(donate.server);
    const config = readShellServerConfig(
      { MFE_DONATE_URL: donateUrl, SHELL_ORIGIN: 'https://site.example', API_URL: 'http://127.0.0.1:9' },
      builtShell(),
    );
    site = createServer(createShellApp(config));
    siteUrl = await listen(site);
  });

  afterEach(async () => {
    setRunTimeRoutes([]);
    for (const server of [donate.server, site]) await new Promise((resolve) => server.close(resolve));
  });

  it('answers 404 until the remote publishes the page, then serves it drawn in its layout’s frame, headed by the remote', async () => {
    await request(siteUrl).get('/later/3/drawn').expect(404);
    donate.state.pages = LATER_PAGES;
    // An unknown address asks the remotes again once it is UNKNOWN_PATH_FRESH_MS since they were last asked.
    await new Promise((resolve) => setTimeout(resolve, UNKNOWN_PATH_FRESH_MS + 20));
    const response = await request(siteUrl).get('/later/3/drawn').expect(200);
    const html = response.text;
    expect(html).toContain('<header>Any page</header><main><h1>Drawn at /later/3/drawn</h1></main>');
    expect(html).toContain('<title>Later Drawn Page | From Sun to Sanctuary</title>');
    expect(html).toContain('<meta name="description" content="A page the remote shipped after the shell was built.">');
    expect(html).toContain('<link rel="canonical" href="https://site.example/later/3/drawn">');
    // Only its own remote's files are hinted: its entry and the page's chunk.
    expect(html).toContain(`${donateUrl}/page-later-drawn.5f6e7d8c9b.js`);
    expect(html).not.toContain('localhost:4201/remoteEntry.js');
  });

  it("writes the remote's later pages into the page for the browser's router, and never another remote's", async () => {
    donate.state.pages = LATER_PAGES;
    const html = (await request(siteUrl).get('/later/3/drawn').expect(200)).text;
    const block = /<script id="remote-locations" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}';
    const routes = (JSON.parse(block) as { routes?: { path: string; remote: string; page: string }[] }).routes;
    expect(routes?.map(({ path, remote, page }) => ({ path, remote, page }))).toEqual([
      { path: '/later/:id/drawn', remote: 'donate', page: 'later-drawn' },
      { path: '/later-plain', remote: 'donate', page: 'later-plain' },
    ]);
    await request(siteUrl).get('/stray').expect(404);
  });

  it('lists a later page in the sitemap, and forgets the pages a remote no longer publishes', async () => {
    donate.state.pages = LATER_PAGES;
    await request(siteUrl).get('/later-plain').expect(200);
    expect((await request(siteUrl).get('/sitemap.xml').expect(200)).text).toContain(
      '<loc>https://site.example/later-plain</loc>',
    );
    donate.state.pages = null;
    await new Promise((resolve) => setTimeout(resolve, 1_050));
    await request(siteUrl).get('/later-plain');
    await new Promise((resolve) => setTimeout(resolve, 100));
    await request(siteUrl).get('/later-plain').expect(404);
  });

  it('asks again with the ETag it was given: an unchanged list costs a 304', async () => {
    donate.state.pages = LATER_PAGES;
    await request(siteUrl).get('/later/3/drawn').expect(200);
    await new Promise((resolve) => setTimeout(resolve, 1_050));
    await request(siteUrl).get('/later/4/drawn').expect(200);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(donate.state.notModified).toBeGreaterThanOrEqual(1);
  });
});
