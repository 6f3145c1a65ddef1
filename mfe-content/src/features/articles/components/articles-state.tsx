import { PageLoading } from '@solar/shared-ui';
import { PageSection } from '../../../components/page-section';

/** While a later visit's articles load, or when the API could not give them. */
export function ArticlesState({ failed }: { failed: boolean }) {
  if (!failed) return <PageLoading label="Loading articles" />;
  return (
    <PageSection id="articles" title="All articles">
      <p role="alert">We could not load our articles just now. Please try again in a moment.</p>
    </PageSection>
  );
}
