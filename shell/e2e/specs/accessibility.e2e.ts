import { publicPages, staffPages } from '@solar/shared-contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { seriousViolations } from '../support/axe';
import { desktop, launchBrowser, waitForHeading, waitForLivePage } from '../support/browser';
import { baseUrl } from '../support/e2e-env';
import { fillVolunteerForm, toast, volunteerAnswers } from '../support/forms';
import { signInToStaff } from '../support/staff';

const run = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

/** A public page's address: a detail page with a record the e2e site's content has. */
const publicPath = (path: string) => path.replace(':id', '1');

describe('accessibility (axe, WCAG 2.2 A and AA)', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: desktop, bypassCSP: true });
    page = await context.newPage();
  });
  afterAll(() => browser.close());

  it('finds no serious or critical violation on any public page', async () => {
    const found: string[] = [];
    for (const entry of publicPages) {
      const path = publicPath(entry.path);
      await page.goto(baseUrl + path);
      found.push(...(await seriousViolations(page, path)));
    }
    expect(found).toEqual([]);
  }, 240_000);

  it('keeps the page behind an open dialog out of reach (native modal), and finds no violation with it open', async () => {
    await page.goto(`${baseUrl}/get-involved/volunteer`);
    await waitForHeading(page, 'Volunteer With Us');
    const opener = page.getByRole('link', { name: 'volunteer terms and conditions' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Volunteer terms' });
    await dialog.getByRole('heading', { name: 'Safeguarding' }).waitFor();
    const focusInDialog = () => page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]')));
    const focused = () => page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80) ?? '');
    expect(await page.evaluate(() => document.querySelector('dialog[open]')?.matches(':modal'))).toBe(true);
    expect(await focusInDialog()).toBe(true);

    // Tab and Shift+Tab go round the dialog's own stops and never reach the page behind.
    const first = await focused();
    const seen = new Set([first]);
    for (let step = 0; step < 4; step += 1) {
      await page.keyboard.press('Tab');
      expect(await focusInDialog()).toBe(true);
      seen.add(await focused());
    }
    expect(seen.size).toBeLessThan(4);
    for (let step = 0; step < 4; step += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusInDialog()).toBe(true);
    }

    // A link in the header behind the dialog takes neither focus nor a click.
    const behind = page.getByRole('banner').getByRole('link').first();
    expect(await behind.evaluate((link) => link.closest('dialog'))).toBeNull();
    await behind.evaluate((link) => (link as HTMLElement).focus());
    expect(await focusInDialog()).toBe(true);
    expect(await seriousViolations(page, 'volunteer terms dialog')).toEqual([]);

    const [linkBox, dialogBox] = [await behind.boundingBox(), await dialog.boundingBox()];
    if (!linkBox || !dialogBox) throw new Error('the header link or the dialog has no box');
    const [x, y] = [linkBox.x + linkBox.width / 2, linkBox.y + linkBox.height / 2];
    expect(x < dialogBox.x || y < dialogBox.y).toBe(true);
    const address = page.url();
    await page.mouse.click(x, y);
    // The click lands on the dialog's backdrop (which closes it), never on the link: no navigation, and focus
    // goes back to the link that opened the dialog.
    await dialog.waitFor({ state: 'detached' });
    expect(page.url()).toBe(address);
    expect(await opener.evaluate((link) => link === document.activeElement)).toBe(true);

    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await opener.evaluate((link) => link === document.activeElement)).toBe(true);
  });

  it('finds no serious or critical violation on any staff page, signed in as an administrator', async () => {
    const email = `e2e-axe-${run}@example.org`;
    await page.goto(`${baseUrl}/contact`);
    await waitForLivePage(page);
    const contact = page.getByRole('form', { name: 'Send us a message' });
    await contact.getByLabel('Name').fill('Amina Khan');
    await contact.getByLabel('Email').fill(email);
    await contact.getByLabel('Subject').fill('Accessibility check');
    await contact.getByLabel('Message').fill('A message so the staff message page has a record.');
    await contact.getByRole('button', { name: 'Send Message' }).click();
    await toast(page, 'Message Sent').waitFor({ timeout: 10_000 });
    await page.goto(`${baseUrl}/get-involved/volunteer`);
    await waitForLivePage(page);
    const volunteer = page.getByRole('form', { name: 'Apply to volunteer' });
    await fillVolunteerForm(volunteer, volunteerAnswers(email));
    await volunteer.getByRole('checkbox', { name: /terms and conditions/ }).check();
    await volunteer.getByRole('button', { name: 'Submit Application' }).click();
    await toast(page, 'Application Submitted').waitFor({ timeout: 10_000 });

    await signInToStaff(page);
    const found: string[] = [];
    const unchecked: string[] = [];
    for (const entry of ['/staff', ...staffPages.map((p) => p.path)]) {
      let path = entry;
      if (entry.includes(':id')) {
        // A detail page: the first record its list links to.
        const list = entry.slice(0, entry.indexOf('/:id')).replace('/declarations', '');
        await page.goto(baseUrl + list);
        await waitForLivePage(page);
        await page
          .locator('main table')
          .first()
          .waitFor({ timeout: 10_000 })
          .catch(() => undefined);
        const pattern = entry.replace(':id', '');
        const href = await page
          .locator(`main a[href^="${pattern}"]`)
          .first()
          .getAttribute('href', { timeout: 2_000 })
          .catch(() => null);
        if (!href) {
          unchecked.push(entry);
          continue;
        }
        path = href;
      }
      await page.goto(baseUrl + path);
      await page.locator('main h1').first().waitFor({ timeout: 15_000 });
      found.push(...(await seriousViolations(page, path)));
    }
    if (unchecked.length) console.warn(`No record to open, so not checked: ${unchecked.join(', ')}`);
    expect(found).toEqual([]);
    // Messages, volunteers and projects always have a record here; only a Gift Aid declaration may not.
    expect(unchecked.filter((p) => !p.startsWith('/staff/gift-aid/'))).toEqual([]);
  }, 240_000);
});
