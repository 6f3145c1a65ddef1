import { registerRemotes } from '@module-federation/enhanced/runtime';
import { remotes, type RemoteKey } from '@solar/shared-contracts';
import { readRemoteEntries, readRemoteLocations } from './remote-locations';

/**
 * The remote's entry itself, not its manifest: the browser then needs no manifest code or request (decision 035);
 * for the remote whose page the server drew, that build's own entry (decision 053).
 */
const remoteEntryUrl = (origin: string, file = 'remoteEntry.js'): string => `${origin}/${file}`;

function remoteEntries(locations: Partial<Record<RemoteKey, string>>, pinned: Partial<Record<RemoteKey, string>> = {}) {
  return (Object.keys(locations) as RemoteKey[]).map((key) => ({
    name: remotes[key].name,
    alias: remotes[key].name,
    entry: remoteEntryUrl(locations[key] as string, pinned[key]),
  }));
}

/** Tells the federation runtime where each remote lives. Nothing is fetched until a route needs it. */
export function registerRemoteLocations() {
  registerRemotes(remoteEntries(readRemoteLocations(), readRemoteEntries()));
}

/** Forgets a remote that failed to load (and its cached entry), so the next attempt fetches it afresh. */
export function resetRemote(key: RemoteKey) {
  const location = readRemoteLocations()[key];
  if (!location) return;
  registerRemotes(remoteEntries({ [key]: location }), { force: true });
}
