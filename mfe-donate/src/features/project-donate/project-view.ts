import type { ProjectResponse } from '@solar/shared-contracts';
import { contactHref } from '@solar/shared-ui';
import { formatPounds, fundingPercent, remainingAmount } from '../../lib/money';

/**
 * Everything the page's first view shows of a project, as the text it shows. The shell's server fills the same
 * slots of this page's prerendered template from the API (shell/server/project-page, decision 031), so a change
 * here needs the same change there: the browser tests fail on the hydration mismatch otherwise.
 */
export type ProjectView = {
  type: string;
  title: string;
  location: string;
  description: string;
  raised: string;
  target: string;
  /** Whole percent raised; may pass 100. */
  percent: string;
  /** The bar's fill, 0–100. */
  barPercent: string;
  remaining: string;
  lives: string;
  capacity: string;
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
  // Decimal columns may arrive as strings; read them as numbers.
  const raised = Number(project.raisedAmount) || 0;
  const target = Number(project.targetAmount) || 0;
  const currency = project.currency || 'GBP';
  const percent = fundingPercent(raised, target);
  return {
    type: project.projectType ?? '',
    title: project.title,
    location: project.location,
    description: project.description,
    raised: formatPounds(raised, currency),
    target: formatPounds(target, currency),
    percent: String(percent),
    barPercent: String(Math.min(100, Math.max(0, percent))),
    remaining: formatPounds(remainingAmount(raised, target), currency),
    lives: (Number(project.livesImpacted) || 0).toLocaleString('en-GB'),
    capacity: (Number(project.capacity) || 0).toLocaleString('en-GB', { maximumFractionDigits: 2 }),
    contactHref: contactHref(`Project: ${project.title}`),
  };
}
