/**
 * @jest-environment node
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { PAGE_FACTS_PATH, type PageFacts } from '@solar/shared-contracts';
import { createShellApp } from '../app';
import { readShellServerConfig } from '../config';

const ORIGIN = 'https://fromsuntosanctuary.example';
const facts: PageFacts = {
  articles: [
    {
      id: '3',
      title: 'Keeping Girls in School',
      description: 'Cool classrooms keep girls learning.',
      datePublished: '2025-04-22',
      author: 'Sana',
    },
  ],
  events: [
    {
      name: 'Summer Dinner',
      description: 'An evening.',
      startDate: '2027-07-10T18:30',
      location: 'Birmingham',
      attendance: 'offline',
    },
  ],
};

function builtShell(): string {
  const root = mkdtempSync(join(tmpdir(), 'shell-'));
  const head = '<title>From Sun to Sanctuary</title><meta name="description" content="The site." /><!--remote-hints-->';
  writeFileSync(
    join(root, 'index.html'),
    `<!doctype html><html><head>${head}</head><body><div id="root"></div><!--remote-locations--></body></html>`,
  );
  return root;
}

/** The content remote as the shell's server reads it: only its facts file. */
function contentRemote(): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.url !== PAGE_FACTS_PATH) return res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(facts));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe('the shell server, for search engines and link previews', () => {
  let remote: Server;
  let app: ReturnType<typeof createShellApp>;

  beforeAll(async () => {
    remote = await contentRemote();
    const content = `http://127.0.0.1:${(remote.address() as AddressInfo).port}`;
    app = createShellApp(
      readShellServerConfig(
        {
          API_URL: 'http://127.0.0.1:9',
          SHELL_ORIGIN: `${ORIGIN}/`,
          MFE_CONTENT_INTERNAL_URL: content,
        },
        builtShell(),
      ),
    );
  });

  afterAll(() => new Promise((resolve) => remote.close(resolve)));

  it('serves robots.txt keeping crawlers out of the back office, for an hour', async () => {
    const response = await request(app).get('/robots.txt').expect(200);
    expect(response.type).toBe('text/plain');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.text).toContain('Disallow: /staff\n');
    expect(response.text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it("serves the sitemap with the content remote's articles", async () => {
    const response = await request(app).get('/sitemap.xml').expect(200);
    expect(response.type).toBe('application/xml');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.text).toContain(`<loc>${ORIGIN}/blogs/3</loc>`);
    expect(response.text).toContain(`<loc>${ORIGIN}/about-us/our-story</loc>`);
  });

  it("writes an article's own title and summary into its page, once each, with its canonical address", async () => {
    const { text } = await request(app).get('/blogs/3?utm_source=mail').expect(200);
    expect(text.match(/<title>/g)).toHaveLength(1);
    expect(text).toContain('<title>Keeping Girls in School | From Sun to Sanctuary</title>');
    expect(text.match(/<meta name="description"/g)).toHaveLength(1);
    expect(text).toContain('<meta name="description" content="Cool classrooms keep girls learning.">');
    expect(text).toContain(`<link rel="canonical" href="${ORIGIN}/blogs/3">`);
    expect(text).toContain('"@type":"Article"');
  });

  it('points an alias at its canonical page and lists the events on the events page', async () => {
    expect((await request(app).get('/about/faqs')).text).toContain(
      `<link rel="canonical" href="${ORIGIN}/about-us/faqs">`,
    );
    expect((await request(app).get('/news/events')).text).toContain('"@type":"Event","name":"Summer Dinner"');
  });

  it('still answers the sitemap while the content remote is down, marked not to be kept', async () => {
    const alone = createShellApp(
      readShellServerConfig(
        { API_URL: 'http://127.0.0.1:9', MFE_CONTENT_INTERNAL_URL: 'http://127.0.0.1:9' },
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
