import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { waitForLivePage } from './browser';

const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

type AxeResult = { violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[] };

/**
 * Runs axe over the live page and lists each serious or critical WCAG 2.x A/AA violation as "page rule: help @
 * targets". The page's context must bypass the CSP (`bypassCSP: true`): the site refuses inline scripts, and axe
 * is injected as one.
 */
export async function seriousViolations(page: Page, label: string): Promise<string[]> {
  await waitForLivePage(page);
  await settledAnimations(page);
  await page.addScriptTag({ content: axeSource });
  const result = await page.evaluate(
    () =>
      (window as unknown as { axe: { run: (context: Document, options: object) => Promise<unknown> } }).axe.run(
        document,
        {
          runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
        },
      ) as Promise<AxeResult>,
  );
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${label} ${v.id} (${v.impact}): ${v.help} @ ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * Waits for every finite animation to end: a dialog fading in is measured by axe's contrast rule at its passing
 * opacity, which fails a page that is fine once it has settled. Endless ones (a spinner) are left running.
 */
async function settledAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
