import { lazy } from 'react';
import type { EngagePage } from '@solar/shared-contracts';
import { createRemoteRoutes } from '@solar/shared-ui';

const contact = lazy(() => import(/* webpackChunkName: "page-contact" */ '../features/contact/contact-page'));
const volunteer = lazy(() => import(/* webpackChunkName: "page-volunteer" */ '../features/volunteer/volunteer-page'));
const corporateGiving = lazy(() => import(/* webpackChunkName: "page-corporate-giving" */ '../features/corporate-giving/corporate-giving-page'));

const pages: Record<EngagePage, typeof contact> = {
  contact,
  volunteer,
  'corporate-giving': corporateGiving,
};

export default createRemoteRoutes(pages);
