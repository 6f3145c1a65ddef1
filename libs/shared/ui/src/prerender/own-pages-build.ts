import { publicPageKeys, remotePageList, type RemoteKey, type RemotePageList } from '@solar/shared-contracts';
import type { OwnRemotePage } from '../components/remote-routes';
import { drawnSamplePaths } from './draw-page';

export type OwnPagesBuild = {
  /** Every public page the build answers, the registry's then its own: the render bundle's `pageList`. */
  pageList: RemotePageList;
  /** One address of each page drawn at request time: the render bundle's `warmUpPaths`. */
  warmUpPaths: string[];
  /** The keys of every page to prerender at build time: the registry's and the remote's own. */
  pageKeys: string[];
  /** The remote's own pages drawn at request time, which the build leaves to its server (`skip`). */
  drawnOwnKeys: string[];
};

/**
 * What a remote's render bundle makes of the pages it declares itself (decisions 081 and 083): one function for
 * every remote, so a remote that adds its first own page changes its list and nothing else.
 */
export function ownPagesBuild(owner: RemoteKey, own: readonly OwnRemotePage[]): OwnPagesBuild {
  const pages = own.map((entry) => entry.page);
  return {
    pageList: remotePageList(owner, pages),
    warmUpPaths: drawnSamplePaths(owner, pages),
    pageKeys: [...publicPageKeys(owner), ...pages.map((page) => page.key)],
    drawnOwnKeys: pages.filter((page) => page.drawn === 'request').map((page) => page.key),
  };
}
