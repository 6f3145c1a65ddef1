import type { IncomingMessage } from 'node:http';
import { REQUEST_ID_HEADER, traceHeaders } from '@solar/static-host';

/** The id the access log gave the visitor's request (accessLog, first in app.ts), if it has run. */
export function visitIdOf(req: IncomingMessage): string | undefined {
  return typeof req.id === 'string' ? req.id : undefined;
}

/**
 * The headers that carry a visitor's request id (decision 061) and trace (`traceparent`, decision 074) to a remote
 * or the API: a remote that trusts this server logs its answer, and any API read it makes for it, under the same
 * id, in the same trace. The trace is the active one: the visit's, or the first visit's for a draw visits share.
 */
export function requestIdHeader(requestId: string | undefined): Record<string, string> {
  return { ...(requestId ? { [REQUEST_ID_HEADER]: requestId } : {}), ...traceHeaders() };
}
