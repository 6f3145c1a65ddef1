import {
  FRESH_PAGE_HEADER,
  isPageFragment,
  PAGE_FRAGMENT_PATH,
  type PageFragment,
  type RemoteKey,
  type RemoteLocations,
} from '@solar/shared-contracts';
import { fetchText } from '../fetch-text';
import { logger } from '../logger';
import { requestIdHeader } from '../visit-id';

/** A remote drawing a page from the API gets this long (its API reads time out sooner). */
const DRAW_TIMEOUT_MS = 2_500;

/**
 * The pages the remotes draw at request time (decision 053): one GET to the owning remote's `/_page` for the address.
 * Anything but a fragment (the remote down, slow, older than request-time pages, or its API down) is null, and the
 * page is sent as it was before: its build-time copy, or nothing for the browser to draw. The request carries the id
 * of the visit that caused the draw (decision 061).
 */
export class RemoteFragments {
  constructor(private readonly internalLocations: RemoteLocations) {}

  async get(
    remote: RemoteKey,
    path: string,
    { fresh = false, requestId }: { fresh?: boolean; requestId?: string } = {},
  ): Promise<PageFragment | null> {
    const url = `${this.internalLocations[remote]}${PAGE_FRAGMENT_PATH}?path=${encodeURIComponent(path)}`;
    try {
      const response = await fetchText(url, {
        headers: {
          accept: 'application/json',
          ...(fresh ? { [FRESH_PAGE_HEADER]: '1' } : {}),
          ...requestIdHeader(requestId),
        },
        timeoutMs: DRAW_TIMEOUT_MS,
      });
      if (response.status !== 200) {
        if (response.status !== 404) logger.warn({ remote, path, status: response.status }, 'page not drawn');
        return null;
      }
      const fragment: unknown = JSON.parse(response.text);
      if (isPageFragment(fragment)) return fragment;
      logger.warn({ remote, path }, 'the remote answered something other than a page');
      return null;
    } catch (error) {
      logger.warn({ remote, path, err: error }, 'page not drawn: no answer from the remote');
      return null;
    }
  }
}
