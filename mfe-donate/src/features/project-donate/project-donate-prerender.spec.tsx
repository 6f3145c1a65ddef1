/**
 * @jest-environment node
 */
import type { ProjectResponse } from '@solar/shared-contracts';
import DonateRoutes from '../../app/remote-routes';
import {
  MISSING_PROJECT_ID,
  prerenderProjectPages,
  prerenderProjectView,
  PROJECT_TEMPLATE_ID,
} from './project-donate-prerender';
import { projectView, type ProjectSlot, type ProjectView } from './project-view';

const project: ProjectResponse = {
  id: 7,
  title: 'Hargeisa Clinic <Power> & "Light"',
  location: "Hargeisa, Somaliland — it's hot",
  projectType: 'Health Centre',
  description: 'Cold chain for vaccines </script><b>',
  raisedAmount: 12345.5,
  targetAmount: 10000,
  currency: 'GBP',
  livesImpacted: 120000,
  capacity: 7.125,
  progressPercentage: 100,
};

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

/** What the shell's server does with the template (shell/server/project-page), written independently here. */
function fill(template: string, view: ProjectView, title: string): string {
  const slots: Record<ProjectSlot, string> = { ...view, contactSubject: encodeURIComponent(`Project: ${title}`) };
  return template.replace(/__SOLAR_PROJECT_(\w+)__/g, (_token, slot: ProjectSlot) => escapeHtml(slots[slot]));
}

describe("the project page's prerendered forms", () => {
  let pages: Record<string, string>;
  beforeAll(async () => {
    pages = await prerenderProjectPages(DonateRoutes);
  });

  it('publishes the template and the not-found page under their own keys', () => {
    expect(Object.keys(pages).sort()).toEqual([
      `project-donate--${MISSING_PROJECT_ID}`,
      `project-donate--${PROJECT_TEMPLATE_ID}`,
    ]);
    expect(pages[`project-donate--${MISSING_PROJECT_ID}`]).toContain('<h1>Project Not Found</h1>');
  });

  it('holds every figure of the first view as a slot, and nothing else that depends on the project', () => {
    const template = pages[`project-donate--${PROJECT_TEMPLATE_ID}`] ?? '';
    const slots = new Set([...template.matchAll(/__SOLAR_PROJECT_(\w+)__/g)].map((match) => match[1]));
    expect([...slots].sort()).toEqual(
      [
        'barPercent',
        'capacity',
        'contactSubject',
        'description',
        'lives',
        'location',
        'percent',
        'raised',
        'remaining',
        'target',
        'title',
        'type',
      ].sort(),
    );
  });

  it("filled with a project's figures, is exactly the page rendered for that project (so it hydrates)", async () => {
    const view = projectView(project);
    const rendered = (await prerenderProjectView(DonateRoutes, view, 'sample'))['project-donate--sample'];
    const template = pages[`project-donate--${PROJECT_TEMPLATE_ID}`] ?? '';
    expect(rendered).toContain('£12,345.50');
    expect(fill(template, view, project.title)).toBe(rendered);
  });
});

describe('projectView', () => {
  it('formats the figures as the page shows them, with the bar held to 100 %', () => {
    expect(projectView(project)).toEqual({
      type: 'Health Centre',
      title: project.title,
      location: project.location,
      description: project.description,
      raised: '£12,345.50',
      target: '£10,000',
      percent: '123',
      barPercent: '100',
      remaining: '£0',
      lives: '120,000',
      capacity: '7.13',
      contactHref: `/contact?subject=${encodeURIComponent(`Project: ${project.title}`)}`,
    });
  });

  it('reads decimals sent as strings and a missing currency as pounds', () => {
    const view = projectView({
      ...project,
      raisedAmount: '5500.00',
      targetAmount: '25000.00',
      capacity: '12.50',
      currency: '',
    } as unknown as ProjectResponse);
    expect(view).toMatchObject({
      raised: '£5,500',
      target: '£25,000',
      percent: '22',
      barPercent: '22',
      remaining: '£19,500',
      capacity: '12.5',
    });
  });
});
