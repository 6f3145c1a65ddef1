import { ForbiddenException } from '@nestjs/common';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { findIntakeException, type IntakeException, pathOf, STATE_CHANGING_METHODS } from './intake-exceptions';

type OriginHeaders = { origin?: string | undefined; referer?: string | undefined };

function originOf(value: string): string | undefined {
  try {
    const { origin } = new URL(value);
    // Opaque origins (data:, sandboxed frames, privacy-sensitive redirects) serialise as "null".
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

/** The Origin header's origin, or when there is none the Referer's; undefined when neither names one. */
export function requestOrigin(headers: OriginHeaders): string | undefined {
  if (headers.origin !== undefined) return originOf(headers.origin);
  return headers.referer === undefined ? undefined : originOf(headers.referer);
}

/**
 * An onRequest hook: refuses (403) a state-changing request that does not come from the site's own pages: browsers send
 * Origin with every POST, PUT, PATCH and DELETE, and the shell's proxy passes it on unchanged, so a form
 * another site posts here, or a request naming no origin at all, never reaches a controller. The routes in
 * `exceptions` marked crossSite are let through.
 */
export function sameOriginOnly(shellOrigin: string, exceptions: readonly IntakeException[]) {
  const siteOrigin = new URL(shellOrigin).origin;
  return (req: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void => {
    if (!STATE_CHANGING_METHODS.has(req.method) || requestOrigin(req.headers) === siteOrigin) return done();
    if (findIntakeException(exceptions, req.method, pathOf(req.url))?.crossSite) return done();
    done(
      new ForbiddenException(
        `Only the site's own pages may send this request: its Origin (or Referer) must be ${siteOrigin}`,
      ),
    );
  };
}
