import { lazy } from 'react';
import type { EngagePage } from '@solar/shared-contracts';
import { createRemoteRoutes } from '@solar/shared-ui';

const contact = lazy(() => import('../features/contact/contact-page'));
const volunteer = lazy(() => import('../features/volunteer/volunteer-page'));
const corporateGiving = lazy(() => import('../features/corporate-giving/corporate-giving-page'));

const pages: Record<EngagePage, typeof contact> = {
  contact,
  volunteer,
  'corporate-giving': corporateGiving,
};

export default createRemoteRoutes(pages);
