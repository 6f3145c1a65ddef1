import type { IncomingMessage } from 'node:http';
import { CHANGED_KEYS_HEADER, parseChangeKeys } from '@solar/shared-contracts';
import type { PageCache } from './page-cache';

/**
 * Watches the API's answers passing through the proxy (decision 071): one that changed public data names the keys
 * it changed (`X-Changed-Keys`), and once the API has answered (so it is committed) the kept pages sharing a key are
 * dropped. Which call it was, and what a key means, the shell does not know. Other replicas' pages age out within
 * their remote's `maxAgeMs` (decision 053).
 */
export function pageChanges(pages: PageCache) {
  return (_req: IncomingMessage, proxyRes: IncomingMessage): void => {
    if ((proxyRes.statusCode ?? 500) >= 400) return;
    const keys = parseChangeKeys(proxyRes.headers[CHANGED_KEYS_HEADER]);
    if (keys.length > 0) pages.invalidate(keys);
  };
}
