import { ARTICLE_FEED_API_PATH, ARTICLE_FEED_PATH } from './articles';
import { ONE_CLICK_UNSUBSCRIBE_API_PATH, UNSUBSCRIBE_PATH } from './email';
import type { RemoteKey } from './remote-pages';

/**
 * An address on the site's origin that a remote's team answers through the API, outside /api (decision 071): the
 * shell's server forwards the declared methods there with the query, the body (up to `bodyLimitBytes`), the
 * forwarding headers and the request id, and sends back the API's status, type, caching and body. Declaring one here
 * is all a team does: the shell has no code for any of them.
 */
export type RemoteEndpoint = {
  owner: RemoteKey;
  /** The site address (exact, no parameters). */
  path: string;
  /** Forwarded methods. An address that is also a page keeps GET and HEAD for the page; any other method is 405. */
  methods: readonly ('GET' | 'HEAD' | 'POST')[];
  /** The API path answering it. */
  api: string;
  /** Bodies longer than this are refused with 413 before the API is asked; 0 (the default) allows no body. */
  bodyLimitBytes?: number;
};

export const remoteEndpoints: readonly RemoteEndpoint[] = [
  // RFC 8058 one-click unsubscribe: a mail provider POSTs `List-Unsubscribe=One-Click` to the email's link.
  {
    owner: 'engage',
    path: UNSUBSCRIBE_PATH,
    methods: ['POST'],
    api: ONE_CLICK_UNSUBSCRIBE_API_PATH,
    bodyLimitBytes: 4_096,
  },
  { owner: 'content', path: ARTICLE_FEED_PATH, methods: ['GET', 'HEAD'], api: ARTICLE_FEED_API_PATH },
];
