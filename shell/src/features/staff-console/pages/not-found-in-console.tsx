import { Link } from '@solar/shared-routing';
import { PageShown, StaffPageHeading, useDocumentTitle } from '@solar/shared-ui';

export function NotFoundInConsole() {
  useDocumentTitle('Page not found');
  return (
    <>
      <PageShown />
      <StaffPageHeading title="Page not found" description="There is no such page in the staff console." />
      <Link to="/staff">Go to the console overview</Link>
    </>
  );
}
