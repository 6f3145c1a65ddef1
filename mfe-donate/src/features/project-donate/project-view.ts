import type { ProjectResponse } from '@solar/shared-contracts';
import { contactHref } from '@solar/shared-ui';
import { type ProjectFigureTexts, projectFigureTexts } from '@solar/shared-format';

/**
 * Everything the page's first view shows of a project, as the text it shows. The shell's server fills the same
 * slots of this page's prerendered template from the API (shell/server/project-page, decision 031); the figures'
 * texts come from one function both use (projectFigureTexts), and the other slots are the project's own words.
 */
export type ProjectView = ProjectFigureTexts & {
  type: string;
  title: string;
  location: string;
  description: string;
  /** The "Contact our team" link, its subject naming the project. */
  contactHref: string;
};

/** The template's slots: the view's texts, and the contact link's subject ("Project: <title>", URL-encoded). */
export type ProjectSlot = Exclude<keyof ProjectView, 'contactHref'> | 'contactSubject';

/** Stands for a slot in the prerendered template; the shell's server writes the figure in its place. */
export const slotToken = (slot: ProjectSlot): string => `__SOLAR_PROJECT_${slot}__`;

/** The template's view: every text a token, and the contact link's subject one after its fixed address. */
export const TEMPLATE_VIEW: ProjectView = {
  type: slotToken('type'),
  title: slotToken('title'),
  location: slotToken('location'),
  description: slotToken('description'),
  raised: slotToken('raised'),
  target: slotToken('target'),
  percent: slotToken('percent'),
  barPercent: slotToken('barPercent'),
  remaining: slotToken('remaining'),
  lives: slotToken('lives'),
  capacity: slotToken('capacity'),
  contactHref: contactHref('') + slotToken('contactSubject'),
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
