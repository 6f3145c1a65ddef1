import type { RemoteKey, RemoteLocations } from '@solar/shared-contracts';

export const REMOTE_LOCATIONS_ELEMENT_ID = 'remote-locations';

const remoteKeys: readonly RemoteKey[] = ['content', 'engage', 'donate'];

function isOrigin(value: unknown): value is string {
  return typeof value === 'string' && /^https?:\/\/[^\s]+$/.test(value);
}

/** Reads the JSON block the shell's server writes into every page. Missing or malformed entries are left out. */
export function readRemoteLocations(doc: Document = document): Partial<RemoteLocations> {
  const element = doc.getElementById(REMOTE_LOCATIONS_ELEMENT_ID);
  if (!element?.textContent) return {};
  try {
    const parsed: unknown = JSON.parse(element.textContent);
    if (typeof parsed !== 'object' || parsed === null) return {};
    const record = parsed as Record<string, unknown>;
    const locations: Partial<RemoteLocations> = {};
    for (const key of remoteKeys) {
      const value = record[key];
      if (isOrigin(value)) locations[key] = value.replace(/\/+$/, '');
    }
    return locations;
  } catch {
    return {};
  }
}
