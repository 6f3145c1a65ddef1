import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

export type RequestContext = { requestId: string };

/** The request being handled, for every log line written while handling it (set by requestLogging()). */
export const requestContext = new AsyncLocalStorage<RequestContext>();

/** The same format the shell's server accepts (shell/server/api-proxy.ts); anything else gets a fresh UUID. */
export const REQUEST_ID_PATTERN = /^[\w-]{8,64}$/;

export function requestIdFrom(header: string | string[] | undefined): string {
  return typeof header === 'string' && REQUEST_ID_PATTERN.test(header) ? header : randomUUID();
}

export function currentRequestId(): string | undefined {
  return requestContext.getStore()?.requestId;
}
