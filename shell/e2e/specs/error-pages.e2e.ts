import { spawnSync } from 'node:child_process';
import { mkdirSync, renameSync, rmdirSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { desktop, launchBrowser } from '../support/browser';
import { baseUrl, ports, siteEnv, workspaceRoot } from '../support/e2e-env';
import { restartService, stopService } from '../support/site-control';

const vnuJar = join(workspaceRoot, 'node_modules', 'vnu-jar', 'build', 'dist', 'vnu.jar');
const pagesDir = join(workspaceRoot, 'tmp', 'e2e', 'error-pages');
const template = join(workspaceRoot, 'dist', 'shell', 'browser', 'index.html');

/** The Nu HTML Checker's errors for one served page. */
function checkerErrors(name: string, html: string): string[] {
  mkdirSync(pagesDir, { recursive: true });
  const file = join(pagesDir, `${name}.html`);
  writeFileSync(file, html);
  const result = spawnSync('java', ['-jar', vnuJar, '--format', 'json', '--errors-only', '--stdout', file], {
    encoding: 'utf8',
  });
  if (result.error) throw result.error;
  return (JSON.parse(result.stdout) as { messages: { message: string }[] }).messages.map((m) => m.message);
}

/** The engage remote's stand-in: it answers, but not with a manifest (a broken deployment). */
function serveBrokenRemote(): Promise<Server> {
  const server = createServer((_req, res) => res.writeHead(500).end('internal failure at 10.1.2.3'));
  return new Promise((resolve) => server.listen(ports.engage, () => resolve(server)));
}

describe('the site’s own error pages', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());
  beforeEach(async () => {
    page = await (await browser.newContext({ viewport: desktop })).newPage();
  });

  /** Loads the address in the browser: the status, the shell's header, a way home, contact details, no internals. */
  async function expectErrorPage(path: string, status: number) {
    const response = await page.goto(baseUrl + path);
    expect(response?.status()).toBe(status);
    const html = (await response?.text()) ?? '';
    expect(await page.locator('header').first().isVisible()).toBe(true);
    expect(await page.locator('main h1').textContent()).toMatch(/Something went wrong|temporarily unavailable/);
    expect(await page.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
    expect(await page.locator('main a[href^="mailto:"]').count()).toBeGreaterThan(0);
    expect(html).not.toMatch(/<script|10\.1\.2\.3|localhost:43\d\d|127\.0\.0\.1|\.ts:\d+/);
    expect(checkerErrors(`error-${status}`, html)).toEqual([]);
  }

  it('answers 503 when the remote that draws the page is down, and the site recovers once it is back', async () => {
    await stopService('mfe-engage');
    try {
      await expectErrorPage('/get-involved/volunteer', 503);
      expect((await fetch(`${baseUrl}/about-us/our-story`)).status).toBe(200);
    } finally {
      await restartService('mfe-engage');
    }
    expect((await fetch(`${baseUrl}/get-involved/volunteer`)).status).toBe(200);
  });

  it('answers 502 when the remote answers with something that is not its manifest', async () => {
    await stopService('mfe-engage');
    const broken = await serveBrokenRemote();
    try {
      await expectErrorPage('/contact', 502);
    } finally {
      await new Promise((resolve) => broken.close(resolve));
      await restartService('mfe-engage');
    }
  });

  it('answers 500 when the shell server fails to build the page (its template made unreadable)', async () => {
    // With LIVE_RELOAD the template is read on each request, so taking it away makes the page handler throw.
    // A shell started from a test logs through that test's console: Node's deprecation notices (from the proxy
    // library) would arrive after the run has ended and fail it.
    const quiet = { ...siteEnv(), NODE_NO_WARNINGS: '1' };
    await stopService('shell');
    renameSync(template, `${template}.kept`);
    mkdirSync(template);
    try {
      await restartService('shell', { ...quiet, LIVE_RELOAD: 'true' });
      await expectErrorPage('/about-us/our-story', 500);
    } finally {
      rmdirSync(template);
      renameSync(`${template}.kept`, template);
      await stopService('shell');
      await restartService('shell', quiet);
    }
  });
});
