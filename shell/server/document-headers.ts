import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import type { ShellServerConfig } from './config';
import { contentSecurityPolicy, permissionsPolicy } from './csp';

/**
 * The headers of a page (an HTML document): its CSP, Permissions-Policy, framing, opener, referrer and HSTS rules,
 * with nosniff and CORP as every response has them. Scripts, images and other files get only what applies to them
 * (assetHeaders in @solar/static-host, decision 042).
 */
export function documentHeaders(config: ShellServerConfig) {
  const secured = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    crossOriginEmbedderPolicy: false,
    // PayPal's checkout opens a popup that reports back through window.opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  const features = permissionsPolicy(config);
  return (req: Request, res: Response, next: NextFunction) => {
    res.setHeader('Permissions-Policy', features);
    secured(req, res, next);
  };
}
