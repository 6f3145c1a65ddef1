import type { Server } from 'node:http';
import type { INestApplication, LoggerService } from '@nestjs/common';
import { ShutdownState } from '../kit/shutdown-state';

export type ShutdownOutcome = { drained: boolean; durationMs: number };

/**
 * The order that loses nothing: readiness turns 503 and answers close their connections; the listening
 * socket closes (new connections are refused) and idle keep-alive connections with it; requests in flight
 * finish, for at most `timeoutMs` (then their connections are cut); only then app.close() closes the
 * database pool (TypeORM's shutdown hook), so a request still running never loses its database.
 */
export async function closeGracefully(
  app: INestApplication,
  timeoutMs: number,
  logger: LoggerService,
): Promise<ShutdownOutcome> {
  const started = Date.now();
  app.get(ShutdownState).beginDraining();
  const server = app.getHttpServer() as Server;
  const drained = await new Promise<boolean>((resolve) => {
    let finished = false;
    const timer = setTimeout(() => {
      if (finished) return;
      finished = true;
      server.closeAllConnections();
      resolve(false);
    }, timeoutMs);
    server.close(() => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      resolve(true);
    });
    // A finished response leaves its keep-alive connection idle: close those as they appear instead of
    // waiting for the keep-alive timeout.
    const idleSweep = setInterval(() => server.closeIdleConnections(), 100);
    server.once('close', () => clearInterval(idleSweep));
  });
  logger.log({
    message: drained ? 'requests in flight finished' : `cut the connections still open after ${timeoutMs} ms`,
    drained,
  });
  await app.close();
  return { drained, durationMs: Date.now() - started };
}
