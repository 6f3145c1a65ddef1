import type { RemoteKey, RemoteLocations } from '@solar/shared-contracts';

export const REMOTE_LOCATIONS_ELEMENT_ID = 'remote-locations';

export const remoteKeys: readonly RemoteKey[] = ['content', 'engage', 'donate'];

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

const PINNED_ENTRY = /^remoteEntry\.[0-9a-f]{8,}\.js$/;

/**
 * The entry file a drawn page names for its remote (decision 053): the build that drew the page, so the code that
 * hydrates it is that build's even if the remote has been redeployed since. Only names of that form are taken.
 */
export function readRemoteEntries(doc: Document = document): Partial<Record<RemoteKey, string>> {
  const text = doc.getElementById(REMOTE_LOCATIONS_ELEMENT_ID)?.textContent;
  if (!text) return {};
  try {
    const entries = (JSON.parse(text) as { entries?: Record<string, unknown> } | null)?.entries;
    const found: Partial<Record<RemoteKey, string>> = {};
    for (const key of remoteKeys) {
      const value = entries?.[key];
      if (typeof value === 'string' && PINNED_ENTRY.test(value)) found[key] = value;
    }
    return found;
  } catch {
    return {};
  }
}
