import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';

/** Letters, digits, `_` and `-`, 8 to 64 of them: a UUID, or another tracer's id; nothing that could break a log line. */
export const REQUEST_ID_PATTERN = /^[\w-]{8,64}$/;

/** An IPv4 client on a dual-stack socket shows as ::ffff:a.b.c.d. */
function plainAddress(address: string): string {
  return address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
}

/**
 * The id of a request: the X-Request-Id it came with when the hop that sent it is trusted (the shell's server for
 * the API, a load balancer named in TRUSTED_PROXIES for the shell) and the id is well formed; otherwise a new UUID.
 * An id is not a secret, but a visitor choosing one could make their requests look like someone else's in the logs.
 */
export function requestIdOf(req: IncomingMessage, isTrustedProxy: (address: string) => boolean): string {
  const incoming = req.headers[REQUEST_ID_HEADER];
  const peer = req.socket?.remoteAddress;
  if (typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming) && peer && isTrustedProxy(plainAddress(peer)))
    return incoming;
  return randomUUID();
}
