import { blogArticles } from '@solar/content-data';
import { ButtonLink } from '@solar/shared-ui';
import { Actions } from '../../components/actions';
import { BlogCard } from '../../components/blog-card';
import { PageSection } from '../../components/page-section';
import { ThreeColumnGrid } from '../../components/three-column-grid';

export function InsightsSection() {
  return (
    <PageSection
      id="insights"
      title="Climate Action Insights"
      tone="alt"
      intro="Stories, explainers and news from the communities we serve and the people who make each installation possible."
    >
      <ThreeColumnGrid>
        {blogArticles.map((article, index) => (
          <BlogCard key={article.id} article={article} featured={index === 0} />
        ))}
      </ThreeColumnGrid>
      <Actions center>
        <ButtonLink to="/blogs" variant="outline">
          View All Articles
        </ButtonLink>
      </Actions>
    </PageSection>
  );
}
