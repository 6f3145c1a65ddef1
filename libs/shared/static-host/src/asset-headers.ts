import type { NextFunction, Request, Response } from 'express';

/** Who may load a server's files: only pages of the same origin (the shell's own), or any (a remote's). */
export type ResourcePolicy = 'same-origin' | 'cross-origin';

/**
 * The headers that apply to a response that is not a page (a script, image, manifest, JSON): the browser uses it
 * only as the type it declares, and only the sites the policy names may embed it. Caching comes with each file
 * (cache-policy.ts) and CORS where a remote's files are read by script (cors.ts). A page's CSP, Permissions-Policy,
 * framing, opener and HSTS rules govern documents, so only pages send them: on every file they cost about 2 KB a
 * response, 35 KB of a first visit's scripts (decision 042).
 */
export function assetHeaders(policy: ResourcePolicy) {
  return (_req: Request, res: Response, next: NextFunction) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cross-Origin-Resource-Policy', policy);
    next();
  };
}

/**
 * A vector image opened on its own is a document that could run script: it gets a policy that runs none. Inside
 * a page (<img>, CSS) the browser never runs an image's script anyway.
 */
export const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'";
