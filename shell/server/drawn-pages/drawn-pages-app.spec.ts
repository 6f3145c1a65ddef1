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
  CHANGED_KEYS_HEADER,
  FRESH_PAGE_HEADER,
  GIFT_MARKER_COOKIE,
  PAGE_DATA_ID,
  PAGE_FRAGMENT_PATH,
  type PageFragment,
} from '@solar/shared-contracts';
import { frameKey, PRERENDER_SLOT } from '../../src/app/prerender-frames';
import { routeTable } from '../../src/app/route-table';
import { createShellApp } from '../app';
import { readShellServerConfig } from '../config';
import { logger } from '../logger';

const ENTRY = 'remoteEntry.0123456789.js';

function builtShell(): string {
  const root = mkdtempSync(join(tmpdir(), 'shell-'));
  const head = '<title>From Sun to Sanctuary</title><meta name="description" content="The site." /><!--remote-hints-->';
  writeFileSync(
    join(root, 'index.html'),
    `<!doctype html><html><head>${head}<script defer src="/main.js"></script></head><body><div id="root"></div><!--remote-locations--></body></html>`,
  );
  mkdirSync(join(root, 'prerender'));
  for (const page of ['blog-article', 'project-donate']) {
    const index = routeTable.findIndex((route) => route.page === page);
    writeFileSync(
      join(root, 'prerender', `${frameKey(index)}.html`),
      `<header>Site</header><main>${PRERENDER_SLOT}</main>`,
    );
  }
  return root;
}

function listen(server: Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );
}

const MANIFEST = JSON.stringify({
  shared: [],
  exposes: [{ name: 'Routes', assets: { js: { sync: ['routes.0a1b2c3d4e.js'], async: [] } } }],
  metaData: { buildInfo: { buildVersion: '1.0.0' } },
});

/**
 * The page a fake remote draws at `path`: an unknown project's not-found form, or a page saying `words`; a project's
 * page depends on `project:<id>` and names the gift marker, any other on `articles`.
 */
function fragmentFor(path: string, words: string): PageFragment {
  const missing = path === '/projects/5/donate';
  const project = /^\/projects\/(\d+)\/donate$/.exec(path)?.[1];
  return {
    build: '1.0.0@2026-11-27T07:00:00.000Z',
    entry: ENTRY,
    status: missing ? 404 : 200,
    html: `<style data-emotion="css abc">.css-abc{color:red;}</style><h1 class="css-abc">${missing ? 'Project Not Found' : words}</h1><img src="__SOLAR_REMOTE_ORIGIN__/a.svg" alt="">`,
    head: missing ? {} : { title: words },
    data: { path, reads: { '/api/thing': { words } } },
    maxAgeMs: 1_000,
    keys: project ? [`project:${project}`, 'projects'] : ['articles'],
    ...(project ? { marker: { cookie: GIFT_MARKER_COOKIE, value: project } } : {}),
  };
}

/** A remote drawing its pages: each draw counted, what it says and whether it can draw set by the test. */
function fakeRemote() {
  const state = {
    draws: 0,
    freshDraws: 0,
    words: 'Keeping Girls in School',
    status: 200,
    drawDelayMs: 0,
    /** The X-Request-Id of each request, by what it asked for. */
    ids: [] as { asked: string; id: string | undefined }[],
  };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://remote');
    state.ids.push({ asked: url.pathname, id: req.headers['x-request-id'] as string | undefined });
    if (url.pathname === '/mf-manifest.json')
      return res.writeHead(200, { 'Content-Type': 'application/json' }).end(MANIFEST);
    if (url.pathname !== PAGE_FRAGMENT_PATH) return res.writeHead(404).end();
    state.draws += 1;
    if (req.headers[FRESH_PAGE_HEADER] === '1') state.freshDraws += 1;
    if (state.status !== 200) return res.writeHead(state.status).end('{}');
    const body = JSON.stringify(fragmentFor(url.searchParams.get('path') ?? '', state.words));
    setTimeout(() => res.writeHead(200, { 'Content-Type': 'application/json' }).end(body), state.drawDelayMs);
  });
  return { state, server };
}

/** The API behind the proxy: changes naming the keys they changed (a staff edit, a capture), and a refused one. */
function fakeApi() {
  return createServer((req, res) => {
    if (req.method === 'PATCH' && req.url === '/api/staff/articles/3')
      return res.writeHead(200, { [CHANGED_KEYS_HEADER]: 'articles' }).end('{}');
    if (req.method === 'PATCH' && req.url === '/api/staff/projects/9')
      return res.writeHead(200, { [CHANGED_KEYS_HEADER]: 'project:9' }).end('{}');
    if (req.method === 'PATCH' && req.url === '/api/staff/articles/4')
      return res.writeHead(400, { [CHANGED_KEYS_HEADER]: 'articles' }).end('{}');
    if (req.method === 'POST' && req.url === '/paypal/order/ORDER-1/capture')
      return res
        .writeHead(200, {
          'Content-Type': 'application/json',
          [CHANGED_KEYS_HEADER]: 'project:1',
          'Set-Cookie': `${GIFT_MARKER_COOKIE}=1; Max-Age=65; Path=/projects; HttpOnly; SameSite=Lax`,
        })
        .end('{"status":"COMPLETED","projectId":1}');
    res.writeHead(404).end('{}');
  });
}

describe('pages drawn by their remote at request time (decision 053)', () => {
  let content: ReturnType<typeof fakeRemote>;
  let donate: ReturnType<typeof fakeRemote>;
  let api: Server;
  let site: Server;
  let siteUrl: string;
  let contentUrl: string;

  beforeEach(async () => {
    content = fakeRemote();
    donate = fakeRemote();
    api = fakeApi();
    contentUrl = await listen(content.server);
    const donateUrl = await listen(donate.server);
    const apiUrl = await listen(api);
    const app = createShellApp(
      readShellServerConfig(
        {
          API_URL: apiUrl,
          MFE_CONTENT_URL: contentUrl,
          MFE_DONATE_URL: donateUrl,
          SHELL_ORIGIN: 'https://site.example',
        },
        builtShell(),
      ),
    );
    site = createServer(app);
    siteUrl = await listen(site);
  });

  afterEach(async () => {
    for (const server of [content.server, donate.server, api, site])
      await new Promise((resolve) => server.close(resolve));
  });

  it("splices the remote's page into the route's frame: styles in the head, its head facts, its data block, its build's entry", async () => {
    const response = await request(siteUrl).get('/blogs/3').expect(200);
    const html = response.text;
    expect(html).toContain('<title>Keeping Girls in School | From Sun to Sanctuary</title>');
    expect(html).toContain('<header>Site</header><main><h1 class="css-abc">Keeping Girls in School</h1>');
    expect(html).toContain(`<img src="${contentUrl}/a.svg" alt="">`);
    expect(html.indexOf('<style data-emotion="css abc">')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain(
      `<script id="${PAGE_DATA_ID}" type="application/json">{"path":"/blogs/3","reads":{"/api/thing":{"words":"Keeping Girls in School"}}}</script>`,
    );
    expect(html).toContain(`"entries":{"content":"${ENTRY}"}`);
    expect(html).toContain(`${contentUrl}/${ENTRY}`);
    expect(html).not.toContain(`${contentUrl}/remoteEntry.js"`);
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('asks the remote at most once a second for a burst of 1,000 visits, sending kept compressed bytes', async () => {
    const started = Date.now();
    await Promise.all(Array.from({ length: 200 }, () => fetch(`${siteUrl}/blogs/3`).then((r) => r.text())));
    const bodies = new Set<string>();
    for (let visit = 0; visit < 800; visit += 1) {
      const response = await fetch(`${siteUrl}/blogs/3`, { headers: { 'accept-encoding': 'br, gzip' } });
      bodies.add(await response.text());
      expect(response.headers.get('content-encoding')).toBe('br');
      expect(response.headers.get('x-request-id')).toMatch(/^[\w-]{8,64}$/);
    }
    // One draw, and one more per second the burst lasts (a kept page is redrawn once it is a second old).
    expect(content.state.draws).toBeLessThanOrEqual(1 + Math.ceil((Date.now() - started) / 1_000));
    expect(content.state.draws).toBeLessThan(10);
    expect(bodies.size).toBe(1);
  }, 30_000);

  it("asks the remote for the page, and for its manifest, under the visitor's request id (decision 061)", async () => {
    const first = await request(siteUrl).get('/blogs/3').expect(200);
    const visit = first.headers['x-request-id'];
    expect(visit).toMatch(/^[0-9a-f-]{36}$/);
    expect(content.state.ids).toContainEqual({ asked: PAGE_FRAGMENT_PATH, id: visit });
    expect(content.state.ids).toContainEqual({ asked: '/mf-manifest.json', id: visit });
    expect(content.state.ids.every((request) => request.id === visit)).toBe(true);

    // A kept page older than its time is sent at once, and drawn again under the id of the visit that found it so.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const later = await request(siteUrl).get('/blogs/3').expect(200);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(
      content.state.ids.filter((request) => request.asked === PAGE_FRAGMENT_PATH).map((request) => request.id),
    ).toEqual([visit, later.headers['x-request-id']]);
  });

  it("logs, for a visit that waited on another visit's draw, whose draw it was", async () => {
    const info = jest.spyOn(logger, 'info');
    try {
      content.state.drawDelayMs = 300;
      const visits = await Promise.all([request(siteUrl).get('/blogs/3'), request(siteUrl).get('/blogs/3')]);
      expect(content.state.draws).toBe(1);
      const drawnFor = content.state.ids.find((request) => request.asked === PAGE_FRAGMENT_PATH)?.id;
      const waited = visits.map((visit) => visit.headers['x-request-id']).find((id) => id !== drawnFor);
      expect(info).toHaveBeenCalledWith(
        { requestId: waited, drawRequestId: drawnFor, path: '/blogs/3' },
        `page /blogs/3 shared: drawn for request ${drawnFor}`,
      );
    } finally {
      info.mockRestore();
    }
  });

  it('shows a change within its time: a kept page is redrawn once it is older than the remote allows', async () => {
    await request(siteUrl).get('/blogs/3').expect(200);
    content.state.words = 'Published a minute ago';
    await new Promise((resolve) => setTimeout(resolve, 2_050));
    const response = await request(siteUrl).get('/blogs/3').expect(200);
    expect(response.text).toContain('Published a minute ago');
  });

  it('drops the kept pages sharing a key with a change that passes through, and only those (decision 071)', async () => {
    await request(siteUrl).get('/blogs/3').expect(200);
    await request(siteUrl).get('/projects/1/donate').expect(200);
    const [articleDraws, projectDraws] = [content.state.draws, donate.state.draws];
    content.state.words = 'Edited by staff';
    donate.state.words = 'Edited by staff';

    // A refused change and a change to another project's page drop nothing.
    await request(siteUrl).patch('/api/staff/articles/4').send({}).expect(400);
    await request(siteUrl).patch('/api/staff/projects/9').send({}).expect(200);
    expect((await request(siteUrl).get('/blogs/3')).text).not.toContain('Edited by staff');
    expect((await request(siteUrl).get('/projects/1/donate')).text).not.toContain('Edited by staff');
    expect([content.state.draws, donate.state.draws]).toEqual([articleDraws, projectDraws]);

    // `articles` drops the article's page, and its next draw reads past the remote's cache; the project's stays.
    await request(siteUrl).patch('/api/staff/articles/3').send({}).expect(200);
    expect((await request(siteUrl).get('/blogs/3')).text).toContain('Edited by staff');
    expect(content.state.freshDraws).toBe(1);
    expect((await request(siteUrl).get('/projects/1/donate')).text).not.toContain('Edited by staff');
  });

  it("draws a donor's project page afresh for them, from the marker the capture's own answer set", async () => {
    await request(siteUrl).get('/projects/1/donate').expect(200);
    const capture = await request(siteUrl).post('/paypal/order/ORDER-1/capture').send({}).expect(200);
    // The API's cookie, passed on as it is: the shell makes none.
    expect(capture.headers['set-cookie']).toEqual([
      `${GIFT_MARKER_COOKIE}=1; Max-Age=65; Path=/projects; HttpOnly; SameSite=Lax`,
    ]);
    const drawsAfterCapture = donate.state.draws;
    await request(siteUrl).get('/projects/1/donate').set('Cookie', `${GIFT_MARKER_COOKIE}=2.1`).expect(200);
    await request(siteUrl).get('/projects/1/donate').set('Cookie', `${GIFT_MARKER_COOKIE}=1`).expect(200);
    expect(donate.state.freshDraws).toBe(2);
    // Another donor's marker, or none, is sent the page kept.
    await request(siteUrl).get('/projects/1/donate').set('Cookie', `${GIFT_MARKER_COOKIE}=12`).expect(200);
    await request(siteUrl).get('/projects/1/donate').expect(200);
    expect(donate.state.draws).toBe(drawsAfterCapture + 2);
  });

  it('draws a page a second time, past every cache, when its first draw names a marker the visitor carries', async () => {
    await request(siteUrl).get('/projects/2/donate').set('Cookie', `${GIFT_MARKER_COOKIE}=2`).expect(200);
    expect([donate.state.draws, donate.state.freshDraws]).toEqual([2, 1]);
  });

  it("answers 404 with the page's own not-found form and no canonical address for an unknown project", async () => {
    const response = await request(siteUrl).get('/projects/5/donate').expect(404);
    expect(response.text).toContain('<title>404 Page Not Found | From Sun to Sanctuary</title>');
    expect(response.text).toContain('Project Not Found');
    expect(response.text).not.toContain('rel="canonical"');
  });

  it('sends the page for the browser to draw when its remote cannot draw it, and keeps nothing', async () => {
    content.state.status = 503;
    const response = await request(siteUrl).get('/blogs/3').expect(200);
    expect(response.text).not.toContain(PAGE_DATA_ID);
    expect(response.text).toContain('<div id="root"></div>');
    content.state.status = 200;
    expect((await request(siteUrl).get('/blogs/3')).text).toContain('Keeping Girls in School');
  });
});
