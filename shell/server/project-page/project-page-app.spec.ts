/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import type { ProjectResponse } from '@solar/shared-contracts';
import { frameKey, NOT_FOUND_KEY, PRERENDER_SLOT } from '../../src/app/prerender-frames';
import { routeTable } from '../../src/app/route-table';
import { createShellApp } from '../app';
import { readShellServerConfig } from '../config';
import { GIFT_MARKER_COOKIE } from './gift-marker';
import { PROJECT_PAGE_DATA_ID } from './project-template';

const ORIGIN = 'http://localhost:4200';
const PROJECT_FRAME = routeTable.findIndex((route) => route.page === 'project-donate');
const TEMPLATE =
  '<style data-emotion="css abc">.css-abc{color:red;}</style><section class="css-abc"><h1>__SOLAR_PROJECT_title__</h1>' +
  '<p><span class="raised">__SOLAR_PROJECT_raised__</span> raised of <!-- -->__SOLAR_PROJECT_target__</p>' +
  '<img src="__SOLAR_REMOTE_ORIGIN__/sun.svg" alt=""></section>';
const MISSING = '<section><h1>Project Not Found</h1></section>';

const project = (id: number, raisedAmount: number, title = `Project ${id}`): ProjectResponse => ({
  id,
  title,
  location: 'Lahore',
  projectType: 'orphanage',
  description: 'Solar.',
  raisedAmount,
  targetAmount: 35000,
  currency: 'GBP',
  livesImpacted: 85,
  capacity: 12,
  progressPercentage: 0,
});

function builtShell(): string {
  const root = mkdtempSync(join(tmpdir(), 'shell-'));
  const head = '<title>From Sun to Sanctuary</title><meta name="description" content="The site." /><!--remote-hints-->';
  writeFileSync(
    join(root, 'index.html'),
    `<!doctype html><html><head>${head}<script defer src="/main.js"></script></head><body><div id="root"></div><!--remote-locations--></body></html>`,
  );
  mkdirSync(join(root, 'prerender'));
  writeFileSync(
    join(root, 'prerender', `${frameKey(PROJECT_FRAME)}.html`),
    `<header>Donate</header><main>${PRERENDER_SLOT}</main>`,
  );
  writeFileSync(join(root, 'prerender', `${NOT_FOUND_KEY}.html`), '<main><h1>404 Page Not Found</h1></main>');
  return root;
}

function listen(server: Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );
}

/** The API's project read and PayPal capture; project 5 does not exist. */
function fakeApi() {
  const state = { raised: 8500, title: 'Project 1', reads: 0 };
  const server = createServer((req, res) => {
    const read = /^\/api\/projects\/(\d+)$/.exec(req.url ?? '');
    if (read && req.method === 'GET') {
      state.reads += 1;
      const id = Number(read[1]);
      if (id === 5) return res.writeHead(404, { 'Content-Type': 'application/json' }).end('{"statusCode":404}');
      return res
        .writeHead(200, { 'Content-Type': 'application/json' })
        .end(JSON.stringify(project(id, state.raised, state.title)));
    }
    if (req.method === 'POST' && /^\/paypal\/order\/[^/]+\/capture$/.test(req.url ?? '')) {
      return res
        .writeHead(200, { 'Content-Type': 'application/json', 'Set-Cookie': 'api=1; Path=/' })
        .end('{"status":"COMPLETED"}');
    }
    res.writeHead(404).end();
  });
  return { state, server };
}

/** The donate remote's manifest (a remote without one answers 502), published template and not-found page. */
function donateRemote(): Server {
  return createServer((req, res) => {
    const pages: Record<string, string> = {
      '/mf-manifest.json': '{"shared":[],"exposes":[]}',
      '/prerender/project-donate--template.html': TEMPLATE,
      '/prerender/project-donate--missing.html': MISSING,
    };
    const page = pages[req.url ?? ''];
    if (!page) return res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': 'text/html' }).end(page);
  });
}

function dataBlock(html: string): unknown {
  const match = new RegExp(`<script id="${PROJECT_PAGE_DATA_ID}" type="application/json">([^<]*)</script>`).exec(html);
  return match ? JSON.parse(match[1] ?? '') : undefined;
}

describe('the shell server, /projects/:id/donate with its live figures', () => {
  let api: ReturnType<typeof fakeApi>;
  let remote: Server;
  let apiUrl: string;
  let remoteUrl: string;
  let root: string;
  const app = (env: Record<string, string> = {}) =>
    createShellApp(
      readShellServerConfig(
        {
          API_URL: apiUrl,
          SHELL_ORIGIN: ORIGIN,
          MFE_DONATE_URL: 'https://donate.example',
          MFE_DONATE_INTERNAL_URL: remoteUrl,
          ...env,
        },
        root,
      ),
    );

  beforeAll(async () => {
    api = fakeApi();
    remote = donateRemote();
    [apiUrl, remoteUrl] = await Promise.all([listen(api.server), listen(remote)]);
    root = builtShell();
  });
  afterAll(async () => {
    await new Promise((resolve) => api.server.close(resolve));
    await new Promise((resolve) => remote.close(resolve));
  });
  beforeEach(() => {
    api.state.raised = 8500;
    api.state.title = 'Project 1';
    api.state.reads = 0;
  });

  it("sends the page with the project's figures in the HTML, in its frame, and the same figures as JSON", async () => {
    const response = await request(app()).get('/projects/1/donate');
    expect(response.status).toBe(200);
    expect(response.text).toContain(
      '<div id="root"><header>Donate</header><main><section class="css-abc"><h1>Project 1</h1>',
    );
    expect(response.text).toContain('<span class="raised">£8,500</span> raised of <!-- -->£35,000');
    expect(response.text).toContain('<img src="https://donate.example/sun.svg" alt="">');
    expect(response.text).not.toContain('__SOLAR_');
    expect(dataBlock(response.text)).toEqual({ id: 1, project: project(1, 8500) });
    expect(response.text.indexOf(PROJECT_PAGE_DATA_ID)).toBeLessThan(response.text.indexOf('</head>'));
    expect(response.text).toContain('"@type":"DonateAction"');
  });

  it('reuses the figures for a few seconds, and reads them again once a gift is captured through the proxy', async () => {
    const shell = app();
    await request(shell).get('/projects/1/donate');
    api.state.raised = 9000;
    expect((await request(shell).get('/projects/1/donate')).text).toContain('£8,500</span>');
    expect(api.state.reads).toBe(1);

    const capture = await request(shell)
      .post('/paypal/order/ORDER-1/capture')
      .set('Origin', ORIGIN)
      .set('Referer', `${ORIGIN}/projects/1/donate`);
    expect(capture.status).toBe(200);
    expect(capture.headers['set-cookie']).toEqual([
      'api=1; Path=/',
      `${GIFT_MARKER_COOKIE}=1; Max-Age=65; Path=/projects; HttpOnly; SameSite=Lax`,
    ]);
    expect((await request(shell).get('/projects/1/donate')).text).toContain('£9,000</span>');
  });

  it('reads past the cache for a visitor whose gift went through another replica (the marker cookie)', async () => {
    const shell = app();
    await request(shell).get('/projects/1/donate');
    api.state.raised = 9100;
    expect((await request(shell).get('/projects/1/donate')).text).toContain('£8,500</span>');
    const marked = await request(shell).get('/projects/1/donate').set('Cookie', `${GIFT_MARKER_COOKIE}=4.1`);
    expect(marked.text).toContain('£9,100</span>');
    expect((await request(shell).get('/projects/2/donate').set('Cookie', `${GIFT_MARKER_COOKIE}=4`)).status).toBe(200);
  });

  it('answers an id no project has with the page’s not-found form and 404', async () => {
    const response = await request(app()).get('/projects/5/donate');
    expect(response.status).toBe(404);
    expect(response.text).toContain('<main><section><h1>Project Not Found</h1></section></main>');
    expect(response.text).toContain('<title>404 Page Not Found | From Sun to Sanctuary</title>');
    expect(response.text).not.toContain('rel="canonical"');
    expect(dataBlock(response.text)).toEqual({ id: 5, project: null });
  });

  it.each(['abc', '0', '1.5', '99999999999999999999', 'template'])(
    'answers /projects/%s/donate with 404 without asking the API',
    async (id) => {
      const response = await request(app()).get(`/projects/${id}/donate`);
      expect(response.status).toBe(404);
      expect(response.text).toContain('Project Not Found');
      expect(response.text).not.toContain('__SOLAR_');
      expect(api.state.reads).toBe(0);
    },
  );

  it('sends the page for the browser to render, as before, when the API is down', async () => {
    const response = await request(app({ API_URL: 'http://127.0.0.1:9' })).get('/projects/1/donate');
    expect(response.status).toBe(200);
    expect(response.text).toContain('<div id="root"></div>');
    expect(response.text).toContain('<script defer src="/main.js"></script>');
    expect(dataBlock(response.text)).toBeUndefined();
  });

  it('escapes what the API says, in the HTML and in the JSON', async () => {
    api.state.title = 'Solar </script><script>alert(1)</script> & "more"';
    const response = await request(app()).get('/projects/1/donate');
    expect(response.text).toContain(
      '<h1>Solar &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;more&quot;</h1>',
    );
    expect(response.text).not.toContain('<script>alert(1)');
    expect((dataBlock(response.text) as { project: ProjectResponse }).project.title).toBe(api.state.title);
  });
});
