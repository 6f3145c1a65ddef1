import { lazy } from 'react';
import type { RemoteRoutesProps, StaffPageKey } from '@solar/shared-contracts';
import { createRemoteRoutes } from '@solar/shared-ui';
import { EngageQueryProvider } from './engage-query-provider';

// Exposed apart from ./Routes and never prerendered, so no public page fetches or ships the back office's code.
const messages = lazy(
  () => import(/* webpackChunkName: "page-staff-messages" */ '../features/staff-messages/components/messages-page'),
);
const message = lazy(
  () => import(/* webpackChunkName: "page-staff-message" */ '../features/staff-messages/components/message-page'),
);
const volunteers = lazy(
  () =>
    import(/* webpackChunkName: "page-staff-volunteers" */ '../features/staff-volunteers/components/volunteers-page'),
);
const volunteer = lazy(
  () => import(/* webpackChunkName: "page-staff-volunteer" */ '../features/staff-volunteers/components/volunteer-page'),
);
const subscribers = lazy(
  () =>
    import(
      /* webpackChunkName: "page-staff-subscribers" */ '../features/staff-subscribers/components/subscribers-page'
    ),
);
const people = lazy(
  () => import(/* webpackChunkName: "page-staff-people" */ '../features/staff-people/components/people-page'),
);

/** Every staff page the registry gives this remote. */
export const pages: Record<StaffPageKey<'engage'>, typeof messages> = {
  'staff-messages': messages,
  'staff-message': message,
  'staff-volunteers': volunteers,
  'staff-volunteer': volunteer,
  'staff-subscribers': subscribers,
  'staff-people': people,
};

const Pages = createRemoteRoutes(pages);

/** The remote's `./StaffRoutes`: the back-office page the shell's console names, in the remote's own query client. */
export default function EngageStaffRoutes(props: RemoteRoutesProps<StaffPageKey<'engage'>>) {
  return (
    <EngageQueryProvider>
      <Pages {...props} />
    </EngageQueryProvider>
  );
}
