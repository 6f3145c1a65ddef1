import type { IncomingHttpHeaders } from 'node:http';

export type ClientConnection = {
  /** The address on the socket: the one thing about the client a client cannot write itself. */
  remoteAddress: string | undefined;
  encrypted: boolean;
  headers: IncomingHttpHeaders;
};

/** The X-Forwarded-* headers passed to the API; an undefined value means the header is removed. */
export type ForwardedHeaders = Record<'x-forwarded-for' | 'x-forwarded-proto' | 'x-forwarded-host', string | undefined>;

/** An IPv4 client on a dual-stack socket shows as ::ffff:a.b.c.d; the API is told a.b.c.d. */
function plainAddress(address: string): string {
  return address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
}

function headerValue(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/**
 * What the API is told about the client. The socket's address replaces any X-Forwarded-For the request carried,
 * so a visitor cannot choose the address the API rate-limits by. Only when the peer is a proxy the operator named
 * (TRUSTED_PROXIES) is its chain kept, with the peer appended as the next hop would.
 */
export function forwardedHeaders(
  client: ClientConnection,
  isTrustedProxy: (address: string) => boolean,
): ForwardedHeaders {
  const peer = client.remoteAddress ? plainAddress(client.remoteAddress) : undefined;
  const trusted = peer !== undefined && isTrustedProxy(peer);
  const forwarded = (name: string) => (trusted ? headerValue(client.headers, `x-forwarded-${name}`) : undefined);
  const chain = forwarded('for');
  return {
    'x-forwarded-for': chain && peer ? `${chain}, ${peer}` : peer,
    'x-forwarded-proto': forwarded('proto') ?? (client.encrypted ? 'https' : 'http'),
    'x-forwarded-host': forwarded('host') ?? headerValue(client.headers, 'host'),
  };
}
