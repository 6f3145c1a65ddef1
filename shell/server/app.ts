import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import compression from 'compression';
import type { RequestListener } from 'node:http';
import express, { type NextFunction, type Request, type Response } from 'express';
import {
  accessLog,
  assetHeaders,
  observedRequests,
  setUpTracing,
  staticFiles,
  trustedProxyMatcher,
  versionInfo,
} from '@solar/static-host';
import { frameKey, PRERENDER_SLOT } from '../src/app/prerender-frames';
import { NOT_FOUND_TITLE } from '../src/app/route-table';
import { remoteEndpoints as declaredEndpoints } from '@solar/shared-contracts';
import { apiProxy } from './api-proxy';
import type { ShellServerConfig } from './config';
import { documentHeaders } from './document-headers';
import { errorPageHtml, type ErrorStatus } from './error-page';
import { LIVE_RELOAD_SCRIPT, liveReload } from './live-reload';
import { logger } from './logger';
import {
  documentCacheControl,
  isKnownRoute,
  isNoindexRoute,
  NOINDEX_META,
  pageTitleFor,
  preloadHintList,
  renderPage,
} from './page-html';
import { prerenderedBody, RemotePrerenders, ShellFrames, type PrerenderedPage } from './prerendered-pages';
import { shellRouteOf } from './request-routes';
import { DrawnPages, headersOf } from './drawn-pages/drawn-pages';
import { pageChanges } from './drawn-pages/page-changes';
import { PageCache } from './drawn-pages/page-cache';
import { RemoteFragments } from './drawn-pages/remote-fragments';
import { RemoteManifests } from './remote-manifests';
import { RemotePageLists, UNKNOWN_PATH_FRESH_MS } from './remote-page-lists';
import { remoteEndpoints } from './remote-endpoints';
import { seoHeadHtml } from './seo/head-tags';
import { pageMeta, withHead } from './seo/page-meta';
import { robotsTxt, sitemapXml } from './seo/robots-sitemap';
import { SiteFactsSources } from './seo/site-facts';
import { SECURITY_TXT_PATH, securityTxt } from './security-txt';
import { findRoute, frameKeyOf, runTimeRoutes } from './site-routes';
import { staffPages } from './staff-pages';
import { shellSharedFiles, shellStartupFiles } from './startup-assets';
import { visitIdOf } from './visit-id';
import { WEB_MANIFEST_PATH, webManifest } from './web-manifest';

/** In development the build rewrites index.html on every change, so it is read afresh each time. */
function pageTemplate(config: ShellServerConfig): () => string {
  const read = () => readFileSync(join(config.browserRoot, 'index.html'), 'utf8');
  if (config.liveReload) return read;
  const template = read();
  return () => template;
}

/** Development rebuilds without prerendering, so the browser renders every page itself there. */
function prerenderer(config: ShellServerConfig, frames: ShellFrames): (req: Request) => Promise<PrerenderedPage> {
  if (config.liveReload) return async () => ({ body: '', head: {} });
  const pages = new RemotePrerenders(config.internalRemotes);
  return (req) => prerenderedBody(req.originalUrl, config.remotes, frames, pages, visitIdOf(req));
}

/** The shell's prerendered frame (header and footer) of the route at `path`, if the build made one. */
function frameFor(frames: ShellFrames, path: string): string | null {
  const route = findRoute(path);
  const frame = frames.get(route ? frameKeyOf(route) : frameKey(0));
  return frame?.includes(PRERENDER_SLOT) ? frame : null;
}

/**
 * A built page whose remote cannot be had now cannot be drawn at all: the browser would fail to load it too. It
 * gets the site's 503 (the remote does not answer) or 502 (it answers with something that is not its manifest).
 * Without prerendered frames (development, unit tests) the browser's own retry panel is left to say so.
 */
async function unavailable(
  path: string,
  frames: ShellFrames,
  manifests: RemoteManifests,
  requestId: string | undefined,
): Promise<{ status: ErrorStatus; frame: string } | null> {
  const entry = findRoute(path);
  const frame = frameFor(frames, path);
  if (!entry || !frame) return null;
  const failure = await manifests.failure(entry.remote, requestId);
  if (!failure) return null;
  return { status: failure === 'unreachable' ? 503 : 502, frame };
}

function sendError(res: Response, status: ErrorStatus, frame: string | null) {
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Robots-Tag', 'noindex');
  if (status !== 500) res.setHeader('Retry-After', '30');
  res.type('html');
  res.status(status).send(errorPageHtml(status, frame));
}

type PageSources = {
  config: ShellServerConfig;
  template: () => string;
  frames: ShellFrames;
  manifests: RemoteManifests;
  shellFiles: readonly string[];
  shellShared: ReturnType<typeof shellSharedFiles>;
  drawn: DrawnPages | null;
  render: typeof renderPage;
  pageLists: RemotePageLists;
};

function sendPage({
  config,
  template,
  frames,
  manifests,
  shellFiles,
  shellShared,
  drawn,
  render,
  pageLists,
}: PageSources) {
  const prerender = prerenderer(config, frames);
  return async (req: Request, res: Response) => {
    const visitId = visitIdOf(req);
    // A page a remote has just shipped is known before the address is answered 404 (decision 081), and the first
    // page this process sends names every later page for the browser's router.
    const known = findRoute(req.path) !== null;
    const reading = pageLists.refresh(known ? undefined : UNKNOWN_PATH_FRESH_MS, visitId);
    if (!known || !pageLists.loaded) await reading;
    const down = config.liveReload ? null : await unavailable(req.path, frames, manifests, visitId);
    if (down) return sendError(res, down.status, down.frame);
    // A page its remote draws at request time (decision 053); if it cannot be drawn, its build-time copy, as before.
    if (drawn && (await drawn.send(req, res))) return;
    const [hints, prerendered] = await Promise.all([
      preloadHintList(req.path, config.remotes, manifests, shellFiles, shellShared, visitId),
      prerender(req),
    ]);
    const status = isKnownRoute(req.path) ? 200 : 404;
    const noindex = isNoindexRoute(req.path);
    // A page answering 404 keeps the site's head, as the not-found page does; a page's own facts come with its file.
    const base = status === 404 ? null : pageMeta(req.path, config.publicOrigin);
    const meta = base ? withHead(base, prerendered.head, config.publicOrigin) : null;
    const headExtra =
      (meta ? seoHeadHtml(meta, config.publicOrigin) : '') +
      (noindex ? NOINDEX_META : '') +
      (config.liveReload ? LIVE_RELOAD_SCRIPT : '');
    const title = meta?.title ?? (status === 404 ? NOT_FOUND_TITLE : pageTitleFor(req.path));
    const html = render({
      template: template(),
      remotes: config.remotes,
      title,
      description: meta?.description,
      headHtml: headExtra,
      hints,
      prerenderedBody: prerendered.body,
      routes: runTimeRoutes(),
    });
    res.setHeader('Cache-Control', documentCacheControl(req.path));
    if (noindex) res.setHeader('X-Robots-Tag', 'noindex');
    res.type('html');
    res.status(status).send(html);
  };
}

/** Crawlers read robots.txt often; an hour keeps it fresh after a deploy. */
const SEARCH_FILES_CACHE = 'public, max-age=3600';

/** The sitemap lists the articles as published now: a minute's caching at most (the page cache promises 5 s). */
const SITEMAP_CACHE = 'public, max-age=60';

const HTML_FILE = /\.html?$/i;

function wantsPage(req: Request): boolean {
  return (req.method === 'GET' || req.method === 'HEAD') && !/\.[a-z0-9]+$/i.test(req.path);
}

/** What the server is built from, replaceable in tests (e.g. a renderer that throws, to see the 500 page). */
export type ShellParts = { renderPage: typeof renderPage; pageCache?: PageCache };

/**
 * The site's request handler: a page its remote drew and this replica keeps is sent before Express runs at all
 * (decision 053); everything else goes through the app. Each request runs in its trace (decision 074).
 */
export function createShellApp(
  config: ShellServerConfig,
  env: NodeJS.ProcessEnv = process.env,
  parts: ShellParts = { renderPage },
): RequestListener {
  setUpTracing({ service: 'shell', env });
  const { app, drawn } = createShellExpressApp(config, env, parts);
  const handle: RequestListener = drawn
    ? (req, res) => {
        if (!drawn.fast(req, res)) app(req, res);
      }
    : app;
  // Measured and traced around everything, the kept pages included (decision 074).
  return observedRequests(handle, {
    isTrustedProxy: trustedProxyMatcher(config.trustedProxies),
    routeOf: shellRouteOf,
  });
}

function createShellExpressApp(config: ShellServerConfig, env: NodeJS.ProcessEnv, parts: ShellParts) {
  const template = pageTemplate(config);
  const app = express();
  app.disable('x-powered-by');
  const isTrustedProxy = trustedProxyMatcher(config.trustedProxies);
  app.set('trust proxy', (address: string) => isTrustedProxy(address));
  // First: every answer is logged, and its id is set before the API proxy passes it on (decision 045).
  app.use(accessLog({ logger, isTrustedProxy, isQuiet: (path) => path === '/healthz' }));
  const pageCache = parts.pageCache ?? new PageCache();
  const onApiResponse = pageChanges(pageCache);
  app.use(apiProxy({ apiUrl: config.apiUrl, isTrustedProxy, timeoutMs: config.apiTimeoutMs, onApiResponse }));
  app.use(
    remoteEndpoints({
      endpoints: declaredEndpoints,
      apiUrl: config.apiUrl,
      isTrustedProxy,
      timeoutMs: config.apiTimeoutMs,
      onChange: (keys) => pageCache.invalidate(keys),
    }),
  );
  app.use(compression());
  app.use(assetHeaders('same-origin'));
  const pageHeaders = documentHeaders(config);
  const version = () => versionInfo('shell', config.stampFile, env);
  app.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ status: 'ok', ...version() });
  });
  app.get('/version', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(version());
  });
  const facts = new SiteFactsSources(config.internalRemotes);
  const pageLists = new RemotePageLists(config.internalRemotes);
  app.get('/robots.txt', async (req, res) => {
    const { feeds } = await facts.get(visitIdOf(req));
    res.setHeader('Cache-Control', facts.loaded ? SEARCH_FILES_CACHE : 'no-cache');
    res.type('text/plain').send(robotsTxt(config.publicOrigin, feeds));
  });
  app.get(SECURITY_TXT_PATH, (_req, res) => {
    res.setHeader('Cache-Control', SEARCH_FILES_CACHE);
    res.type('text/plain; charset=utf-8').send(securityTxt(config.publicOrigin, config.securityTxtExpires));
  });
  const manifest = JSON.stringify(webManifest());
  app.get(WEB_MANIFEST_PATH, (_req, res) => {
    // Its address carries no hash, so a browser asks again each time rather than keep an old name or icon.
    res.setHeader('Cache-Control', 'no-cache');
    res.type('application/manifest+json; charset=utf-8').send(manifest);
  });
  app.get('/sitemap.xml', async (req, res) => {
    const [{ sitemap }] = await Promise.all([facts.get(visitIdOf(req)), pageLists.refresh(undefined, visitIdOf(req))]);
    // Without a remote's entries (its server unreachable) the sitemap is incomplete: crawlers should not keep it.
    res.setHeader('Cache-Control', facts.loaded ? SITEMAP_CACHE : 'no-cache');
    res.type('application/xml').send(sitemapXml(config.publicOrigin, sitemap));
  });
  if (config.liveReload) app.use(liveReload(join(config.browserRoot, '..', '..')));
  // The build's own HTML files (the template, the prerendered frames) are documents too.
  app.use((req, res, next) => (HTML_FILE.test(req.path) ? pageHeaders(req, res, next) : next()));
  app.use(staticFiles(config.browserRoot, { index: false }));
  // Whatever is left is answered with a page (or the missing-file JSON): every page has the full set.
  app.use(pageHeaders);
  app.use(staffPages({ template, remotes: config.remotes, headExtra: config.liveReload ? LIVE_RELOAD_SCRIPT : '' }));
  const frames = new ShellFrames(join(config.browserRoot, 'prerender'));
  const manifests = new RemoteManifests(config.internalRemotes);
  const shellFiles = config.liveReload ? [] : shellStartupFiles(config.browserRoot);
  const shellShared = config.liveReload ? {} : shellSharedFiles(config.browserRoot);
  const drawn = config.liveReload
    ? null
    : new DrawnPages({
        remotes: config.remotes,
        publicOrigin: config.publicOrigin,
        template,
        frames,
        manifests,
        fragments: new RemoteFragments(config.internalRemotes),
        cache: pageCache,
        shellFiles,
        shellShared,
        render: parts.renderPage,
        documentHeaders: headersOf(pageHeaders),
        isTrustedProxy,
      });
  const page = sendPage({
    config,
    template,
    frames,
    manifests,
    shellFiles,
    shellShared,
    drawn,
    render: parts.renderPage,
    pageLists,
  });
  app.use((req, res, next) => (wantsPage(req) ? page(req, res) : next()));
  app.use((_req, res) => {
    res.status(404).json({ statusCode: 404, error: 'Not Found', message: 'No such file' });
  });
  // Express 5 passes a handler's rejected promise here. The visitor gets the site's page, the log the cause.
  app.use((error: unknown, req: Request, res: Response, next: NextFunction) => {
    logger.error({ err: error, path: req.path }, 'page handler failed');
    if (res.headersSent) return next(error);
    sendError(res, 500, frameFor(frames, req.path));
  });
  return { app, drawn };
}
