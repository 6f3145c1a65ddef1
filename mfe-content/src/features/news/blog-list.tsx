import { blogArticles } from '@solar/content-data';
import { BlogCard } from '../../components/blog-card';
import { PageSection } from '../../components/page-section';
import { ThreeColumnGrid } from '../../components/three-column-grid';

/** The nine articles, newest first, the first marked Featured. */
export function BlogList({ notice }: { notice?: string }) {
  return (
    <PageSection id="articles" title="All articles" hideTitle={!notice} intro={notice}>
      <ThreeColumnGrid>
        {blogArticles.map((article, index) => (
          <BlogCard key={article.id} article={article} featured={index === 0} eagerImage={index === 0} />
        ))}
      </ThreeColumnGrid>
    </PageSection>
  );
}
