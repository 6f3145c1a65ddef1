import { ServiceUnavailableException, UnauthorizedException, UnsupportedMediaTypeException } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { readSessionCookie } from '../kit/session-cookie';
import type { StaffRequestState } from './signed-in-staff';
import { ENROLMENT_SESSION_REQUIRED, SIGN_IN_REQUIRED } from './staff-session.guard';
import type { StaffSessions } from './staff-sessions.service';
import { ARTICLE_IMAGE_UPLOAD_PATH, pathOf } from '../kit/intake/intake-exceptions';

const STAFF_PREFIX = '/api/staff/';
const SESSION_PATH = '/api/staff/session';
const ENROLMENT_PATH = '/api/staff/enrolment';

/** Image uploads one API process reads and processes at once (up to 10 MB each); the next is 503 until one ends. */
export const UPLOADS_IN_FLIGHT_LIMIT = 4;
export const UPLOADS_BUSY = 'Other images are being uploaded right now: try again in a moment';
export const UPLOAD_ENCODING_REFUSED =
  'Send the image as it is: an upload may not carry a Content-Encoding (gzip, deflate or br)';

/**
 * The path of the route that will answer (its pattern, as registered), or for no route the request's path in lower
 * case: the router ignores case and a trailing slash and decodes the path, so /api/Staff/articles/ and
 * /api/st%61ff/articles reach /api/staff/articles, and a check on the raw path would miss them.
 */
function routePathOf(request: FastifyRequest): string {
  return request.routeOptions.url ?? pathOf(request.url).toLowerCase();
}

/**
 * An onRequest hook (after the cookie plugin's, before any body is read; decision 063): a request to a staff route
 * needs a live session of the right stage, or it is 401 with its body unread, so a made-up cookie cannot make the
 * API inflate and hold an upload. Signing in reads its body without one; signing out takes either stage. A full
 * session is handed to StaffSessionGuard, which then does not look it up again.
 */
export function staffSessionFirst(sessions: StaffSessions) {
  return async (request: FastifyRequest & StaffRequestState, reply: FastifyReply): Promise<void> => {
    const path = routePathOf(request);
    if (!path.startsWith(STAFF_PREFIX)) return;
    if (path === SESSION_PATH && request.method === 'POST') return;
    const stage = path.startsWith(ENROLMENT_PATH) ? 'enrolment' : path === SESSION_PATH ? 'any' : 'signed-in';
    const id = readSessionCookie(request);
    const live = id ? await sessions.resume(id, stage) : null;
    if (!live) {
      reply.header('Cache-Control', 'no-store');
      throw new UnauthorizedException(stage === 'enrolment' ? ENROLMENT_SESSION_REQUIRED : SIGN_IN_REQUIRED);
    }
    if (stage !== 'signed-in') return;
    request.staff = { id: live.user.id, username: live.user.username, role: live.user.role };
    request.staffSession = live.session;
  };
}

/**
 * An onRequest hook after staffSessionFirst: an image upload is refused before it is read when it is encoded
 * (10 KB of gzip can inflate to the 10 MB limit; 415) or when UPLOADS_IN_FLIGHT_LIMIT uploads are already being
 * handled by this process (503 with Retry-After), so parallel uploads cannot exhaust its memory.
 */
export function uploadIntake(limit = UPLOADS_IN_FLIGHT_LIMIT) {
  let inFlight = 0;
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (request.method !== 'POST' || routePathOf(request) !== ARTICLE_IMAGE_UPLOAD_PATH) return;
    const encoding = request.headers['content-encoding']?.trim().toLowerCase();
    if (encoding && encoding !== 'identity') throw new UnsupportedMediaTypeException(UPLOAD_ENCODING_REFUSED);
    if (inFlight >= limit) {
      reply.header('Retry-After', '5');
      throw new ServiceUnavailableException(UPLOADS_BUSY);
    }
    inFlight += 1;
    reply.raw.once('close', () => {
      inFlight -= 1;
    });
  };
}
