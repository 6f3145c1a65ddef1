import { configOrExit } from '@solar/shared-config';
import { closeGracefully, createTimedServer, readMetricsConfig, startMetricsServer } from '@solar/static-host';
import { createShellApp } from './app';
import { readShellServerConfig } from './config';
import { logger } from './logger';

const config = configOrExit(() => readShellServerConfig(process.env));
const metrics = configOrExit(() => readMetricsConfig(process.env, 'SHELL_METRICS_PORT', 9465));
const server = createTimedServer(createShellApp(config)).listen(config.port, () => {
  logger.info(
    { api: config.apiUrl, remotes: config.remotes, version: config.version },
    `serving the site on http://localhost:${config.port}`,
  );
});
startMetricsServer(metrics, logger);
closeGracefully(server, logger);
