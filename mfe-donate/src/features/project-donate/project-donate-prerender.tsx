import type { ComponentType } from 'react';
import type { PublicPageKey } from '@solar/shared-contracts';
import { prerenderRemotePages } from '@solar/shared-ui/prerender';
import { ProjectTemplateContext } from './project-page-data';
import { TEMPLATE_VIEW, type ProjectView } from './project-view';

type Routes = ComponentType<{ page: PublicPageKey<'donate'> }>;

/**
 * The address parameters under which the build publishes the project page's two static forms, for the shell's
 * server (decision 031): `project-donate--template` (a project's page, its figures as slot tokens) and
 * `project-donate--missing` (no such project: what the page shows for an id the API does not know).
 */
export const PROJECT_TEMPLATE_ID = 'template';
export const MISSING_PROJECT_ID = 'missing';

/** The page as `./Routes` renders it showing `view`, keyed `project-donate--<id>`. */
export function prerenderProjectView(Routes: Routes, view: ProjectView, id: string): Promise<Record<string, string>> {
  const WithView = (props: { page: PublicPageKey<'donate'> }) => (
    <ProjectTemplateContext.Provider value={view}>
      <Routes {...props} />
    </ProjectTemplateContext.Provider>
  );
  return prerenderRemotePages(WithView, ['project-donate'], { ids: { 'project-donate': [id] } });
}

/** Build time: both forms, rendered by the remote's own `./Routes` as the browser renders them. */
export async function prerenderProjectPages(Routes: Routes): Promise<Record<string, string>> {
  return {
    ...(await prerenderProjectView(Routes, TEMPLATE_VIEW, PROJECT_TEMPLATE_ID)),
    ...(await prerenderRemotePages(Routes, ['project-donate'], { ids: { 'project-donate': [MISSING_PROJECT_ID] } })),
  };
}
