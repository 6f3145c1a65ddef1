/**
 * @jest-environment node
 */
import type { ProjectResponse } from '@solar/shared-contracts';
import { projectSlots } from './project-slots';
import { fillProjectTemplate, projectDataBlock, PROJECT_PAGE_DATA_ID } from './project-template';

const project: ProjectResponse = {
  id: 2,
  title: 'Schools <b>& "clinics"</b>',
  location: "Rural Punjab, Pakistan — it's hot",
  projectType: 'Educational Institution',
  description: 'Fans </script><script>alert(1)</script>',
  raisedAmount: 5500,
  targetAmount: 25000,
  currency: 'GBP',
  livesImpacted: 4500,
  capacity: 12.5,
  progressPercentage: 22,
};

const TEMPLATE =
  '<h1>__SOLAR_PROJECT_title__</h1><p>__SOLAR_PROJECT_description__</p>' +
  '<div role="progressbar" aria-label="__SOLAR_PROJECT_title__ funding" aria-valuenow="__SOLAR_PROJECT_barPercent__">' +
  '<div style="width:__SOLAR_PROJECT_barPercent__%"></div></div>' +
  '<a href="/contact?subject=__SOLAR_PROJECT_contactSubject__">Contact</a>';

describe('projectSlots', () => {
  it('writes the figures as the page formats them', () => {
    expect(projectSlots(project)).toEqual({
      type: 'Educational Institution',
      title: project.title,
      location: project.location,
      description: project.description,
      raised: '£5,500',
      target: '£25,000',
      percent: '22',
      barPercent: '22',
      remaining: '£19,500',
      lives: '4,500',
      capacity: '12.5',
      contactSubject: encodeURIComponent(`Project: ${project.title}`),
    });
  });

  it('reads decimals sent as strings, pence, a target passed and no target', () => {
    const strings = {
      ...project,
      raisedAmount: '30012.5',
      targetAmount: '25000.00',
      capacity: '7.125',
    } as unknown as ProjectResponse;
    expect(projectSlots(strings)).toMatchObject({
      raised: '£30,012.50',
      percent: '120',
      barPercent: '100',
      remaining: '£0',
      capacity: '7.13',
    });
    expect(projectSlots({ ...project, targetAmount: 0 })).toMatchObject({
      percent: '0',
      barPercent: '0',
      remaining: '£0',
    });
  });

  it('gives nothing for a project the template cannot show (an empty text the page would leave out)', () => {
    expect(projectSlots({ ...project, projectType: '' })).toBeNull();
    expect(projectSlots({ ...project, location: '' })).toBeNull();
  });
});

function slotsOf(value: ProjectResponse) {
  const slots = projectSlots(value);
  if (!slots) throw new Error('the project has an empty text');
  return slots;
}

describe('fillProjectTemplate', () => {
  it('writes every slot escaped, in text and in attributes, and the subject URL-encoded', () => {
    const html = fillProjectTemplate(TEMPLATE, slotsOf(project));
    expect(html).toBe(
      '<h1>Schools &lt;b&gt;&amp; &quot;clinics&quot;&lt;/b&gt;</h1><p>Fans &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;</p>' +
        '<div role="progressbar" aria-label="Schools &lt;b&gt;&amp; &quot;clinics&quot;&lt;/b&gt; funding" aria-valuenow="22">' +
        '<div style="width:22%"></div></div>' +
        '<a href="/contact?subject=Project%3A%20Schools%20%3Cb%3E%26%20%22clinics%22%3C%2Fb%3E">Contact</a>',
    );
  });

  it('refuses a template with a slot it does not know (a newer remote), so the browser renders the page', () => {
    expect(fillProjectTemplate(`${TEMPLATE}<p>__SOLAR_PROJECT_sponsors__</p>`, slotsOf(project))).toBeNull();
    expect(fillProjectTemplate('<p>__SOLAR_PROJECT_constructor__</p>', slotsOf(project))).toBeNull();
  });
});

describe('projectDataBlock', () => {
  it('is non-executable JSON that no text can break out of, and parses back to the figures', () => {
    const block = projectDataBlock(2, project);
    expect(block.startsWith(`<script id="${PROJECT_PAGE_DATA_ID}" type="application/json">`)).toBe(true);
    const inner = block.slice(block.indexOf('>') + 1, -'</script>'.length);
    expect(inner).not.toMatch(/[<>&]/);
    expect(JSON.parse(inner)).toEqual({ id: 2, project });
    expect(projectDataBlock(9, null)).toContain('{"id":9,"project":null}');
  });
});
