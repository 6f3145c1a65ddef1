/**
 * Proof that one remote ships alone (docs/decisions/010-shipping-one-remote.md), in a throwaway copy of the
 * workspace under tmp/ on ports 4320-4324 and 3320 (metrics 9484-9489):
 *
 * 1. build everything and start the API, the three remotes and two replicas of the shell's server (4320, and 4324
 *    behind the same public origin, as a load balancer would put them) from the copy's dist/;
 * 2. record every built file (sha256 and mtime) and the shell server's PID, and load /donate and / in Chromium;
 * 3. change mfe-donate's source (a marker line in the donate page's hero) and run `nx affected -t build
 *    --base=HEAD`: Nx must run mfe-donate:build and nothing else, and dist/shell, dist/mfe-content,
 *    dist/mfe-engage and dist/services/* must be byte for byte (and mtime for mtime) what they were;
 * 4. restart only the donate server: the shell's server (same PID, same files, never restarted) serves the new
 *    donate page on the next load, the new version shows in the donate manifest and /version, and the home
 *    page (content remote, engage widget) still works;
 * 5. a visitor who loaded a donate page from the old build before the release (old manifest, old remote entry)
 *    moves inside that page to /donate, whose chunks it had not loaded and whose source the release changed: the
 *    restarted donate server still has the old build's chunks (docs/decisions/030-old-chunks-kept.md), so no
 *    request to the remote fails and the page renders;
 * 6. then mfe-content ships alone while a visitor reads an article: only mfe-content:build runs, only its server
 *    restarts, the reader moves on to another article inside the page it loaded from the old build (its data from
 *    the API, its code from the old build's kept files), and a new visitor's article arrives drawn by the new build
 *    at request time and hydrates with it, with no error (docs/decisions/053-remotes-draw-pages-at-request-time.md);
 * 7. then mfe-donate ships a new public page (/projects/:id/supporters, declared in its own source) and the API a new
 *    staff endpoint that moves a project's figures (an offline gift, naming its change key with @ChangesPublicData):
 *    only mfe-donate:build and api:build run, every other dist/ is byte for byte what it was, only those two
 *    servers restart; both shell replicas (same PIDs, never restarted) serve the new page, which hydrates in the
 *    browser loading no other remote; and after the endpoint is called through one replica, the project's page and
 *    the new page show the new figure on both replicas within 5 s
 *    (docs/decisions/081-remotes-publish-their-pages-at-run-time.md).
 */
import { spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { remotes, type RemoteKey } from '@solar/shared-contracts';
import { drawnFigure, releaseNewPageAndEndpoint, signInStaff, waitForFigure } from './support/new-page-release';
import { headingOf, launchBrowser } from './support/browser';
import { manifestProblems, readManifest, type BuiltManifest } from './support/manifest-contract';
import { navigateInPage, openOldVisitor, stillSameDocument, type OldVisitor } from './support/old-visitor';
import { tasksRun } from './support/nx-output';
import { assertPortsFree } from './support/ports';
import { hashTree, treeDifferences, type FileRecord } from './support/tree-hash';
import { copyWorkspace, type WorkspaceCopy } from './support/workspace-copy';

type Service = { name: string; portVariable: string };
type Site = {
  services: Service[];
  startService(service: Service, env: NodeJS.ProcessEnv, options?: { quiet?: boolean }): ChildProcess;
  waitUntilHealthy(service: Service, env: NodeJS.ProcessEnv, timeoutMs?: number): Promise<void>;
  stopProcess(child: ChildProcess): Promise<void>;
  withoutPayPal(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
};

const workspaceRoot = join(__dirname, '..', '..', '..');
const PORTS = {
  SHELL_PORT: 4320,
  // The shell's second replica (SECOND_SHELL below), clear of the site's own ports.
  SECOND_SHELL_PORT: 4324,
  CONTENT_PORT: 4321,
  ENGAGE_PORT: 4322,
  DONATE_PORT: 4323,
  API_PORT: 3320,
  // Each process's /metrics (decision 074), clear of npm start's 9464-9468 and the browser tests' 9474-9478.
  API_METRICS_PORT: 9484,
  SHELL_METRICS_PORT: 9485,
  CONTENT_METRICS_PORT: 9486,
  ENGAGE_METRICS_PORT: 9487,
  DONATE_METRICS_PORT: 9488,
  SECOND_SHELL_METRICS_PORT: 9489,
};
const SHELL = `http://localhost:${PORTS.SHELL_PORT}`;
const SECOND_SHELL = `http://localhost:${PORTS.SECOND_SHELL_PORT}`;
/** The first admin the proof's API creates, with its authenticator, so the proof can call a staff endpoint. */
const PROOF_ADMIN = {
  username: 'proof-admin',
  password: 'solar panels on the clinic roof',
  totpSecret: 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ',
};
/** The project whose figures the new endpoint moves, and what it adds (pounds). */
const PROJECT_ID = 1;
const OFFLINE_GIFT = 250;
/** Issue 36: a change shows on every shell replica within this. */
const FRESH_WITHIN_MS = 5_000;
const DONATE = `http://localhost:${PORTS.DONATE_PORT}`;
const DONATE_PAGE = join('mfe-donate', 'src', 'features', 'donate', 'donate-page.tsx');
const HERO_ANCHOR = 'eyebrow="Power a sanctuary">';
const MARKER = `Shipped alone: donate build ${Date.now().toString(36)}`;
const NEW_VERSION = `0.1.0-proof.${Date.now()}`;
const CONTENT = `http://localhost:${PORTS.CONTENT_PORT}`;
const ARTICLE_PAGE = join('mfe-content', 'src', 'features', 'articles', 'components', 'blog-article-page.tsx');
const ARTICLE_ANCHOR = '<ArticleBody html={article.html} />';
const CONTENT_MARKER = `Shipped alone: content build ${Date.now().toString(36)}`;
const OTHER_OUTPUTS = ['shell', 'mfe-content', 'mfe-engage', join('services', 'api'), join('services', 'paypal-sim')];
/** What the third release leaves alone: everything but mfe-donate and the API. */
const UNTOUCHED_BY_PAGE_RELEASE = ['shell', 'mfe-content', 'mfe-engage', join('services', 'paypal-sim')];

/** The environment without anything that would point Nx at another workspace or the site elsewhere. */
function cleanEnv(): NodeJS.ProcessEnv {
  const keep = Object.entries(process.env).filter(
    ([name]) =>
      !/^(NX_|MFE_|PAYPAL_|APP_VERSION$|DATABASE_URL$|SQLITE_PATH$|SHELL_ORIGIN$|ALLOWED_ORIGINS$|API_URL$|PORT$|LIVE_RELOAD$)/.test(
        name,
      ),
  );
  return Object.fromEntries(keep);
}

function nx(copy: string, args: string[], extraEnv: NodeJS.ProcessEnv = {}): string {
  const run = spawnSync(join(copy, 'node_modules', '.bin', 'nx'), [...args, '--output-style=static'], {
    cwd: copy,
    env: { ...cleanEnv(), NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false', CI: 'true', ...extraEnv },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const output = `${run.stdout}\n${run.stderr}`;
  if (run.status !== 0) throw new Error(`nx ${args.join(' ')} failed:\n${output}`);
  return output;
}

function recordOutputs(copy: string): Map<string, Map<string, FileRecord>> {
  return new Map([...OTHER_OUTPUTS, 'mfe-donate'].map((dir) => [dir, hashTree(join(copy, 'dist', dir))]));
}

/** The second replica: the same build and public origin as the first, on its own port. */
function secondShellEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return {
    ...env,
    SHELL_PORT: String(PORTS.SECOND_SHELL_PORT),
    SHELL_METRICS_PORT: String(PORTS.SECOND_SHELL_METRICS_PORT),
    SHELL_ORIGIN: SHELL,
  };
}

async function json<T>(url: string): Promise<T> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

type VersionInfo = { name: string; version: string; builtAt?: string };

/** The file of the page chunk `page-<key>` a manifest's ./Routes names. */
function pageChunkOf(manifest: BuiltManifest, key: string): string {
  const routes = manifest.exposes.find((expose) => expose.path === './Routes');
  const files = routes ? [...routes.assets.js.sync, ...routes.assets.js.async] : [];
  return must(
    files.find((file) => file.startsWith(`page-${key}.`)),
    `page-${key} in the manifest`,
  );
}

function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`missing: ${what}`);
  return value;
}
const timings: [string, number][] = [];
const started = Date.now();
const mark = (step: string) => timings.push([step, Math.round((Date.now() - started) / 100) / 10]);

describe('one remote ships alone', () => {
  let copy: WorkspaceCopy | undefined;
  let site: Site;
  let siteEnv: NodeJS.ProcessEnv;
  const running = new Map<string, ChildProcess>();
  let browser: Browser | undefined;
  let page: Page;
  const pageErrors: string[] = [];
  let donateSource = '';
  let contentSource = '';
  let secondShellPid = 0;

  afterAll(async () => {
    await browser?.close().catch(() => undefined);
    if (site) await Promise.all([...running.values()].map((child) => site.stopProcess(child)));
    copy?.remove();
    mark('cleaned up');
    console.log(`delivery proof timings (s since start): ${timings.map(([step, at]) => `${step} ${at}`).join(' · ')}`);
  });

  it('rebuilds and redeploys only mfe-donate, and the untouched running shell serves the new donate page', async () => {
    await assertPortsFree(Object.values(PORTS));

    // 1. A copy of the workspace, built in full, and the site running from it.
    copy = copyWorkspace(workspaceRoot, join(workspaceRoot, 'tmp'));
    const root = copy.root;
    mark('copied');
    nx(root, ['run-many', '-t', 'build', '--parallel=3']);
    mark('built everything');
    for (const remote of Object.keys(remotes) as RemoteKey[])
      expect(manifestProblems(join(root, 'dist'), remote)).toEqual([]);
    const firstVersion = readManifest(join(root, 'dist'), 'mfe-donate').metaData.buildInfo.buildVersion;
    const before = recordOutputs(root);

    site = require(join(root, 'tools', 'scripts', 'site.cjs')) as Site;
    mkdirSync(join(root, 'data'), { recursive: true });
    siteEnv = site.withoutPayPal({
      ...cleanEnv(),
      ...Object.fromEntries(Object.entries(PORTS).map(([name, port]) => [name, String(port)])),
      NODE_ENV: 'production',
      SQLITE_PATH: join(root, 'data', 'proof.sqlite'),
      STAFF_ADMIN_USERNAME: PROOF_ADMIN.username,
      STAFF_ADMIN_PASSWORD: PROOF_ADMIN.password,
      STAFF_ADMIN_TOTP_SECRET: PROOF_ADMIN.totpSecret,
    });
    for (const service of site.services)
      running.set(service.name, site.startService(service, siteEnv, { quiet: true }));
    const shellService = must(
      site.services.find((service) => service.name === 'shell'),
      'the shell service',
    );
    running.set('second-shell', site.startService(shellService, secondShellEnv(siteEnv), { quiet: true }));
    await Promise.all([
      ...site.services.map((service) => site.waitUntilHealthy(service, siteEnv)),
      site.waitUntilHealthy(shellService, secondShellEnv(siteEnv)),
    ]);
    secondShellPid = must(running.get('second-shell')?.pid, "the second shell server's PID");
    const shellServer = must(running.get('shell'), 'the shell server');
    const shellPid = must(shellServer.pid, "the shell server's PID");
    const shellVersion = await json<VersionInfo>(`${SHELL}/version`);
    expect(shellVersion).toMatchObject({ name: 'shell', builtAt: expect.any(String) });
    expect(await json<VersionInfo>(`${DONATE}/version`)).toMatchObject({ name: 'mfe-donate', version: firstVersion });
    mark('site up');

    browser = await launchBrowser();
    page = await browser.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto(`${SHELL}/donate`);
    expect(await headingOf(page, 'Donate')).toBe('Donate');
    expect(await page.getByText(MARKER).count()).toBe(0);
    mark('old donate page seen');

    // A second visitor loads another donate page of the old build and stays on it through the release.
    const oldDonateChunk = pageChunkOf(readManifest(join(root, 'dist'), 'mfe-donate'), 'donate');
    const oldVisitor: OldVisitor = await openOldVisitor(browser, DONATE);
    await oldVisitor.page.goto(`${SHELL}/get-involved/sponsor-a-project`);
    expect(await headingOf(oldVisitor.page, 'Sponsor a Project')).toBe('Sponsor a Project');
    await oldVisitor.page.waitForLoadState('networkidle');
    expect(oldVisitor.requested.filter((url) => url.endsWith('/remoteEntry.js'))).toHaveLength(1);
    expect(oldVisitor.requested.filter((url) => url.includes('/page-donate.'))).toEqual([]);

    // 2. A change to mfe-donate only, rebuilt through `nx affected` with a new version.
    const pageFile = join(root, DONATE_PAGE);
    const source = readFileSync(pageFile, 'utf8');
    donateSource = source;
    expect(source).toContain(HERO_ANCHOR);
    writeFileSync(pageFile, source.replace(HERO_ANCHOR, `${HERO_ANCHOR}\n        <p>${MARKER}</p>`));
    const affected = nx(root, ['show', 'projects', '--affected', '--base=HEAD', '--json']);
    expect(JSON.parse(affected.slice(affected.indexOf('['), affected.lastIndexOf(']') + 1))).toContain('mfe-donate');
    const rebuild = nx(root, ['affected', '-t', 'build', '--base=HEAD'], { APP_VERSION: NEW_VERSION });
    expect(tasksRun(rebuild)).toEqual(['mfe-donate:build']);
    mark('affected rebuilt');

    const after = recordOutputs(root);
    const record = (tree: Map<string, Map<string, FileRecord>>, dir: string) =>
      must(tree.get(dir), `record of dist/${dir}`);
    for (const dir of OTHER_OUTPUTS) {
      expect(record(before, dir).size).toBeGreaterThan(0);
      expect({ dir, differences: treeDifferences(record(before, dir), record(after, dir)) }).toEqual({
        dir,
        differences: [],
      });
    }
    expect(treeDifferences(record(before, 'mfe-donate'), record(after, 'mfe-donate'))).toContain(
      'changed server/version.json',
    );
    expect(manifestProblems(join(root, 'dist'), 'donate')).toEqual([]);
    expect(readManifest(join(root, 'dist'), 'mfe-donate').metaData.buildInfo.buildVersion).toBe(NEW_VERSION);

    // 3. Only the donate server restarts; the shell's server is left alone.
    await site.stopProcess(must(running.get('mfe-donate'), 'the donate server'));
    const donateService = must(
      site.services.find((service) => service.name === 'mfe-donate'),
      'the donate service',
    );
    running.set('mfe-donate', site.startService(donateService, siteEnv, { quiet: true }));
    await site.waitUntilHealthy(donateService, siteEnv);
    expect(await json<VersionInfo>(`${DONATE}/version`)).toMatchObject({ name: 'mfe-donate', version: NEW_VERSION });
    const liveManifest = await json<{ metaData: { buildInfo: { buildVersion: string } } }>(
      `${DONATE}/mf-manifest.json`,
    );
    expect(liveManifest.metaData.buildInfo.buildVersion).toBe(NEW_VERSION);
    mark('donate restarted');

    // The visitor holding the old manifest moves to /donate: the old build's chunk is still served.
    expect(pageChunkOf(readManifest(join(root, 'dist'), 'mfe-donate'), 'donate')).not.toBe(oldDonateChunk);
    await navigateInPage(oldVisitor, '/donate');
    const heading = await headingOf(oldVisitor.page, 'Donate').catch(
      (error: Error) => `none: ${error.message.split('\n')[0]}`,
    );
    await oldVisitor.page.waitForLoadState('networkidle');
    const { failures, pageErrors: oldPageErrors } = oldVisitor;
    expect({ heading, failures, pageErrors: oldPageErrors }).toEqual({
      heading: 'Donate',
      failures: [],
      pageErrors: [],
    });
    expect(await stillSameDocument(oldVisitor)).toBe(true);
    expect(oldVisitor.requested).toContain(`${DONATE}/${oldDonateChunk}`);
    expect(await oldVisitor.page.getByText(MARKER).count()).toBe(0);
    await oldVisitor.page.close();
    mark('old visitor finished');

    // 4. The next load of /donate, from the same untouched shell server, is the new build.
    await page.goto(`${SHELL}/donate`);
    expect(await headingOf(page, 'Donate')).toBe('Donate');
    await page.getByText(MARKER).waitFor({ state: 'visible', timeout: 15_000 });
    await page.goto(`${SHELL}/`);
    expect(await headingOf(page, /sun to sanctuary/i)).toMatch(/sun to sanctuary/i);
    // The newsletter widget (engage) loads as its section comes near the screen.
    await page.locator('#newsletter').scrollIntoViewIfNeeded();
    await page.getByRole('form', { name: 'Newsletter sign-up' }).waitFor({ state: 'visible', timeout: 15_000 });
    expect(pageErrors).toEqual([]);
    mark('new donate page seen');

    expect(shellServer.exitCode).toBeNull();
    expect(shellServer.signalCode).toBeNull();
    expect(running.get('shell')?.pid).toBe(shellPid);
    expect(() => process.kill(shellPid, 0)).not.toThrow();
    expect(await json<VersionInfo>(`${SHELL}/version`)).toEqual(shellVersion);
    expect(treeDifferences(record(before, 'shell'), hashTree(join(root, 'dist', 'shell')))).toEqual([]);
  });

  it('ships mfe-content alone while a visitor reads an article drawn at request time', async () => {
    const root = must(copy, 'the workspace copy').root;
    // The donate release is out: its source goes back to HEAD's, so the next affected build is content's alone.
    writeFileSync(join(root, DONATE_PAGE), donateSource);
    const { items } = await json<{ items: { id: number; title: string }[] }>(`${SHELL}/api/articles`);
    const [first, second] = [must(items[0], 'an article'), must(items[1], 'a second article')];

    const reader: OldVisitor = await openOldVisitor(must(browser, 'the browser'), CONTENT);
    await reader.page.goto(`${SHELL}/blogs/${first.id}`);
    expect(await headingOf(reader.page, first.title)).toBe(first.title);
    await reader.page.waitForLoadState('networkidle');
    mark('reader on an article');

    const articleFile = join(root, ARTICLE_PAGE);
    const source = readFileSync(articleFile, 'utf8');
    contentSource = source;
    expect(source).toContain(ARTICLE_ANCHOR);
    writeFileSync(articleFile, source.replace(ARTICLE_ANCHOR, `${ARTICLE_ANCHOR}\n          <p>${CONTENT_MARKER}</p>`));
    const rebuild = nx(root, ['affected', '-t', 'build', '--base=HEAD'], { APP_VERSION: `${NEW_VERSION}-content` });
    expect(tasksRun(rebuild)).toEqual(['mfe-content:build']);
    const contentService = must(
      site.services.find((service) => service.name === 'mfe-content'),
      'the content service',
    );
    await site.stopProcess(must(running.get('mfe-content'), 'the content server'));
    running.set('mfe-content', site.startService(contentService, siteEnv, { quiet: true }));
    await site.waitUntilHealthy(contentService, siteEnv);
    mark('content rebuilt and restarted');

    await navigateInPage(reader, `/blogs/${second.id}`);
    const heading = await headingOf(reader.page, second.title).catch(
      (error: Error) => `none: ${error.message.split('\n')[0]}`,
    );
    await reader.page.waitForLoadState('networkidle');
    expect({ heading, failures: reader.failures, pageErrors: reader.pageErrors }).toEqual({
      heading: second.title,
      failures: [],
      pageErrors: [],
    });
    expect(await stillSameDocument(reader)).toBe(true);
    expect(await reader.page.getByText(CONTENT_MARKER).count()).toBe(0);
    await reader.page.close();

    const visitor = await must(browser, 'the browser').newPage();
    const visitorErrors: string[] = [];
    visitor.on('pageerror', (error) => visitorErrors.push(error.message));
    visitor.on('console', (message) => {
      if (message.type() === 'error') visitorErrors.push(message.text());
    });
    const answer = await visitor.goto(`${SHELL}/blogs/${second.id}`);
    expect(await answer?.text()).toContain(CONTENT_MARKER);
    expect(await headingOf(visitor, second.title)).toBe(second.title);
    await visitor.waitForLoadState('networkidle');
    await visitor.getByText(CONTENT_MARKER).waitFor({ state: 'visible', timeout: 15_000 });
    expect(visitorErrors).toEqual([]);
    mark('new article page seen');
  });
  it('ships a new public page of mfe-donate and a new API endpoint, fresh on every shell replica within 5 s', async () => {
    const root = must(copy, 'the workspace copy').root;
    const shellPid = must(running.get('shell')?.pid, "the shell server's PID");
    // The content release is out: its source goes back to HEAD's, so the next affected build is donate's and the API's.
    writeFileSync(join(root, ARTICLE_PAGE), contentSource);
    const shellVersion = await json<VersionInfo>(`${SHELL}/version`);
    const before = recordOutputs(root);
    const newPage = `/projects/${PROJECT_ID}/supporters`;
    for (const origin of [SHELL, SECOND_SHELL]) {
      const answer = await fetch(`${origin}${newPage}`);
      await answer.text();
      expect({ origin, status: answer.status }).toEqual({ origin, status: 404 });
    }

    releaseNewPageAndEndpoint(root);
    const rebuild = nx(root, ['affected', '-t', 'build', '--base=HEAD'], { APP_VERSION: `${NEW_VERSION}-page` });
    expect(tasksRun(rebuild)).toEqual(['api:build', 'mfe-donate:build']);
    const after = recordOutputs(root);
    for (const dir of UNTOUCHED_BY_PAGE_RELEASE) {
      const differences = treeDifferences(must(before.get(dir), dir), must(after.get(dir), dir));
      expect({ dir, differences }).toEqual({ dir, differences: [] });
    }
    mark('page and endpoint rebuilt');

    for (const name of ['api', 'mfe-donate']) {
      const service = must(
        site.services.find((candidate) => candidate.name === name),
        name,
      );
      await site.stopProcess(must(running.get(name), `the ${name} server`));
      running.set(name, site.startService(service, siteEnv, { quiet: true }));
      await site.waitUntilHealthy(service, siteEnv);
    }
    mark('api and donate restarted');

    // Both replicas serve the page they were never built with, drawn by the new donate build.
    for (const origin of [SHELL, SECOND_SHELL]) {
      const answer = await fetch(`${origin}${newPage}`);
      const html = await answer.text();
      expect({ origin, status: answer.status }).toEqual({ origin, status: 200 });
      expect(html).toMatch(/<h1[^>]*>Supporters of /);
      expect(html).toContain('<title>Project Supporters | ');
      expect(html).toContain(`<link rel="canonical" href="${SHELL}${newPage}">`);
    }
    // A first visit to the new page loads its own remote only, and hydrates (its link moves inside the app).
    const visitor = await openOldVisitor(must(browser, 'the browser'), DONATE);
    const otherRemotes: string[] = [];
    visitor.page.on('request', (request) => {
      if ([CONTENT, `http://localhost:${PORTS.ENGAGE_PORT}`].some((origin) => request.url().startsWith(origin)))
        otherRemotes.push(request.url());
    });
    await visitor.page.goto(`${SHELL}${newPage}`);
    expect(await headingOf(visitor.page, /^Supporters of /)).toMatch(/^Supporters of /);
    await visitor.page.waitForLoadState('networkidle');
    expect(otherRemotes).toEqual([]);
    await visitor.page.getByRole('link', { name: 'Give to this project' }).click();
    await visitor.page.waitForURL(`${SHELL}/projects/${PROJECT_ID}/donate`);
    expect(await headingOf(visitor.page, /\S/)).not.toBe('');
    // The shell's router, built without the page, routes a move to it inside another page to its remote.
    await visitor.page.goto(`${SHELL}/projects/${PROJECT_ID}/donate`);
    await visitor.page.waitForLoadState('networkidle');
    await navigateInPage(visitor, newPage);
    const heading = await headingOf(visitor.page, /^Supporters of /).catch(
      (error: Error) => `none: ${error.message.split('\n')[0]}`,
    );
    expect({ heading, failures: visitor.failures, pageErrors: visitor.pageErrors }).toEqual({
      heading: expect.stringMatching(/^Supporters of /),
      failures: [],
      pageErrors: [],
    });
    expect(await stillSameDocument(visitor)).toBe(true);
    await visitor.page.close();
    mark('new page seen on both replicas');

    // The new endpoint, called through the first replica, moves the figure both replicas show.
    const projectPage = `/projects/${PROJECT_ID}/donate`;
    const pages = [projectPage, newPage];
    const shown = await drawnFigure(`${SHELL}${projectPage}`, PROJECT_ID);
    // Each replica keeps both pages as they are before the change.
    for (const origin of [SHELL, SECOND_SHELL])
      for (const path of pages) expect(await drawnFigure(`${origin}${path}`, PROJECT_ID)).toBe(shown);
    const staff = await signInStaff(SHELL, PROOF_ADMIN);
    const answer = await fetch(`${SHELL}/api/staff/projects/${PROJECT_ID}/offline-gifts`, {
      method: 'POST',
      headers: { cookie: staff, origin: SHELL, 'content-type': 'application/json' },
      body: JSON.stringify({ amount: OFFLINE_GIFT }),
    });
    const changedAt = Date.now();
    const recorded = await answer.text();
    expect({ status: answer.status, keys: answer.headers.get('x-changed-keys'), recorded }).toEqual({
      status: 201,
      keys: `project:${PROJECT_ID}`,
      recorded: expect.stringContaining(`"amount":${OFFLINE_GIFT}`),
    });
    const expected = shown + OFFLINE_GIFT;
    const freshAfter = await Promise.all(
      [SHELL, SECOND_SHELL].flatMap((origin) =>
        pages.map(async (path) => ({
          page: `${origin}${path}`,
          ms: await waitForFigure(`${origin}${path}`, PROJECT_ID, expected, changedAt, FRESH_WITHIN_MS + 5_000),
        })),
      ),
    );
    console.log(`fresh after the change (ms): ${freshAfter.map(({ page, ms }) => `${page} ${ms}`).join(' · ')}`);
    for (const { page: address, ms } of freshAfter)
      expect({ address, withinLimit: ms <= FRESH_WITHIN_MS }).toEqual({ address, withinLimit: true });
    mark('fresh on both replicas');

    expect(running.get('shell')?.pid).toBe(shellPid);
    expect(running.get('second-shell')?.pid).toBe(secondShellPid);
    for (const name of ['shell', 'second-shell']) {
      const server = must(running.get(name), name);
      expect({ name, exitCode: server.exitCode, signal: server.signalCode }).toEqual({
        name,
        exitCode: null,
        signal: null,
      });
    }
    expect(await json<VersionInfo>(`${SHELL}/version`)).toEqual(shellVersion);
    expect(await json<VersionInfo>(`${SECOND_SHELL}/version`)).toEqual(shellVersion);
  });
});
