import { createServer, type RequestListener, type Server } from 'node:http';

export type ServerTimeouts = {
  /** A client must have sent its request headers within this, */
  headersMs: number;
  /** and its whole request, body included, within this. */
  requestMs: number;
  /** An idle connection between two requests is closed after this. */
  keepAliveMs: number;
};

/** Node would otherwise wait 300 s for a stalled request body, holding a socket (and, through a proxy, two). */
export const SERVER_TIMEOUTS: ServerTimeouts = { headersMs: 20_000, requestMs: 30_000, keepAliveMs: 5_000 };

/** An HTTP server that answers a client too slow with its request 408 and closes the connection. */
export function createTimedServer(handler: RequestListener, timeouts: ServerTimeouts = SERVER_TIMEOUTS): Server {
  const server = createServer(
    {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      // Node enforces both limits only when it checks its connections (every 30 s by default), so check often.
      connectionsCheckingInterval: Math.min(1_000, Math.ceil(timeouts.headersMs / 4)),
    },
    handler,
  );
  server.keepAliveTimeout = timeouts.keepAliveMs;
  return server;
}
