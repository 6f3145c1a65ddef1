/**
 * @jest-environment node
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { withPageHead } from '@solar/shared-contracts';
import { frameKey, NOT_FOUND_KEY, PRERENDER_SLOT } from '../src/app/prerender-frames';
import { routeTable } from '../src/app/route-table';
import { prerenderedBody, RemotePrerenders, ShellFrames } from './prerendered-pages';

const remotes = {
  content: 'https://content.example',
  engage: 'https://engage.example',
  donate: 'https://donate.example',
};
const whoWeAre = routeTable.findIndex((route) => route.path === '/about-us/who-we-are');

describe('prerenderedBody', () => {
  let dir: string;
  let frames: ShellFrames;
  const pages = { get: jest.fn() } as unknown as RemotePrerenders & { get: jest.Mock };

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'frames-'));
    writeFileSync(
      join(dir, `${frameKey(whoWeAre)}.html`),
      `<header><img src="__SOLAR_REMOTE_ORIGIN__/logo.svg"></header><main>${PRERENDER_SLOT}</main>`,
    );
    writeFileSync(join(dir, `${NOT_FOUND_KEY}.html`), '<main><h1>404 Page Not Found</h1></main>');
    frames = new ShellFrames(dir);
    pages.get.mockReset();
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("puts the remote's page in the route's frame, with asset addresses on the right origins", async () => {
    pages.get.mockResolvedValue('<h1>Who We Are</h1><img src="__SOLAR_REMOTE_ORIGIN__/assets/a.1234567890.svg">');
    const { body: html, head } = await prerenderedBody('/about-us/who-we-are', remotes, frames, pages, 'visit-0001');
    expect(head).toEqual({});
    // Under the visit's request id, which the remote logs its answer under (decision 061).
    expect(pages.get).toHaveBeenCalledWith('content', 'who-we-are', [], 'visit-0001');
    expect(html).toBe(
      '<header><img src="/logo.svg"></header><main><h1>Who We Are</h1><img src="https://content.example/assets/a.1234567890.svg"></main>',
    );
  });

  it("takes the page's own head facts off the front of its file (decision 071)", async () => {
    pages.get.mockResolvedValue(withPageHead('<h1>Who We Are</h1>', { jsonLd: [{ '@type': 'Thing' }] }));
    expect(await prerenderedBody('/about-us/who-we-are', remotes, frames, pages)).toEqual({
      body: '<header><img src="/logo.svg"></header><main><h1>Who We Are</h1></main>',
      head: { jsonLd: [{ '@type': 'Thing' }] },
    });
  });

  it('sends nothing to paint early when the remote has no prerendered page', async () => {
    pages.get.mockResolvedValue(null);
    expect((await prerenderedBody('/about-us/who-we-are', remotes, frames, pages)).body).toBe('');
  });

  it('sends nothing for an address with a query, whose page may differ from the prerendered one', async () => {
    pages.get.mockResolvedValue('<h1>Donate</h1>');
    expect(
      (await prerenderedBody('/about-us/who-we-are?success=true&token=ORDER-1', remotes, frames, pages)).body,
    ).toBe('');
    expect(pages.get).not.toHaveBeenCalled();
  });

  it('sends nothing when the shell build has no frame for the route', async () => {
    pages.get.mockResolvedValue('<h1>Contact Us</h1>');
    expect((await prerenderedBody('/contact', remotes, frames, pages)).body).toBe('');
  });

  it("asks for the page of the address's route parameters, and for none with an unusual value", async () => {
    const article = routeTable.findIndex((route) => route.path === '/blogs/:id');
    writeFileSync(join(dir, `${frameKey(article)}.html`), `<main>${PRERENDER_SLOT}</main>`);
    pages.get.mockResolvedValue('<h1>Article 3</h1>');
    expect((await prerenderedBody('/blogs/3', remotes, frames, pages)).body).toBe('<main><h1>Article 3</h1></main>');
    expect(pages.get).toHaveBeenCalledWith('content', 'blog-article', ['3'], undefined);
    pages.get.mockClear();
    expect((await prerenderedBody('/blogs/3%20OR%201', remotes, frames, pages)).body).toBe('');
    expect(pages.get).not.toHaveBeenCalled();
  });

  it('sends the whole not-found page for an unknown address', async () => {
    expect((await prerenderedBody('/nowhere', remotes, frames, pages)).body).toBe(
      '<main><h1>404 Page Not Found</h1></main>',
    );
    expect(pages.get).not.toHaveBeenCalled();
  });
});

describe('RemotePrerenders', () => {
  let server: Server;
  let hits = 0;
  let origin = '';

  beforeAll(async () => {
    server = createServer((req, res) => {
      hits += 1;
      if (req.url === '/prerender/who-we-are.html') res.end('<h1>Who We Are</h1>');
      else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it("reads the page from the remote's prerender folder", async () => {
    const pages = new RemotePrerenders({ content: origin, engage: origin, donate: origin });
    const before = hits;
    expect(await pages.get('content', 'who-we-are')).toBe('<h1>Who We Are</h1>');
    expect(hits - before).toBe(1);
  });

  it('answers null for a page the remote did not prerender, or a remote that is down', async () => {
    const pages = new RemotePrerenders({ content: origin, engage: 'http://127.0.0.1:9', donate: origin });
    expect(await pages.get('content', 'blog-article')).toBeNull();
    expect(await pages.get('engage', 'contact')).toBeNull();
  });
});
