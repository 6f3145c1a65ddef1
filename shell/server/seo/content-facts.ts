import { PAGE_FACTS_PATH, type PageFacts } from '@solar/shared-contracts';
import { RemoteFileCache } from '../remote-file-cache';

export const NO_FACTS: PageFacts = { articles: [], events: [] };

function parseFacts(body: string): PageFacts | null {
  try {
    const value = JSON.parse(body) as Partial<PageFacts>;
    return Array.isArray(value.articles) && Array.isArray(value.events) ? { articles: value.articles, events: value.events } : null;
  } catch {
    return null;
  }
}

/**
 * The articles and events the content remote publishes beside its prerendered pages (PAGE_FACTS_PATH), as it
 * serves them now. A remote that is down or older than the file costs the heads their article details and the
 * sitemap its articles, never the page.
 */
export class ContentFacts {
  private readonly files = new RemoteFileCache(parseFacts);

  constructor(private readonly internalContentOrigin: string) {}

  async get(): Promise<PageFacts> {
    return (await this.files.get(this.internalContentOrigin + PAGE_FACTS_PATH)) ?? NO_FACTS;
  }
}
