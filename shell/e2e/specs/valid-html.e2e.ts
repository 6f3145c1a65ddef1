import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { baseUrl, workspaceRoot } from '../support/e2e-env';

/** Every page the site serves (the page registry), with parameters of prerendered pages, and a 404. */
const paths = [
  '/',
  ...['who-we-are', 'our-story', 'un-climate-goals', 'our-partners', 'faqs'].flatMap((slug) => [
    `/about-us/${slug}`,
    `/about/${slug}`,
  ]),
  '/our-work/focus-areas',
  '/our-work/educational-institutions',
  '/our-work/places-of-worship',
  '/our-work/regions',
  '/blogs',
  '/blogs/1',
  '/news/blog',
  '/press-releases',
  '/news/media-coverage',
  '/news/events',
  '/climate-dashboard',
  '/eco-learning-path',
  '/legal/privacy-policy',
  '/legal/accessibility',
  '/legal/terms',
  '/contact',
  '/get-involved/volunteer',
  '/get-involved/corporate-giving',
  '/donate',
  '/get-involved/donate',
  '/get-involved/sponsor-a-project',
  '/projects/1/donate',
  // Prerendered without a token; with one (as an email's link opens it) the browser renders it.
  '/unsubscribe',
  `/unsubscribe?t=12.${'a'.repeat(43)}`,
  '/newsletter/confirm',
  `/newsletter/confirm?t=12.1765400000.${'a'.repeat(43)}`,
  '/no/such/page',
];

const vnuJar = join(workspaceRoot, 'node_modules', 'vnu-jar', 'build', 'dist', 'vnu.jar');
const pagesDir = join(workspaceRoot, 'tmp', 'e2e', 'served-pages');

type VnuMessage = { type: string; url: string; message: string; lastLine?: number };

const fileFor = (path: string) => join(pagesDir, `${path.replace(/\W+/g, '_') || 'home'}.html`);

/** The Nu HTML Checker's errors over the files, as "file:line message". */
function checkerErrors(files: readonly string[]): string[] {
  const result = spawnSync('java', ['-jar', vnuJar, '--format', 'json', '--errors-only', '--stdout', ...files], {
    encoding: 'utf8',
  });
  if (result.error) throw result.error;
  const { messages } = JSON.parse(result.stdout) as { messages: VnuMessage[] };
  return messages.map((m) => `${m.url.split('/').pop()}:${m.lastLine ?? '?'} ${m.message}`);
}

describe('the HTML every page is served with', () => {
  beforeAll(() => {
    rmSync(pagesDir, { recursive: true, force: true });
    mkdirSync(pagesDir, { recursive: true });
  });

  it('passes the Nu HTML Checker with no errors', async () => {
    for (const path of paths) {
      const response = await fetch(baseUrl + path);
      const html = await response.text();
      expect(html).toMatch(/^<!DOCTYPE html>/i);
      writeFileSync(fileFor(path), html);
    }
    expect(checkerErrors(paths.map(fileFor))).toEqual([]);
  });
});
