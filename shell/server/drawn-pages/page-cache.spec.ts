/**
 * @jest-environment node
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { cachedPage, PageCache, sendCachedPage, type CachedPage } from './page-cache';

const page = (html: string, storedAt: number, maxAgeMs = 1_000): Promise<CachedPage> =>
  cachedPage(
    200,
    { 'Content-Type': 'text/html; charset=utf-8', 'X-Request-Id': 'old', 'Set-Cookie': 'x=1' },
    html,
    maxAgeMs,
    storedAt,
  );

describe('cachedPage', () => {
  it('keeps the final bytes with Brotli and gzip copies made once, and no header of one answer', async () => {
    const kept = await page('<p>Article</p>'.repeat(100), 0);
    expect(brotliDecompressSync(kept.br).toString()).toBe(kept.body.toString());
    expect(gunzipSync(kept.gzip).toString()).toBe(kept.body.toString());
    expect(kept.br.length).toBeLessThan(kept.body.length);
    expect(kept.headers).toEqual({ 'content-type': 'text/html; charset=utf-8' });
    expect(kept.etag).toMatch(/^"[\w-]+"$/);
  });

  it('reuses the compressed copies of a page redrawn the same, with its new time', async () => {
    const first = await page('<p>Article</p>'.repeat(100), 0);
    const again = await cachedPage(200, {}, first.body.toString(), 1_000, 5_000, first);
    expect(again.br).toBe(first.br);
    expect(again.storedAt).toBe(5_000);
    expect((await cachedPage(200, {}, '<p>Edited</p>', 1_000, 5_000, first)).br).not.toBe(first.br);
  });
});

function answer(headers: Record<string, string>, method = 'GET') {
  const sent: { headers: Record<string, unknown>; status?: number; body?: Buffer } = { headers: {} };
  const res = {
    getHeader: () => undefined,
    removeHeader: () => undefined,
    writeHead: (status: number, raw: string[]) => {
      sent.status = status;
      for (let index = 0; index < raw.length; index += 2) sent.headers[raw[index] ?? ''] = raw[index + 1];
    },
    end: (body?: Buffer) => void (sent.body = body),
  };
  return { req: { method, headers } as unknown as IncomingMessage, res: res as unknown as ServerResponse, sent };
}

describe('sendCachedPage', () => {
  let kept: CachedPage;
  beforeAll(async () => {
    kept = await page('<p>Article</p>'.repeat(100), 0);
  });

  it('sends the Brotli copy to a browser that takes it, gzip to one that takes only that, else the page as it is', () => {
    const br = answer({ 'accept-encoding': 'gzip, deflate, br, zstd' });
    sendCachedPage(br.req, br.res, kept, 'req-1');
    expect(br.sent.headers).toMatchObject({
      'content-encoding': 'br',
      'x-request-id': 'req-1',
      vary: 'Accept-Encoding',
    });
    expect(br.sent.body).toBe(kept.br);
    const gzip = answer({ 'accept-encoding': 'gzip, br;q=0' });
    sendCachedPage(gzip.req, gzip.res, kept);
    expect(gzip.sent.body).toBe(kept.gzip);
    const plain = answer({});
    sendCachedPage(plain.req, plain.res, kept);
    expect(plain.sent.body).toBe(kept.body);
    expect(plain.sent.headers['content-length']).toBe(String(kept.body.length));
    expect(plain.sent.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('answers 304 to a browser holding the same page, and a HEAD without a body', () => {
    const again = answer({ 'if-none-match': kept.etag });
    sendCachedPage(again.req, again.res, kept);
    expect(again.sent.status).toBe(304);
    const head = answer({ 'accept-encoding': 'br' }, 'HEAD');
    sendCachedPage(head.req, head.res, kept);
    expect(head.sent.body).toBeUndefined();
    expect(head.sent.headers['content-length']).toBe(String(kept.br.length));
  });
});

describe('PageCache', () => {
  let clock: number;
  let draws: number;
  const cache = () => new PageCache({ now: () => clock });
  const drawer =
    (html: string, delayMs = 0) =>
    () => {
      draws += 1;
      return new Promise<CachedPage | null>((resolve) =>
        setTimeout(() => void page(html, clock).then(resolve), delayMs),
      );
    };

  beforeEach(() => {
    clock = 1_000_000;
    draws = 0;
  });

  it('draws a page once for a burst of 1,000 visits, together or one after another', async () => {
    const pages = cache();
    const first = await Promise.all(Array.from({ length: 500 }, () => pages.get('/blogs/3', drawer('<p>A</p>', 20))));
    for (let visit = 0; visit < 500; visit += 1) await pages.get('/blogs/3', drawer('<p>A</p>'));
    expect(draws).toBe(1);
    expect(new Set(first).size).toBe(1);
  });

  it('sends a fresh page, then a stale one while it draws it again, and never one past twice its age', async () => {
    const pages = cache();
    await pages.get('/blogs', drawer('<p>old</p>'));
    clock += 999;
    expect(pages.lookup('/blogs')?.state).toBe('fresh');
    clock += 1;
    expect(pages.lookup('/blogs')?.state).toBe('stale');
    const stale = await pages.get('/blogs', drawer('<p>new</p>', 20));
    expect(stale?.body.toString()).toBe('<p>old</p>');
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(pages.lookup('/blogs')?.page.body.toString()).toBe('<p>new</p>');
    clock += 2_000;
    expect(pages.lookup('/blogs')).toBeNull();
    expect((await pages.get('/blogs', drawer('<p>newest</p>')))?.body.toString()).toBe('<p>newest</p>');
  });

  it('drops every page on a change, and keeps nothing a draw begun before it saw', async () => {
    const pages = cache();
    await pages.get('/', drawer('<p>home</p>'));
    const before = pages.get('/blogs', drawer('<p>before</p>', 30));
    pages.invalidate();
    expect(pages.lookup('/')).toBeNull();
    await before;
    expect(pages.lookup('/blogs')).toBeNull();
  });

  it("draws past the cache for a visitor's own change and keeps it for the others; keeps no page not drawn", async () => {
    const pages = cache();
    await pages.get('/projects/1/donate', drawer('<p>£8,500</p>'));
    await pages.refresh('/projects/1/donate', drawer('<p>£8,550</p>'));
    expect(pages.lookup('/projects/1/donate')?.page.body.toString()).toBe('<p>£8,550</p>');
    expect(await pages.get('/down', async () => null)).toBeNull();
    expect(pages.lookup('/down')).toBeNull();
  });
});
