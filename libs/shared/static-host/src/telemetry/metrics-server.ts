import { createServer, type Server } from 'node:http';
import { isIP } from 'node:net';
import { type Env, integer, readVariables, refuseIfAny, type Variable, variable } from '@solar/shared-config';
import { z } from 'zod';
import { serveMetrics } from './metrics';

/** Where the metrics listener says where it is, or why it is not (a pino logger, or the API's Nest logger). */
export type MetricsLog = {
  info: (fields: Record<string, unknown>, message: string) => void;
  error: (fields: Record<string, unknown>, message: string) => void;
};

export type MetricsConfig = {
  /** 0: no metrics port (tests that start built servers, a host that scrapes nothing). */
  port: number;
  /** 127.0.0.1 unless METRICS_HOST says otherwise (compose and Kubernetes: 0.0.0.0, their network only). */
  host: string;
};

const METRICS_PATH = '/metrics';

const address = (): Variable<string> =>
  variable(
    z.string().refine((value) => isIP(value) !== 0),
    'an IP address to listen on (127.0.0.1, 0.0.0.0 or ::)',
    { fallback: '127.0.0.1' },
  );

/**
 * Where a process serves /metrics (decision 074): its own variable (API_METRICS_PORT, SHELL_METRICS_PORT,
 * CONTENT_METRICS_PORT…, so one environment can start every process, as `npm start` does), then METRICS_PORT (a
 * container running one process), then its default; and METRICS_HOST.
 */
export function readMetricsConfig(env: Env, ownVariable: string, defaultPort: number): MetricsConfig {
  const problems: string[] = [];
  const variables: Record<string, Variable<number | string | undefined>> = {
    [ownVariable]: integer(0, 65_535),
    METRICS_PORT: integer(0, 65_535),
    METRICS_HOST: address(),
  };
  const { values } = readVariables(variables, env, problems);
  refuseIfAny(problems, 'metrics');
  const port = (values[ownVariable] ?? values['METRICS_PORT'] ?? defaultPort) as number;
  return { port, host: values['METRICS_HOST'] as string };
}

/**
 * A second listener for Prometheus alone: kept off the site's port, so /metrics is never public through the
 * ingress or the shell's proxy, and a scrape never queues behind visitors. A port already taken is logged and the
 * process serves on without metrics (an operator's alert on a missing target says so), rather than fail to start.
 */
export function startMetricsServer(config: MetricsConfig, logger: MetricsLog): Server | null {
  if (config.port === 0) return null;
  const server = createServer((req, res) => {
    if (req.method === 'GET' && req.url?.split('?')[0] === METRICS_PATH) return serveMetrics(req, res);
    res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Metrics are at /metrics\n');
  });
  server.on('error', (error: NodeJS.ErrnoException) =>
    logger.error(
      { metricsPort: config.port, code: error.code },
      `metrics not served on port ${config.port}: ${error.message}`,
    ),
  );
  server.listen(config.port, config.host, () =>
    logger.info({ metricsPort: config.port }, `metrics on http://${config.host}:${config.port}${METRICS_PATH}`),
  );
  // Never what keeps the process alive: it stops when the site's server has closed.
  server.unref();
  return server;
}
