import { lazy } from 'react';
import type { RemoteRoutesProps, StaffPageKey } from '@solar/shared-contracts';
import { createRemoteRoutes } from '@solar/shared-ui';
import { DonateQueryProvider } from './donate-query-provider';

const staffDonations = lazy(
  () =>
    import(
      /* webpackChunkName: "page-staff-donations" */ '../features/staff-donations/components/staff-donations-page'
    ),
);
const staffGiftMessages = lazy(
  () =>
    import(
      /* webpackChunkName: "page-staff-gift-messages" */ '../features/staff-gift-messages/components/gift-messages-page'
    ),
);
const staffMonthlyGifts = lazy(
  () =>
    import(
      /* webpackChunkName: "page-staff-monthly-gifts" */ '../features/staff-monthly-gifts/components/staff-monthly-gifts-page'
    ),
);
const staffProjects = lazy(
  () =>
    import(/* webpackChunkName: "page-staff-projects" */ '../features/staff-projects/components/staff-projects-page'),
);
const staffProject = lazy(
  () => import(/* webpackChunkName: "page-staff-project" */ '../features/staff-projects/components/staff-project-page'),
);
const staffGiftAid = lazy(
  () =>
    import(
      /* webpackChunkName: "page-staff-gift-aid" */ '../features/staff-gift-aid-declarations/components/gift-aid-declarations-page'
    ),
);
const staffGiftAidDeclaration = lazy(
  () =>
    import(
      /* webpackChunkName: "page-staff-gift-aid-declaration" */ '../features/staff-gift-aid-declarations/components/gift-aid-declaration-page'
    ),
);
const staffGiftAidClaims = lazy(
  () =>
    import(
      /* webpackChunkName: "page-staff-gift-aid-claims" */ '../features/staff-gift-aid-claims/components/gift-aid-claims-page'
    ),
);

/** Every staff page the registry gives this remote. */
export const pages: Record<StaffPageKey<'donate'>, typeof staffDonations> = {
  'staff-donations': staffDonations,
  'staff-gift-messages': staffGiftMessages,
  'staff-monthly-gifts': staffMonthlyGifts,
  'staff-projects': staffProjects,
  'staff-project': staffProject,
  'staff-gift-aid': staffGiftAid,
  'staff-gift-aid-declaration': staffGiftAidDeclaration,
  'staff-gift-aid-claims': staffGiftAidClaims,
};

const Pages = createRemoteRoutes(pages);

/**
 * The remote's `./StaffRoutes`: the back office's donate pages, loaded by the shell only under /staff (so no public
 * page fetches them) and never prerendered.
 */
export default function DonateStaffRoutes(props: RemoteRoutesProps<StaffPageKey<'donate'>>) {
  return (
    <DonateQueryProvider>
      <Pages {...props} />
    </DonateQueryProvider>
  );
}
