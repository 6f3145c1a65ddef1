import type { IncomingMessage } from 'node:http';
import { REQUEST_ID_HEADER } from '@solar/static-host';

/** The id the access log gave the visitor's request (accessLog, first in app.ts), if it has run. */
export function visitIdOf(req: IncomingMessage): string | undefined {
  return typeof req.id === 'string' ? req.id : undefined;
}

/**
 * The header that carries a visitor's request id to a remote (decision 061): a remote that trusts this server logs
 * its answer, and any API read it makes for it, under the same id.
 */
export function requestIdHeader(requestId: string | undefined): Record<string, string> {
  return requestId ? { [REQUEST_ID_HEADER]: requestId } : {};
}
