import type { NextFunction, Request, Response } from 'express';
import type { RemoteLocations } from '@solar/shared-contracts';
import { renderPage } from './page-html';

export const STAFF_ROBOTS_META = '<meta name="robots" content="noindex, nofollow">';
const STAFF_TITLE = 'Staff console';

export function isStaffPath(pathname: string): boolean {
  return pathname === '/staff' || pathname.startsWith('/staff/');
}

type StaffPageOptions = { template: () => string; remotes: RemoteLocations; headExtra?: string };

/**
 * The back office's pages: the plain app shell, never a prerendered copy, never indexed, never stored by the
 * browser or any cache (so the back button after signing out cannot show a page read while signed in).
 */
export function staffPages({ template, remotes, headExtra = '' }: StaffPageOptions) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!isStaffPath(req.path) || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Robots-Tag', 'noindex, nofollow');
    res
      .type('html')
      .send(renderPage({ template: template(), remotes, title: STAFF_TITLE, headHtml: STAFF_ROBOTS_META + headExtra }));
  };
}
