import type { ProjectResponse } from '@solar/shared-contracts';
import { contactHref } from '@solar/shared-ui';
import { type ProjectFigureTexts, projectFigureTexts } from '@solar/shared-format';

/**
 * Everything the page's first view shows of a project, as the text it shows: the same on the remote's server, which
 * draws the page from the API at the request (decision 053), and in the browser, which hydrates it.
 */
export type ProjectView = ProjectFigureTexts & {
  type: string;
  title: string;
  location: string;
  description: string;
  /** The "Contact our team" link, its subject naming the project. */
  contactHref: string;
};

export function projectView(project: ProjectResponse): ProjectView {
  return {
    type: project.projectType ?? '',
    title: project.title,
    location: project.location,
    description: project.description,
    ...projectFigureTexts(project),
    contactHref: contactHref(`Project: ${project.title}`),
  };
}
