import type { Server } from 'node:http';
import { SERVER_TIMEOUTS, type ServerTimeouts } from '@solar/static-host';

/**
 * The shell's and the remotes' limits (request headers within 20 s, the whole request within 30 s, else 408
 * and the connection closed), but idle connections are kept for 65 s: longer than the shell proxy keeps a
 * free socket (4 s), so the API never closes a socket the proxy is about to reuse.
 */
export const API_SERVER_TIMEOUTS: ServerTimeouts = { ...SERVER_TIMEOUTS, keepAliveMs: 65_000 };

/** Applies `timeouts` to the server Nest created. Call before it listens: Node starts checking connections then. */
export function applyServerTimeouts(server: Server, timeouts: ServerTimeouts = API_SERVER_TIMEOUTS): void {
  server.headersTimeout = timeouts.headersMs;
  server.requestTimeout = timeouts.requestMs;
  server.keepAliveTimeout = timeouts.keepAliveMs;
  // Node enforces the two request limits only when it checks its connections (every 30 s by default), as
  // createTimedServer does for the shell and the remotes.
  (server as Server & { connectionsCheckingInterval: number }).connectionsCheckingInterval = Math.min(
    1_000,
    Math.ceil(timeouts.headersMs / 4),
  );
}
