import express from 'express';
import compression from 'compression';
import type { Server } from 'node:http';
import { configOrExit } from '@solar/shared-config';
import { remotes, type RemoteKey } from '@solar/shared-contracts';
import { assetHeaders } from './asset-headers';
import { allowOrigins } from './cors';
import { ApiReads } from './drawn-pages/api-reads';
import { publishedPages } from './drawn-pages/page-list-route';
import { drawnPages } from './drawn-pages/page-route';
import { loadRenderBundle, type RenderBundle } from './drawn-pages/render-bundle';
import { warmUp } from './drawn-pages/warm-up';
import { readRemoteServerConfig } from './env';
import { closeGracefully } from './lifecycle';
import { accessLog, createLogger, logLevelFrom, type Logger } from './logging';
import { staticFiles } from './static-files';
import { observeRequests, readMetricsConfig, setUpTracing, startMetricsServer } from './telemetry';
import { createTimedServer } from './timed-server';
import { trustedProxyMatcher } from './trusted-proxies';
import { buildStamp, versionInfo } from './version-info';

export type RemoteServerOptions = {
  name: string;
  /** The remote's built browser folder (holds mf-manifest.json and remoteEntry.js). */
  root: string;
  portVariable: string;
  defaultPort: number;
  /** The build's version.json (written beside the server's main.js); GET /version reports it. */
  stampFile?: string;
  /**
   * The build's server bundle of its pages (`dist/<remote>/render/prerender.js`): when it exports `drawPage`, the
   * server answers GET /_page with the pages it draws at request time (decision 053); when it exports `pageList`,
   * GET /_pages.json with every page it answers (decisions 081 and 083), with or without drawing any.
   */
  renderBundle?: string;
  /** Where Prometheus reads its metrics (decision 074); its own variable is the port's with _METRICS_PORT. */
  defaultMetricsPort?: number;
};

/** CONTENT_PORT → CONTENT_METRICS_PORT. */
function metricsPortVariable(options: RemoteServerOptions): string {
  return options.portVariable.replace(/_PORT$/, '') + '_METRICS_PORT';
}

/** The remote's routes that are not files (its health and version answers are Express routes). */
const remoteRouteOf = (path: string) => (path === '/_page' || path === '/_pages.json' ? path : null);

function remoteLogger(options: RemoteServerOptions, env: NodeJS.ProcessEnv): Logger {
  return createLogger({ service: options.name, level: logLevelFrom(env) });
}

/** The remote a server is (`mfe-donate` serves `donate`): only its own pages are published (decision 081). */
function ownerOf(name: string): RemoteKey | undefined {
  const key = name.replace(/^mfe-/, '');
  return Object.prototype.hasOwnProperty.call(remotes, key) ? (key as RemoteKey) : undefined;
}

function renderBundleOf(options: RemoteServerOptions, logger: Logger): RenderBundle | null {
  return options.renderBundle ? loadRenderBundle(options.renderBundle, logger, ownerOf(options.name)) : null;
}

/**
 * Browsers and the shell's server fetch files here, and the shell asks for its pages. A request keeps the
 * X-Request-Id it came with only from a peer in TRUSTED_PROXIES (the shell's server: its visitor's id, decision
 * 061); any other gets its own id.
 */
export function createRemoteApp(
  options: RemoteServerOptions,
  env: NodeJS.ProcessEnv = process.env,
  logger: Logger = remoteLogger(options, env),
  bundle: RenderBundle | null = renderBundleOf(options, logger),
) {
  const config = readRemoteServerConfig(env, options.name, options.portVariable, options.defaultPort);
  const app = express();
  app.disable('x-powered-by');
  const isTrustedProxy = trustedProxyMatcher(config.trustedProxies);
  setUpTracing({ service: options.name, env });
  app.use(observeRequests({ isTrustedProxy, routeOf: remoteRouteOf }));
  app.use(accessLog({ logger, isTrustedProxy, isQuiet: (path) => path === '/healthz' }));
  app.use(compression());
  // The shell's pages, on another origin, load every file.
  app.use(assetHeaders('cross-origin'));
  const version = () => versionInfo(options.name, options.stampFile, env);
  app.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ status: 'ok', ...version() });
  });
  app.get('/version', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(version());
  });
  // Asked by the shell's server only, before CORS and the files: nothing of a page is kept by a browser.
  if (bundle?.drawing) {
    const reads = new ApiReads({
      apiUrl: config.apiUrl,
      freshMs: Math.floor(config.pageMaxAgeMs / 2),
      maxAgeMs: config.pageMaxAgeMs,
      logger,
    });
    app.use(
      drawnPages({
        ...bundle.drawing,
        reads,
        build: buildStamp(options.stampFile) ?? version(),
        browserRoot: options.root,
        maxAgeMs: Math.floor(config.pageMaxAgeMs / 2),
        logger,
      }),
    );
  }
  if (bundle?.pages) app.use(publishedPages(bundle.pages));
  app.use(allowOrigins(config.allowedOrigins));
  app.use(staticFiles(options.root, { index: false }));
  app.use((_req, res) => {
    // Never kept by a browser or CDN: during a rollout, a replica without a file may answer before one with it.
    res.setHeader('Cache-Control', 'no-store');
    res.status(404).json({ statusCode: 404, error: 'Not Found', message: 'No such file in this remote' });
  });
  return app;
}

export function startRemoteServer(options: RemoteServerOptions, env: NodeJS.ProcessEnv = process.env): Server {
  const { port, apiUrl } = configOrExit(() =>
    readRemoteServerConfig(env, options.name, options.portVariable, options.defaultPort),
  );
  const metrics = configOrExit(() =>
    readMetricsConfig(env, metricsPortVariable(options), options.defaultMetricsPort ?? 0),
  );
  const logger = remoteLogger(options, env);
  const bundle = renderBundleOf(options, logger);
  const server = createTimedServer(createRemoteApp(options, env, logger, bundle));
  // Healthy only once warm: the first visitor's page is then drawn by compiled code (decision 058).
  const drawing = bundle?.drawing;
  const warm = drawing
    ? warmUp({ drawPage: drawing.drawPage, paths: drawing.warmUpPaths, apiUrl, logger })
    : Promise.resolve();
  void warm.then(() =>
    server.listen(port, () => {
      const { version, builtAt } = versionInfo(options.name, options.stampFile, env);
      logger.info({ port, version, builtAt }, `serving ${options.root} on port ${port}`);
    }),
  );
  startMetricsServer(metrics, logger);
  closeGracefully(server, logger);
  return server;
}
