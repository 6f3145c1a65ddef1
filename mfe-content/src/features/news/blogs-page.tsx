import { PageHeader } from '@solar/shared-ui';
import { BlogList } from './blog-list';

export default function BlogsPage() {
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
