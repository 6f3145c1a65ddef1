import { ARTICLE_IMAGE_TYPES, ONE_CLICK_UNSUBSCRIBE_API_PATH } from '@solar/shared-contracts';

/** Where staff upload an article's image: its bytes are the body (decision 052). */
export const ARTICLE_IMAGE_UPLOAD_PATH = '/api/staff/article-images';

/** The media types an upload may be sent as; the API judges the real type from the bytes, never from these. */
export const IMAGE_UPLOAD_MEDIA_TYPES: readonly string[] = ['application/octet-stream', ...ARTICLE_IMAGE_TYPES];

/** A method the API treats as changing state: each must come from the site's own pages, with a JSON body. */
export const STATE_CHANGING_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The one media type the API reads request bodies as. */
export const JSON_MEDIA_TYPE = 'application/json';

/**
 * A route let through a rule every other state-changing request must follow. Each entry says why, so the
 * list stays short and every exemption is a decision someone made.
 */
export type IntakeException = {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The exact path, as the caller is told to use it (no trailing slash, no query). */
  path: string;
  why: string;
  /** Accepted without the site's Origin: a server, not one of the site's pages, calls it. */
  crossSite?: true;
  /** Body media types accepted besides application/json, e.g. a form-encoded one-click unsubscribe. */
  mediaTypes?: readonly string[];
};

/** Every exemption from the same-origin and JSON-body rules (decision 015). */
export const INTAKE_EXCEPTIONS: readonly IntakeException[] = [
  {
    method: 'POST',
    path: '/paypal/webhook',
    why: "PayPal's servers deliver webhooks, with no browser Origin; each delivery is verified with PayPal instead",
    crossSite: true,
  },
  {
    method: 'POST',
    path: ONE_CLICK_UNSUBSCRIBE_API_PATH,
    why: "Mail providers post RFC 8058's one-click unsubscribe (List-Unsubscribe=One-Click as a form) from their servers, from no page of ours; the signed token in the link is verified instead",
    crossSite: true,
    mediaTypes: ['application/x-www-form-urlencoded', 'multipart/form-data'],
  },
  {
    method: 'POST',
    path: ARTICLE_IMAGE_UPLOAD_PATH,
    why: "An article image is uploaded as its own bytes (at most 10 MB), from the staff editor on the site's own pages (the Origin rule still applies); its type is read from the bytes",
    mediaTypes: IMAGE_UPLOAD_MEDIA_TYPES,
  },
];

export function findIntakeException(
  exceptions: readonly IntakeException[],
  method: string,
  path: string,
): IntakeException | undefined {
  return exceptions.find((exception) => exception.method === method && exception.path === path);
}

/** The path of a request target, without its query string (Express's req.path). */
export function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}
