import styled from '@emotion/styled';
import { blogArticles } from '@solar/content-data';
import { ButtonLink, mq, space } from '@solar/shared-ui';
import { Actions } from '../../components/actions';
import { BlogCard } from '../../components/blog-card';
import { PageSection } from '../../components/page-section';

/** One column on phones, two on tablets, three on large screens. */
export const ThreeColumnGrid = styled.div`
  display: grid;
  gap: ${space.lg};
  grid-template-columns: 1fr;
  ${mq.md} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${mq.lg} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

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
