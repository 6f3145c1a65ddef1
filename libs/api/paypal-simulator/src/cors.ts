import type { NextFunction, Request, Response } from 'express';

const LOCAL_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/;

export function isLocalOrigin(origin: string | undefined): origin is string {
  return origin !== undefined && LOCAL_ORIGIN.test(origin);
}

/** A development tool: any page served from this machine may call it; nothing else gets CORS permission. */
export function localCors() {
  return (req: Request, res: Response, next: NextFunction) => {
    res.append('Vary', 'Origin');
    const origin = req.headers.origin;
    if (isLocalOrigin(origin)) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, POST, PATCH, OPTIONS');
      res.setHeader(
        'Access-Control-Allow-Headers',
        'Authorization, Content-Type, PayPal-Request-Id, Prefer, PayPal-Mock-Response',
      );
      res.setHeader('Access-Control-Max-Age', '600');
    }
    if (req.method === 'OPTIONS') {
      res.status(204).end();
      return;
    }
    next();
  };
}
