import type { ProjectResponse } from '@solar/shared-contracts';
import { dataBlock, escapeHtml } from '../markup/escape';
import type { ProjectSlots } from './project-slots';

/** mfe-donate's slot tokens (`slotToken` in its project-view.ts). */
const SLOT_TOKEN = /__SOLAR_PROJECT_(\w+)__/g;

/** The id of the JSON block the page reads its first render from (`PROJECT_PAGE_DATA_ID` in mfe-donate). */
export const PROJECT_PAGE_DATA_ID = 'project-page-data';

/**
 * The template with every slot written in, escaped; null when it has a slot this server does not know (a newer
 * remote), so the page is then rendered by the browser rather than sent wrong.
 */
export function fillProjectTemplate(template: string, slots: ProjectSlots): string | null {
  let unknown = false;
  const html = template.replace(SLOT_TOKEN, (token, slot: string) => {
    if (!Object.hasOwn(slots, slot)) {
      unknown = true;
      return token;
    }
    return escapeHtml(slots[slot as keyof ProjectSlots]);
  });
  return unknown ? null : html;
}

/** The figures the page was rendered with, as a data block (never executed: the CSP allows no inline script). */
export function projectDataBlock(id: number, project: ProjectResponse | null): string {
  return dataBlock({ id, project }, { id: PROJECT_PAGE_DATA_ID });
}
