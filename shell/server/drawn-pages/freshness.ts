import type { IncomingMessage } from 'node:http';
import { giftMarkerCookie, type GiftMarkerOptions } from './gift-marker';
import type { PageCache } from './page-cache';

/** Calls that change what drawn pages show: payments and PayPal's webhooks, monthly gifts, the back office. */
const PAGE_CHANGING = /^\/(?:paypal|api\/subscription|api\/staff)(?:\/|$)/;
const CAPTURE = /^\/paypal\/order\/[^/]+\/capture$/;
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

function pathOf(req: IncomingMessage): string {
  const url = (req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url ?? '';
  return url.split('?')[0] ?? '';
}

/**
 * Watches the API's answers passing through the proxy: a change (once the API has answered it, so it is committed)
 * drops this replica's drawn pages, and a captured gift leaves the visitor the marker that makes their next project
 * page be drawn afresh on any replica (decision 053, keeping decision 031's promise to a donor).
 */
export function pageFreshness(pages: PageCache, marker: GiftMarkerOptions) {
  return (req: IncomingMessage, proxyRes: IncomingMessage): void => {
    const status = proxyRes.statusCode ?? 500;
    if (READS.has(req.method ?? 'GET') || status >= 400) return;
    const path = pathOf(req);
    if (!PAGE_CHANGING.test(path)) return;
    pages.invalidate();
    if (!CAPTURE.test(path) || req.method !== 'POST') return;
    const cookie = giftMarkerCookie(req, marker);
    if (!cookie) return;
    const existing = proxyRes.headers['set-cookie'] ?? [];
    proxyRes.headers['set-cookie'] = [...existing, cookie];
  };
}
