import type { RemoteKey, RemoteLocations } from '@solar/shared-contracts';
import { isFederationManifest, type FederationManifest } from './federation-manifest';
import { type FileFailure, RemoteFileCache } from './remote-file-cache';

function parseManifest(body: string): FederationManifest | null {
  try {
    const manifest: unknown = JSON.parse(body);
    return isFederationManifest(manifest) ? manifest : null;
  } catch {
    return null;
  }
}

/**
 * Each remote's manifest as it is now, for the page's preload hints. A remote that is down or slow only costs
 * the page its preload hints, never the page itself.
 */
export class RemoteManifests {
  private readonly files = new RemoteFileCache(parseManifest);

  constructor(private readonly internalLocations: RemoteLocations) {}

  get(remote: RemoteKey): Promise<FederationManifest | null> {
    return this.files.get(this.address(remote));
  }

  /** Why the remote's manifest cannot be had now (its server down, or answering with something else), or null. */
  failure(remote: RemoteKey): Promise<FileFailure | null> {
    return this.files.failure(this.address(remote));
  }

  private address(remote: RemoteKey): string {
    return `${this.internalLocations[remote]}/mf-manifest.json`;
  }
}
