import type { RemoteKey, RemoteLocations } from '@solar/shared-contracts';
import { isFederationManifest, type FederationManifest } from './federation-manifest';

const FRESH_FOR_MS = 5_000;
const FETCH_TIMEOUT_MS = 400;

type CacheEntry = { manifest: FederationManifest | null; fetchedAt: number };

/**
 * Remote manifests as the server last saw them, re-read every few seconds so a redeployed remote is
 * noticed. A remote that is down or slow only costs the page its preload hints, never the page itself.
 */
export class RemoteManifests {
  private readonly cache = new Map<RemoteKey, CacheEntry>();
  private readonly pending = new Map<RemoteKey, Promise<FederationManifest | null>>();

  constructor(private readonly internalLocations: RemoteLocations) {}

  async get(remote: RemoteKey): Promise<FederationManifest | null> {
    const cached = this.cache.get(remote);
    if (cached && Date.now() - cached.fetchedAt < FRESH_FOR_MS) return cached.manifest;
    let request = this.pending.get(remote);
    if (!request) {
      request = this.fetchManifest(remote).finally(() => this.pending.delete(remote));
      this.pending.set(remote, request);
    }
    return request;
  }

  private async fetchManifest(remote: RemoteKey): Promise<FederationManifest | null> {
    let manifest: FederationManifest | null = null;
    try {
      const response = await fetch(`${this.internalLocations[remote]}/mf-manifest.json`, {
        signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      });
      const body: unknown = response.ok ? await response.json() : null;
      manifest = isFederationManifest(body) ? body : null;
    } catch {
      manifest = null;
    }
    this.cache.set(remote, { manifest, fetchedAt: Date.now() });
    return manifest;
  }
}
