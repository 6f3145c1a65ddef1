import type { IncomingHttpHeaders } from 'node:http';
import { parse as parseQueryString } from 'node:querystring';
import type { Readable, Transform } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BadRequestException, PayloadTooLargeException } from '@nestjs/common';
import { ARTICLE_IMAGE_MAX_BYTES, ONE_CLICK_UNSUBSCRIBE_API_PATH } from '@solar/shared-contracts';
import { STAFF_SESSION_COOKIE } from '../session-cookie';
import { ARTICLE_IMAGE_UPLOAD_PATH, IMAGE_UPLOAD_MEDIA_TYPES } from './intake-exceptions';

/** 100 KB, as body-parser read the app's '100kb' limit. */
export const BODY_LIMIT_BYTES = 100 * 1024;

/** The one-click unsubscribe's form: at most this many fields (more is a 413, as body-parser answered). */
const ONE_CLICK_PARAMETER_LIMIT = 5;

/**
 * An error the client may see, shaped as body-parser's (http-errors): `status` and `expose`, which the
 * exception filter passes on (a 413 with the API's own wording).
 */
export type ExposedHttpError = Error & { status: number; statusCode: number; expose: true };

export function exposedHttpError(status: number, message: string, from?: Error): ExposedHttpError {
  const error = (from ?? new Error(message)) as ExposedHttpError;
  if (from) error.message = message;
  return Object.assign(error, { status, statusCode: status, expose: true as const });
}

const tooLarge = () => exposedHttpError(413, 'request entity too large');

function charsetOf(contentType: string | undefined): string | undefined {
  const match = /;\s*charset\s*=\s*(?:"([^"]*)"|([^;\s]*))/i.exec(contentType ?? '');
  const charset = match?.[1] ?? match?.[2];
  return charset ? charset.toLowerCase() : undefined;
}

/** The request body's bytes, inflated as its Content-Encoding says, at most `limit` of them (body-parser's read). */
function decodedStream(
  payload: Readable,
  headers: IncomingHttpHeaders,
): { stream: Readable | Transform; length: number | undefined } {
  const encoding = (headers['content-encoding'] ?? 'identity').toLowerCase();
  if (encoding === 'identity') {
    const declared = headers['content-length'];
    return { stream: payload, length: declared === undefined ? undefined : Number(declared) };
  }
  const inflate =
    encoding === 'deflate'
      ? createInflate()
      : encoding === 'gzip'
        ? createGunzip()
        : encoding === 'br'
          ? createBrotliDecompress()
          : undefined;
  if (!inflate) throw exposedHttpError(415, `unsupported content encoding "${encoding}"`);
  payload.pipe(inflate);
  return { stream: inflate, length: undefined };
}

/** Reads off whatever is left of the request, so the error answer goes to a client that has finished sending. */
function dump(payload: Readable, then: () => void): void {
  if (payload.readableEnded) return then();
  payload.on('end', then);
  payload.on('error', then);
  payload.resume();
}

export function readBody(payload: Readable, headers: IncomingHttpHeaders, limit = BODY_LIMIT_BYTES): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const fail = (error: Error) => dump(payload, () => reject(error));
    let source: { stream: Readable | Transform; length: number | undefined };
    try {
      source = decodedStream(payload, headers);
    } catch (error) {
      return fail(error as Error);
    }
    const { stream, length } = source;
    if (length !== undefined && length > limit) return fail(tooLarge());
    const chunks: Buffer[] = [];
    let received = 0;
    let settled = false;
    const settle = (error: Error | undefined, body?: Buffer) => {
      if (settled) return;
      settled = true;
      stream.removeListener('data', onData);
      if (stream !== payload) {
        payload.unpipe(stream as Transform);
        stream.on('error', () => undefined);
        stream.destroy();
      }
      if (error) fail(error);
      else resolve(body as Buffer);
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > limit) settle(tooLarge());
      else chunks.push(chunk);
    };
    stream.on('data', onData);
    stream.on('end', () => {
      if (length !== undefined && received !== length)
        settle(exposedHttpError(400, 'request size did not match content length'));
      else settle(undefined, Buffer.concat(chunks, received));
    });
    stream.on('error', (error: Error) => settle(exposedHttpError(400, error.message, error)));
    payload.on('aborted', () => settle(exposedHttpError(400, 'request aborted')));
  });
}

/** The body as text in `charset` (a byte order mark dropped, as iconv-lite did for body-parser). */
function decodeText(body: Buffer, charset: string): string {
  let text: string;
  if (charset === 'utf-8' || charset === 'utf8') text = body.toString('utf8');
  else if (charset === 'iso-8859-1' || charset === 'latin1') text = body.toString('latin1');
  else {
    try {
      text = new TextDecoder(charset, { ignoreBOM: true }).decode(body);
    } catch {
      throw exposedHttpError(415, `unsupported charset "${charset.toUpperCase()}"`);
    }
  }
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

const FIRST_NON_WHITESPACE = /^[ \t\n\r]*([^ \t\n\r]|$)/;

/** JSON.parse's own error for the first character of a body that is neither an object nor an array (body-parser's strict mode). */
function strictSyntaxError(text: string, first: string | undefined): SyntaxError {
  const index = first === undefined ? -1 : text.indexOf(first);
  const partial = index === -1 ? '' : text.substring(0, index) + '#'.repeat(text.length - index);
  try {
    JSON.parse(partial);
    return new SyntaxError('strict violation');
  } catch (error) {
    const syntaxError = error as SyntaxError;
    syntaxError.message = syntaxError.message.replace(/#+/g, (placeholder) =>
      text.substring(index, index + placeholder.length),
    );
    return syntaxError;
  }
}

/**
 * body-parser's json() as Nest on Express ran it: an empty body is {}, only an object or an array at the top,
 * and a syntax error is JSON.parse's own (Nest turns a SyntaxError into a 400 with its message).
 */
export function parseJsonText(text: string): unknown {
  if (text.length === 0) return {};
  if (text[0] !== '{' && text[0] !== '[') {
    const first = FIRST_NON_WHITESPACE.exec(text)?.[1] || undefined;
    if (first !== '{' && first !== '[') throw strictSyntaxError(text, first);
  }
  return JSON.parse(text);
}

/** body-parser's parameter count: the number of '&'-separated parts, or undefined past the limit. */
function withinParameterLimit(text: string, limit: number): boolean {
  let count = 0;
  let index = -1;
  do {
    count++;
    if (count > limit) return false;
    index = text.indexOf('&', index + 1);
  } while (index !== -1);
  return true;
}

const isImageUploadRoute = (request: FastifyRequest) =>
  request.method === 'POST' && request.routeOptions.url === ARTICLE_IMAGE_UPLOAD_PATH;

/** An upload over the limit: said in the staff's terms, before more of it is read where Content-Length tells. */
const imageTooLarge = () =>
  new PayloadTooLargeException(`Images must be at most ${ARTICLE_IMAGE_MAX_BYTES / (1024 * 1024)} MB`);

const isOneClickRoute = (request: FastifyRequest) =>
  request.method === 'POST' && request.routeOptions.url === ONE_CLICK_UNSUBSCRIBE_API_PATH;

/**
 * Replaces Fastify's parsers with what Nest on Express parsed (decision 033): JSON on every route and method
 * (charset utf-*, inflated, at most 100 KB); on the one-click unsubscribe route only, flat url-encoded fields
 * (at most 5) and a multipart body kept as bytes for `isOneClickMultipart`. Any other body is left unread, as
 * Express left it: requests whose body the intake refuses never get here (json-bodies-only.ts).
 */
export function registerBodyParsers(fastify: FastifyInstance): void {
  fastify.removeAllContentTypeParsers();
  // Bodies on GET (and HEAD) are read as Express read them: a GET with a 3,000-level JSON body is a 400, not a 200.
  for (const method of ['GET', 'HEAD']) fastify.addHttpMethod(method, { hasBody: true, overrideExisting: true });
  fastify.addContentTypeParser('application/json', async (request: FastifyRequest, payload: Readable) => {
    const charset = charsetOf(request.headers['content-type']) ?? 'utf-8';
    if (!charset.startsWith('utf-')) throw exposedHttpError(415, `unsupported charset "${charset.toUpperCase()}"`);
    const text = decodeText(await readBody(payload, request.headers), charset);
    try {
      return parseJsonText(text);
    } catch (error) {
      // What Nest made of body-parser's SyntaxError: a 400 with JSON.parse's message.
      throw new BadRequestException((error as Error).message);
    }
  });
  fastify.addContentTypeParser(
    'application/x-www-form-urlencoded',
    async (request: FastifyRequest, payload: Readable) => {
      if (!isOneClickRoute(request)) return undefined;
      const charset = charsetOf(request.headers['content-type']) ?? 'utf-8';
      if (charset !== 'utf-8' && charset !== 'iso-8859-1')
        throw exposedHttpError(415, `unsupported charset "${charset.toUpperCase()}"`);
      const text = decodeText(await readBody(payload, request.headers), charset);
      if (text.length === 0) return {};
      if (!withinParameterLimit(text, ONE_CLICK_PARAMETER_LIMIT)) throw exposedHttpError(413, 'too many parameters');
      return { ...parseQueryString(text) };
    },
  );
  fastify.addContentTypeParser('multipart/form-data', async (request: FastifyRequest, payload: Readable) => {
    if (!isOneClickRoute(request)) return undefined;
    return readBody(payload, request.headers);
  });
  // An article image's bytes, on its upload route only (at most 10 MB; its type is judged from the bytes later).
  fastify.addContentTypeParser([...IMAGE_UPLOAD_MEDIA_TYPES], async (request: FastifyRequest, payload: Readable) => {
    // Nothing is read for a caller with no session at all: the staff guard answers 401 without 10 MB in memory.
    if (!isImageUploadRoute(request) || !request.cookies?.[STAFF_SESSION_COOKIE]) return undefined;
    try {
      return await readBody(payload, request.headers, ARTICLE_IMAGE_MAX_BYTES);
    } catch (error) {
      throw (error as { status?: number }).status === 413 ? imageTooLarge() : error;
    }
  });
  // Any other media type (or none) on a route that does not refuse it: not read, as on Express.
  fastify.addContentTypeParser(
    '*',
    (_request: FastifyRequest, _payload: Readable, done: (error: Error | null, body?: unknown) => void) =>
      done(null, undefined),
  );
}
