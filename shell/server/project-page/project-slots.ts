import { contactHref, type ProjectResponse } from '@solar/shared-contracts';

/**
 * The slots of mfe-donate's project page template (its `ProjectSlot`s), as the page itself writes them
 * (mfe-donate/src/features/project-donate/project-view.ts). The shell may not import a remote's code, so the few
 * formatting rules are repeated here; the remote's spec checks its template against its own rendering, and the
 * browser test fails on any difference between the two (a hydration mismatch).
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
const pounds = new Map<string, Intl.NumberFormat>();

function formatPounds(amount: number, currency: string): string {
  const code = /^[A-Z]{3}$/.test(currency) ? currency : 'GBP';
  let format = pounds.get(code);
  if (!format) {
    format = new Intl.NumberFormat('en-GB', { style: 'currency', currency: code, minimumFractionDigits: 0, maximumFractionDigits: 2 });
    pounds.set(code, format);
  }
  return format.format(amount).replace(/\.(\d)$/, '.$10');
}

/** The slots' texts for a project, or null when one would be empty (the template always shows each one). */
export function projectSlots(project: ProjectResponse): ProjectSlots | null {
  const raised = Number(project.raisedAmount) || 0;
  const target = Number(project.targetAmount) || 0;
  const currency = project.currency || 'GBP';
  const percent = target > 0 ? Math.round((raised / target) * 100) : 0;
  const slots: ProjectSlots = {
    type: project.projectType ?? '',
    title: project.title,
    location: project.location,
    description: project.description,
    raised: formatPounds(raised, currency),
    target: formatPounds(target, currency),
    percent: String(percent),
    barPercent: String(Math.min(100, Math.max(0, percent))),
    remaining: formatPounds(Math.max(0, target - raised), currency),
    lives: (Number(project.livesImpacted) || 0).toLocaleString('en-GB'),
    capacity: (Number(project.capacity) || 0).toLocaleString('en-GB', { maximumFractionDigits: 2 }),
    contactSubject: contactHref(`Project: ${project.title}`).slice(CONTACT_PREFIX.length),
  };
  return Object.values(slots).every((text) => typeof text === 'string' && text.length > 0) ? slots : null;
}
