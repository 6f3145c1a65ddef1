import { lazy, Suspense } from 'react';
import { PageLoading } from '@solar/shared-ui';

// A separate chunk: the public pages never fetch the console's code.
const StaffConsole = lazy(
  () => import(/* webpackChunkName: "staff-console" */ '../features/staff-console/staff-console'),
);

/** /staff and below: the back office, outside the public site's header and footer. */
export function StaffRoute() {
  return (
    <Suspense fallback={<PageLoading label="Loading the staff console" />}>
      <StaffConsole />
    </Suspense>
  );
}
