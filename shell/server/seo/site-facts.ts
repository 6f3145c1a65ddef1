import {
  isSiteFacts,
  NO_SITE_FACTS,
  SITE_FACTS_PATH,
  type RemoteLocations,
  type SiteFacts,
} from '@solar/shared-contracts';
import { fetchText } from '../fetch-text';
import { requestIdHeader } from '../visit-id';

/** Longer than a page's other reads from the remotes: the answer is small, and only robots.txt and the sitemap wait. */
const FETCH_TIMEOUT_MS = 2_000;
/** How long a read copy is used before the remote is asked again; up to MAX_AGE_MS it is still used while it is. */
const FRESH_MS = 2_000;
/** An older copy is never used: a published or withdrawn article is in the sitemap within this (decision 053). */
const MAX_AGE_MS = 4_000;
const RETRY_FAILED_AFTER_MS = 1_000;

/**
 * One remote's sitemap entries and feeds (SITE_FACTS_PATH, decision 071). The last copy read is kept through the
 * remote's hiccup; a remote that answers 404 publishes none. Until one has been read, `loaded` is false.
 */
class RemoteSiteFacts {
  private facts: SiteFacts | null = null;
  private readAt = 0;
  private failedAt = 0;
  private pending: Promise<void> | null = null;

  constructor(private readonly origin: string) {}

  get loaded(): boolean {
    return this.facts !== null;
  }

  async get(requestId?: string): Promise<SiteFacts> {
    const now = Date.now();
    const stale = now - this.readAt > FRESH_MS && now - this.failedAt > RETRY_FAILED_AFTER_MS;
    if (stale) {
      this.pending ??= this.read(requestId).finally(() => (this.pending = null));
      // A recent copy is answered at once while a fresh one is read; an old one only if the remote gives none.
      if (!this.facts || now - this.readAt >= MAX_AGE_MS) await this.pending;
    }
    return this.facts ?? NO_SITE_FACTS;
  }

  private async read(requestId: string | undefined): Promise<void> {
    try {
      const response = await fetchText(this.origin + SITE_FACTS_PATH, {
        headers: requestIdHeader(requestId),
        timeoutMs: FETCH_TIMEOUT_MS,
      });
      const facts = response.status === 404 ? NO_SITE_FACTS : response.status === 200 ? parse(response.text) : null;
      if (!facts) throw new Error(`no site facts (${response.status})`);
      this.facts = facts;
      this.readAt = Date.now();
    } catch {
      this.failedAt = Date.now();
    }
  }
}

function parse(text: string): SiteFacts | null {
  try {
    const value: unknown = JSON.parse(text);
    return isSiteFacts(value) ? value : null;
  } catch {
    return null;
  }
}

/** Every remote's sitemap entries and feeds, as each publishes them; the shell adds nothing and reads no data. */
export class SiteFactsSources {
  private readonly sources: RemoteSiteFacts[];

  constructor(internalRemotes: RemoteLocations) {
    this.sources = Object.values(internalRemotes).map((origin) => new RemoteSiteFacts(origin));
  }

  /** Whether every remote has answered once: a sitemap without one remote's entries should not be kept. */
  get loaded(): boolean {
    return this.sources.every((source) => source.loaded);
  }

  async get(requestId?: string): Promise<SiteFacts> {
    const all = await Promise.all(this.sources.map((source) => source.get(requestId)));
    return { sitemap: all.flatMap((facts) => facts.sitemap), feeds: all.flatMap((facts) => facts.feeds) };
  }
}
