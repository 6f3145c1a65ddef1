import { lazy } from 'react';
import type { EngagePage } from '@solar/shared-contracts';
import { createRemoteRoutes } from '@solar/shared-ui';

const contact = lazy(() => import('../features/contact/contact-page'));

const pages: Record<EngagePage, typeof contact> = { contact, volunteer: contact, 'corporate-giving': contact };

export default createRemoteRoutes(pages);
