import type { IncomingMessage } from 'node:http';
import { giftMarkerCookie, type GiftMarkerOptions } from './gift-marker';
import type { ProjectFigures } from './project-figures';

/** Calls that can move a project's figures: payments and PayPal's webhooks, monthly gifts, the back office. */
const FIGURE_CHANGING = /^\/(?:paypal|api\/subscription|api\/staff)(?:\/|$)/;
const CAPTURE = /^\/paypal\/order\/[^/]+\/capture$/;
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

function pathOf(req: IncomingMessage): string {
  const url = (req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url ?? '';
  return url.split('?')[0] ?? '';
}

/**
 * Watches the API's answers passing through the proxy: a change that may move figures (once the API has answered
 * it, so the change is committed) drops the cached figures, and a captured gift leaves the visitor the marker
 * that makes their next project page read its figures afresh on any replica.
 */
export function figureFreshness(figures: ProjectFigures, marker: GiftMarkerOptions) {
  return (req: IncomingMessage, proxyRes: IncomingMessage): void => {
    const status = proxyRes.statusCode ?? 500;
    if (READS.has(req.method ?? 'GET') || status >= 400) return;
    const path = pathOf(req);
    if (!FIGURE_CHANGING.test(path)) return;
    figures.invalidate();
    if (!CAPTURE.test(path) || req.method !== 'POST') return;
    const cookie = giftMarkerCookie(req, marker);
    if (!cookie) return;
    const existing = proxyRes.headers['set-cookie'] ?? [];
    proxyRes.headers['set-cookie'] = [...existing, cookie];
  };
}
