import type { ArticleSummary } from '@solar/shared-contracts';
import { BlogCard } from '../../../components/blog-card';
import { PageSection } from '../../../components/page-section';
import { ThreeColumnGrid } from '../../../components/three-column-grid';

/** Every published article, newest first, the first marked Featured. */
export function BlogList({ articles, notice }: { articles: readonly ArticleSummary[]; notice?: string }) {
  return (
    <PageSection id="articles" title="All articles" hideTitle={!notice} intro={notice}>
      {articles.length === 0 ? (
        <p>Our first stories are on their way. Sign up to our newsletter on the home page to hear when they are out.</p>
      ) : (
        <ThreeColumnGrid>
          {articles.map((article, index) => (
            <BlogCard key={article.id} article={article} featured={index === 0} eagerImage={index === 0} />
          ))}
        </ThreeColumnGrid>
      )}
    </PageSection>
  );
}
