import type { ReactElement } from 'react';
import type { ArticleResponse, ArticleSummary, PageData } from '@solar/shared-contracts';
import { PageDataContext } from '@solar/shared-data-access';
import { renderAt } from '@solar/shared-testing';
import { ContentQueryProvider } from '../app/content-query-provider';

const CATEGORIES = ['Climate Action', 'Technology', 'Education', 'Community', 'Global Impact'] as const;

/** An article as GET /api/articles lists it; ids 1 to 9 are newest first. */
export function articleSummary(id: number, overrides: Partial<ArticleSummary> = {}): ArticleSummary {
  return {
    id,
    title: `Story ${id} from a school in Punjab`,
    excerpt: `What changed for the pupils of school ${id} once the fans ran on sunlight through the summer.`,
    category: CATEGORIES[id % CATEGORIES.length] ?? 'Education',
    author: 'Ayesha Malik',
    publishedAt: `2025-05-${String(30 - id).padStart(2, '0')}T09:00:00.000Z`,
    updatedAt: `2025-05-${String(30 - id).padStart(2, '0')}T09:00:00.000Z`,
    readMinutes: 5,
    cover: { alt: 'A classroom with a ceiling fan', illustration: 'school', width: 640, height: 400, renditions: [] },
    ...overrides,
  };
}

export const NINE_ARTICLES: ArticleSummary[] = Array.from({ length: 9 }, (_, index) => articleSummary(index + 1));

export function articleResponse(id: number, html = '<p>The fans kept turning.</p>'): ArticleResponse {
  return { ...articleSummary(id), html };
}

/**
 * Renders a content page as the server drew it: its query client seeded with `reads` (the page's data block), so
 * nothing is fetched. A read left out is fetched, through `global.fetch`.
 */
export function renderDrawn(
  element: ReactElement,
  { path = '/', pattern = '*', reads = {} }: { path?: string; pattern?: string; reads?: PageData['reads'] } = {},
) {
  return renderAt(
    <PageDataContext.Provider value={{ path, reads }}>
      <ContentQueryProvider>{element}</ContentQueryProvider>
    </PageDataContext.Provider>,
    { path, pattern },
  );
}
