import type { OwnRemotePage } from '@solar/shared-ui';

/** Route parameters of an address, by name (`id` of /projects/:id/…). */
export type PageParams = Record<string, string | undefined>;

/**
 * A public page this remote answers beyond the page registry (decision 081, `OwnRemotePage`): a release of this
 * remote alone ships it, the shell's code and build untouched.
 */
export type OwnDonatePage = OwnRemotePage & {
  /**
   * A page drawn at request time (`drawn: 'request'`): the API reads it is drawn from, the first its subject (404
   * when the API has none), null for an address naming nothing; and the change keys of what it shows.
   */
  draw?: { reads: (params: PageParams) => string[] | null; keys: (params: PageParams) => string[] };
};

/** The pages mfe-donate has added since the shell's last build (none yet): each one entry here. */
export const ownPages: readonly OwnDonatePage[] = [];
