import { UnsupportedMediaTypeException } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { findIntakeException, type IntakeException, JSON_MEDIA_TYPE } from './intake-exceptions';

const BODY_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH']);

/** An empty POST (fetch without a body sends Content-Length: 0 and no Content-Type) carries nothing to refuse. */
function carriesBody(req: Request): boolean {
  return req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
}

/**
 * Refuses (415) a POST, PUT or PATCH whose body is not JSON, before anything reads it, so a form post or a
 * text body never turns into an empty object that validation then explains field by field. An exception may
 * name other media types for its route.
 */
export function jsonBodiesOnly(exceptions: readonly IntakeException[]) {
  return (req: Request, _res: Response, next: NextFunction): void => {
    if (!BODY_METHODS.has(req.method) || !carriesBody(req)) return next();
    const accepted = [JSON_MEDIA_TYPE, ...(findIntakeException(exceptions, req.method, req.path)?.mediaTypes ?? [])];
    if (req.is(accepted)) return next();
    next(new UnsupportedMediaTypeException(`Request bodies must be sent as ${accepted.join(' or ')}`));
  };
}
