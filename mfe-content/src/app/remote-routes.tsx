import { lazy } from 'react';
import type { ContentPage } from '@solar/shared-contracts';
import { createRemoteRoutes } from '@solar/shared-ui';

const home = lazy(() => import('../features/home/home-page'));

const pages: Record<ContentPage, typeof home> = {
  home,
  'who-we-are': home,
  'our-story': home,
  'un-climate-goals': home,
  'our-partners': home,
  faqs: home,
  'focus-areas': home,
  'educational-institutions': home,
  'places-of-worship': home,
  regions: home,
  blogs: home,
  'blog-article': home,
  'press-releases': home,
  'media-coverage': home,
  events: home,
  'climate-dashboard': home,
  'eco-learning-path': home,
  'privacy-policy': home,
};

export default createRemoteRoutes(pages);
