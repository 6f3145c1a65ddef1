import { PAGE_FACTS_PATH, type PageFacts } from '@solar/shared-contracts';
import { fetchText } from '../fetch-text';
import { requestIdHeader } from '../visit-id';

export const NO_FACTS: PageFacts = { articles: [], events: [] };

/** Longer than a page's other reads from the remotes: the file is small, and only article, events and sitemap wait for it. */
const FETCH_TIMEOUT_MS = 2_000;
/** How long a read copy is used before the remote is asked again; up to MAX_AGE_MS it is still used while it is. */
const FRESH_MS = 2_000;
/** An older copy is never used: a published or withdrawn article is in the sitemap within this (decision 053). */
const MAX_AGE_MS = 4_000;
const RETRY_FAILED_AFTER_MS = 1_000;

function parseFacts(body: string): PageFacts | null {
  try {
    const value = JSON.parse(body) as Partial<PageFacts>;
    return Array.isArray(value.articles) && Array.isArray(value.events)
      ? { articles: value.articles, events: value.events }
      : null;
  } catch {
    return null;
  }
}

/**
 * The articles and events the content remote's server draws from the API (PAGE_FACTS_PATH). The last copy read is
 * kept through a remote's hiccup; until one has been read, the heads lack their article details and
 * the sitemap its articles (`loaded` says so), never the page.
 */
export class ContentFacts {
  private facts: PageFacts | null = null;
  private readAt = 0;
  private failedAt = 0;
  private pending: Promise<void> | null = null;

  constructor(private readonly internalContentOrigin: string) {}

  get loaded(): boolean {
    return this.facts !== null;
  }

  /** `requestId`: the visit that asks; a read it starts carries its id (decision 061). */
  async get(requestId?: string): Promise<PageFacts> {
    const now = Date.now();
    const stale = now - this.readAt > FRESH_MS && now - this.failedAt > RETRY_FAILED_AFTER_MS;
    if (stale) {
      this.pending ??= this.read(requestId).finally(() => (this.pending = null));
      // A recent copy is answered at once while a fresh one is read; an old one only if the remote gives none.
      if (!this.facts || now - this.readAt >= MAX_AGE_MS) await this.pending;
    }
    return this.facts ?? NO_FACTS;
  }

  private async read(requestId: string | undefined): Promise<void> {
    try {
      const response = await fetchText(this.internalContentOrigin + PAGE_FACTS_PATH, {
        headers: requestIdHeader(requestId),
        timeoutMs: FETCH_TIMEOUT_MS,
      });
      const facts = response.status === 200 ? parseFacts(response.text) : null;
      if (!facts) throw new Error(`no facts (${response.status})`);
      this.facts = facts;
      this.readAt = Date.now();
    } catch {
      this.failedAt = Date.now();
    }
  }
}
