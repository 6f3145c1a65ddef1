import { contactHref, type ProjectResponse } from '@solar/shared-contracts';
import { projectFigureTexts } from '@solar/shared-format';

/**
 * The slots of mfe-donate's project page template (its `ProjectSlot`s), as the page itself writes them
 * (mfe-donate/src/features/project-donate/project-view.ts). The shell may not import a remote's code; the figures'
 * texts come from the shared projectFigureTexts both use, and the browser test fails on any difference between
 * the two (a hydration mismatch).
 */
export type ProjectSlots = Record<
  | 'type'
  | 'title'
  | 'location'
  | 'description'
  | 'raised'
  | 'target'
  | 'percent'
  | 'barPercent'
  | 'remaining'
  | 'lives'
  | 'capacity'
  | 'contactSubject',
  string
>;

const CONTACT_PREFIX = contactHref('');

/** The slots' texts for a project, or null when one would be empty (the template always shows each one). */
export function projectSlots(project: ProjectResponse): ProjectSlots | null {
  const slots: ProjectSlots = {
    type: project.projectType ?? '',
    title: project.title,
    location: project.location,
    description: project.description,
    ...projectFigureTexts(project),
    contactSubject: contactHref(`Project: ${project.title}`).slice(CONTACT_PREFIX.length),
  };
  return Object.values(slots).every((text) => typeof text === 'string' && text.length > 0) ? slots : null;
}
