import type { FastifyRequest } from 'fastify';
import { mediaTypeOf } from '../kit/intake/json-bodies-only';

/** RFC 8058: a mail provider's one-click POST carries exactly this one field. */
export const ONE_CLICK_FIELD = 'List-Unsubscribe';
export const ONE_CLICK_VALUE = 'One-Click';
/** RFC 8058 §3.1: the body SHOULD be multipart/form-data and MAY be application/x-www-form-urlencoded. */
export const FORM_MEDIA_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'] as const;

/** True only for the exact url-encoded form `List-Unsubscribe=One-Click`: one field, once, with that value. */
export function isOneClickForm(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const keys = Object.keys(body);
  return (
    keys.length === 1 &&
    keys[0] === ONE_CLICK_FIELD &&
    (body as Record<string, unknown>)[ONE_CLICK_FIELD] === ONE_CLICK_VALUE
  );
}

function boundaryOf(contentType: string | undefined): string | undefined {
  const match = /;\s*boundary=(?:"([^"\r\n]{1,70})"|([^\s;"]{1,70}))/i.exec(contentType ?? '');
  return match?.[1] ?? match?.[2];
}

/** True only for a multipart form whose one part is the field List-Unsubscribe (not a file) holding One-Click. */
export function isOneClickMultipart(body: unknown, contentType: string | undefined): boolean {
  const boundary = boundaryOf(contentType);
  if (!boundary || !Buffer.isBuffer(body)) return false;
  // The preamble, the one part, then the closing delimiter's "--" and the epilogue.
  const [, part, closing, ...rest] = body.toString('utf8').split(`--${boundary}`);
  if (part === undefined || closing === undefined || rest.length > 0 || !closing.startsWith('--')) return false;
  const match = /^\r\n((?:[^\r\n]+\r\n)+)\r\n([\s\S]*)\r\n$/.exec(part);
  if (!match) return false;
  const headers = (match[1] ?? '').split('\r\n').filter(Boolean);
  const dispositions = headers.filter((header) => /^content-disposition:/i.test(header));
  return (
    match[2] === ONE_CLICK_VALUE &&
    dispositions.length === 1 &&
    /^content-disposition:\s*form-data;\s*name="?List-Unsubscribe"?\s*$/i.test(dispositions[0] ?? '') &&
    headers.every((header) => /^content-(disposition|type|transfer-encoding):/i.test(header))
  );
}

/** A one-click unsubscribe's body, in either of the RFC's encodings, and nothing else. */
export function isOneClickRequest(request: Pick<FastifyRequest, 'body' | 'headers'>): boolean {
  const type = mediaTypeOf(request.headers['content-type']);
  if (type === FORM_MEDIA_TYPES[0]) return isOneClickForm(request.body);
  if (type === FORM_MEDIA_TYPES[1]) return isOneClickMultipart(request.body, request.headers['content-type']);
  return false;
}
