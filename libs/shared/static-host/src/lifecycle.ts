import type { Server } from 'node:http';
import type { Logger } from 'pino';

/** Stops accepting connections on SIGTERM/SIGINT and exits once requests in flight have finished. */
export function closeGracefully(server: Server, logger: Logger) {
  const shutdown = (signal: string) => {
    logger.info({ signal }, `received ${signal}, closing`);
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 10_000).unref();
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}
