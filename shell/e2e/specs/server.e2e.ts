import { baseUrl, ports } from '../support/e2e-env';
import { simUrl } from '../support/paypal';

const remoteOrigin = (port: number) => `http://localhost:${port}`;

async function get(url: string, headers: Record<string, string> = {}) {
  return fetch(url, { headers, redirect: 'manual' });
}

/** Script tags, and the scripts a prerendered page starts after its first paint (decision 012). */
function scriptUrls(html: string): string[] {
  const tags = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1] as string);
  const afterPaint = /<script id="after-paint-assets" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
  return [...tags, ...(afterPaint ? (JSON.parse(afterPaint) as { scripts: string[] }).scripts : [])];
}

describe('the shell server and the remote servers', () => {
  it('serves every page with a strict Content-Security-Policy and nosniff', async () => {
    const response = await get(`${baseUrl}/about-us/faqs`);
    expect(response.status).toBe(200);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    const scriptSrc = csp.split(';').find((directive) => directive.startsWith('script-src')) ?? '';
    expect(scriptSrc).toContain("'self'");
    for (const port of [ports.content, ports.engage, ports.donate]) expect(scriptSrc).toContain(remoteOrigin(port));
    expect(scriptSrc).toContain('https://www.paypal.com');
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(scriptSrc).not.toContain('unsafe-eval');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-powered-by')).toBeNull();
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('lets only the site and PayPal (here its simulator) ask for payment, and keeps the checkout popup connected', async () => {
    const response = await get(`${baseUrl}/donate`);
    const features = response.headers.get('permissions-policy') ?? '';
    const payment = /payment=\(([^)]*)\)/.exec(features)?.[1]?.split(' ') ?? [];
    expect(payment).toEqual(['self', '"https://www.paypal.com"', '"https://www.sandbox.paypal.com"', `"${simUrl}"`]);
    for (const feature of ['camera', 'microphone', 'geolocation']) expect(features).toContain(`${feature}=()`);
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
  });

  it('writes the remote locations it was started with into the page', async () => {
    const html = await (await get(`${baseUrl}/news/events`)).text();
    const json = /<script id="remote-locations" type="application\/json">([^<]+)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(json ?? '{}')).toEqual({
      content: remoteOrigin(ports.content),
      engage: remoteOrigin(ports.engage),
      donate: remoteOrigin(ports.donate),
    });
  });

  it('answers unknown paths with status 404 (the page still renders the not-found screen)', async () => {
    const response = await get(`${baseUrl}/definitely/not/here`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('text/html');
  });

  it("caches content-hashed files forever and compresses them, sending none of a page's headers", async () => {
    const html = await (await get(`${baseUrl}/`)).text();
    const main = scriptUrls(html).find((src) => /main\.[0-9a-f]{10}\.js$/.test(src));
    expect(main).toBeDefined();
    const response = await get(`${baseUrl}${main}`, { 'Accept-Encoding': 'gzip' });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(response.headers.get('content-security-policy')).toBeNull();
    expect(response.headers.get('permissions-policy')).toBeNull();
  });

  it.each([ports.content, ports.engage, ports.donate])(
    'remote on port %i: manifest and entry revalidate, chunks are immutable, CORS only for the shell',
    async (port) => {
      const origin = remoteOrigin(port);
      const manifestResponse = await get(`${origin}/mf-manifest.json`, { Origin: baseUrl });
      expect(manifestResponse.status).toBe(200);
      expect(manifestResponse.headers.get('cache-control')).toBe('no-cache');
      expect(manifestResponse.headers.get('access-control-allow-origin')).toBe(baseUrl);
      const manifest = (await manifestResponse.json()) as { exposes: { assets: { js: { sync: string[] } } }[] };

      const entry = await get(`${origin}/remoteEntry.js`, { Origin: baseUrl });
      expect(entry.headers.get('cache-control')).toBe('no-cache');

      const chunk = manifest.exposes[0]?.assets.js.sync[0];
      expect(chunk).toMatch(/\.[0-9a-f]{10}\.js$/);
      const chunkResponse = await get(`${origin}/${chunk}`, { Origin: baseUrl });
      expect(chunkResponse.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

      const stranger = await get(`${origin}/mf-manifest.json`, { Origin: 'https://evil.example' });
      expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
    },
  );

  it('passes /api calls to the API on the same origin', async () => {
    const response = await get(`${baseUrl}/api/projects/1`);
    expect(response.status).toBe(200);
    const project = (await response.json()) as { id: number; title: string; currency: string };
    expect(project).toMatchObject({ id: 1, title: 'Orphanage Solar Initiative', currency: 'GBP' });

    const health = await get(`${baseUrl}/api/health`);
    expect(health.status).toBe(200);
  });
});
