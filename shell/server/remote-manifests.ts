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

  /** `requestId`: the visit that asks, whose id the remote logs the request under (decision 061). */
  get(remote: RemoteKey, requestId?: string): Promise<FederationManifest | null> {
    return this.files.get(this.address(remote), requestId);
  }

  /** Why the remote's manifest cannot be had now (its server down, or answering with something else), or null. */
  failure(remote: RemoteKey, requestId?: string): Promise<FileFailure | null> {
    return this.files.failure(this.address(remote), requestId);
  }

  private address(remote: RemoteKey): string {
    return `${this.internalLocations[remote]}/mf-manifest.json`;
  }
}
