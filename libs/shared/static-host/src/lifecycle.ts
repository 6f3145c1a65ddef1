import type { Server } from 'node:http';

/** Stops accepting connections on SIGTERM/SIGINT and exits once requests in flight have finished. */
export function closeGracefully(server: Server, name: string) {
  const shutdown = (signal: string) => {
    log(name, `received ${signal}, closing`);
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 10_000).unref();
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

export function log(name: string, message: string, extra: Record<string, unknown> = {}) {
  process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), service: name, message, ...extra })}\n`);
}
