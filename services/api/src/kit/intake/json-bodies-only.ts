import { UnsupportedMediaTypeException } from '@nestjs/common';
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { findIntakeException, type IntakeException, JSON_MEDIA_TYPE, pathOf } from './intake-exceptions';

const BODY_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH']);

/** An empty POST (fetch without a body sends Content-Length: 0 and no Content-Type) carries nothing to refuse. */
function carriesBody(headers: IncomingHttpHeaders): boolean {
  return headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > 0;
}

const MEDIA_TYPE = /^[\w!#$&^.+-]+\/[\w!#$&^.+-]+$/;

/** The Content-Type's media type, lower-cased, without parameters; undefined when there is none or it is malformed (as type-is read it). */
export function mediaTypeOf(contentType: string | undefined): string | undefined {
  if (contentType === undefined) return undefined;
  const separator = contentType.indexOf(';');
  const type = (separator === -1 ? contentType : contentType.slice(0, separator)).trim().toLowerCase();
  return MEDIA_TYPE.test(type) ? type : undefined;
}

/**
 * An onRequest hook: refuses (415) a POST, PUT or PATCH whose body is not JSON, before anything reads it, so a form post or a
 * text body never turns into an empty object that validation then explains field by field. An exception may
 * name other media types for its route.
 */
export function jsonBodiesOnly(exceptions: readonly IntakeException[]) {
  return (req: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void => {
    if (!BODY_METHODS.has(req.method) || !carriesBody(req.headers)) return done();
    const type = mediaTypeOf(req.headers['content-type']);
    if (type === JSON_MEDIA_TYPE) return done();
    const accepted = [
      JSON_MEDIA_TYPE,
      ...(findIntakeException(exceptions, req.method, pathOf(req.url))?.mediaTypes ?? []),
    ];
    if (type !== undefined && accepted.includes(type)) return done();
    done(new UnsupportedMediaTypeException(`Request bodies must be sent as ${accepted.join(' or ')}`));
  };
}
