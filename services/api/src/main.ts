import 'reflect-metadata';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { InvalidLogLevelError, logLevelFrom, readMetricsConfig, startMetricsServer } from '@solar/static-host';
import { InvalidConfigError, readApiConfig } from './app/api-config';
import { createApp, listenOnAllInterfaces } from './app/create-app';
import { closeGracefully } from './app/graceful-shutdown';
import { ensureUsableSqliteFile, UnusableDatabaseFileError } from './database/sqlite-file';
import { asynchronousStdout } from './logging/log-destination';

const logger = new Logger('api');

async function bootstrap(): Promise<void> {
  const config = readApiConfig(process.env, process.cwd(), join(__dirname, 'version.json'));
  const level = logLevelFrom(process.env);
  const metrics = readMetricsConfig(process.env, 'API_METRICS_PORT', 9464);
  // Checked again when the app opens it; checking first makes a damaged file one line on stderr, before Nest logs anything.
  if (!config.databaseUrl) ensureUsableSqliteFile(config.sqlitePath);
  // Log lines are written off the event loop, and still all of them when the process stops (log-destination.ts).
  const logDestination = asynchronousStdout();
  const app = await createApp(config, { logger: level, logDestination });
  await listenOnAllInterfaces(app, config.port);
  startMetricsServer(metrics, {
    info: (fields, message) => logger.log({ message, ...fields }),
    error: (fields, message) => logger.error({ message, ...fields }),
  });
  const database = config.databaseUrl ? 'mysql (DATABASE_URL)' : `sqlite file ${config.sqlitePath}`;
  logger.log({
    message: `listening on http://localhost:${config.port} (database: ${database}, version ${config.version})`,
    port: config.port,
    version: config.version,
  });

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.log({
      message: `received ${signal}, draining requests in flight (at most ${config.shutdownTimeoutMs} ms)`,
      signal,
    });
    closeGracefully(app, config.shutdownTimeoutMs, logger)
      .then(({ drained, durationMs }) => {
        logger.log({ message: `stopped in ${durationMs} ms`, drained, durationMs });
        return logDestination.whenDrained().then(() => process.exit(0));
      })
      .catch((error: unknown) => {
        logger.error({ message: `shutdown failed: ${error instanceof Error ? error.message : String(error)}` });
        process.exit(1);
      });
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

bootstrap().catch((error: unknown) => {
  if (
    error instanceof InvalidConfigError ||
    error instanceof InvalidLogLevelError ||
    error instanceof UnusableDatabaseFileError
  ) {
    // A bad configuration or a damaged database file is the operator's to fix: say what is wrong, not a stack.
    process.stderr.write(`${error.message}\n`);
  } else {
    logger.fatal({
      message: `start-up failed: ${error instanceof Error ? error.message : String(error)}`,
      ...(error instanceof Error ? { stack: error.stack } : {}),
    });
  }
  process.exit(1);
});
