import type { FastifyReply, FastifyRequest } from 'fastify';
import { GIFT_MARKER_COOKIE, parseId } from '@solar/shared-contracts';

/** The marker outlives the oldest kept page that could predate the gift (about 4 s), with room for slow reloads. */
export const GIFT_MARKER_MAX_AGE_SECONDS = 65;
const MAX_PROJECTS = 10;

/** The project ids already marked in the request, the newest first, with `projectId` put in front. */
export function giftMarkerValue(existing: string | undefined, projectId: number): string {
  const others = (existing ?? '')
    .split('.')
    .map(parseId)
    .filter((id) => id !== null && id !== projectId);
  return [projectId, ...others].slice(0, MAX_PROJECTS).join('.');
}

/**
 * The captured gift's own answer marks the donor's browser with its project (decision 071): the project's page, which
 * names this marker, is drawn for them past every cache on any replica. HttpOnly, sent only to /projects, no
 * personal data; Secure whenever the site is served over https.
 */
export function setGiftMarker(request: FastifyRequest, reply: FastifyReply, projectId: number, shellOrigin: string) {
  reply.setCookie(GIFT_MARKER_COOKIE, giftMarkerValue(request.cookies?.[GIFT_MARKER_COOKIE], projectId), {
    path: '/projects',
    maxAge: GIFT_MARKER_MAX_AGE_SECONDS,
    httpOnly: true,
    sameSite: 'lax',
    secure: shellOrigin.startsWith('https:'),
  });
}
