import { ButtonLink } from '@solar/shared-ui';
import { Actions } from '../../components/actions';
import { BlogCard } from '../../components/blog-card';
import { PageSection } from '../../components/page-section';
import { ThreeColumnGrid } from '../../components/three-column-grid';
import { useArticleList } from '../articles/api';

/** The home page shows this many of the newest articles. */
export const HOME_ARTICLES = 9;

/** The nine newest published articles, the first marked Featured, from the API (drawn by the server, decision 053). */
export function InsightsSection() {
  const list = useArticleList();
  const articles = list.data?.items.slice(0, HOME_ARTICLES) ?? [];
  return (
    <PageSection
      id="insights"
      title="Climate Action Insights"
      tone="alt"
      intro="Stories, explainers and news from the communities we serve and the people who make each installation possible."
    >
      {articles.length > 0 ? (
        <ThreeColumnGrid>
          {articles.map((article, index) => (
            <BlogCard key={article.id} article={article} featured={index === 0} />
          ))}
        </ThreeColumnGrid>
      ) : null}
      <Actions center>
        <ButtonLink to="/blogs" variant="outline">
          View All Articles
        </ButtonLink>
      </Actions>
    </PageSection>
  );
}
