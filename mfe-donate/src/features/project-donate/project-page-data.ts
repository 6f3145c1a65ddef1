import { createContext } from 'react';
import type { ProjectResponse } from '@solar/shared-contracts';
import type { ProjectView } from './project-view';

/**
 * The JSON block (`type="application/json"`, never executed) the shell's server writes into a project page it
 * rendered with the project's figures: `{ id, project }`, `project` null for an id no project has. The page's
 * first render reads it, so it hydrates exactly the HTML that was sent (decision 031).
 */
export const PROJECT_PAGE_DATA_ID = 'project-page-data';

export type ProjectPageData = { id: number; project: ProjectResponse | null };

/** The project the server sent with the page for this id, or undefined. Only the document's first page uses it. */
export function seededProject(id: number): ProjectPageData | undefined {
  if (typeof document === 'undefined') return undefined;
  const text = document.getElementById(PROJECT_PAGE_DATA_ID)?.textContent;
  if (!text) return undefined;
  try {
    const data = JSON.parse(text) as ProjectPageData;
    if (data?.id !== id || (data.project !== null && typeof data.project !== 'object')) return undefined;
    return data;
  } catch {
    return undefined;
  }
}

/** After the first page has used it, figures come from the API: a later visit to the page may follow a gift. */
export function markSeedUsed(): void {
  document.getElementById(PROJECT_PAGE_DATA_ID)?.remove();
}

/** Build time only: the view the page renders instead of a project's (the template's: its slots as tokens). */
export const ProjectTemplateContext = createContext<ProjectView | null>(null);
