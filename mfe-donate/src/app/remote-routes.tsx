import { lazy } from 'react';
import type { DonatePage } from '@solar/shared-contracts';
import { createRemoteRoutes } from '@solar/shared-ui';

const donate = lazy(() => import('../features/donate/donate-page'));

const pages: Record<DonatePage, typeof donate> = {
  donate,
  'get-involved-donate': donate,
  'sponsor-a-project': donate,
  'project-donate': donate,
};

export default createRemoteRoutes(pages);
