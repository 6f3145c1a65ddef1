import { PageHeader } from '@solar/shared-ui';
import { BlogList } from './blog-list';
import { usePageMeta } from '../../components/use-page-meta';

const PAGE_DESCRIPTION =
  'Climate Action Blog: stories, explainers and news from the schools, clinics, orphanages and places of worship we power with solar energy.';

export default function BlogsPage() {
  usePageMeta({ description: PAGE_DESCRIPTION });
  return (
    <>
      <PageHeader title="Climate Action Blog" eyebrow="News and stories">
        Stories, explainers and news from the schools, clinics, orphanages and places of worship we power, and the
        people who make each installation possible.
      </PageHeader>
      <BlogList />
    </>
  );
}
